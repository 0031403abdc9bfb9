import { fairPriceMark, parsePrice, type FairPriceMark, type LocalPricesResponse } from '@directpay/contracts';

/**
 * The fair-price mark of one listed price: the contracts' wording against the
 * median of the price's service group within the local radius. Null for a price
 * no group covers, an area with too few prices, or no local prices at all.
 */
export function fairMarkOf(service: { description: string; price: string }, local: LocalPricesResponse | undefined): FairPriceMark | null {
  const price = parsePrice(service.price);
  if (price === undefined || !local) return null;
  const name = service.description.trim();
  const group = local.results.find((g) => g.matches.includes(name));
  return group ? fairPriceMark(price, group, local.radiusKm) : null;
}
