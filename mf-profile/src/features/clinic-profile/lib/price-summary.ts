import { headlineServices, parsePrice, pricedServices, type Clinic, type ClinicService } from '@directpay/contracts';

/** How many prices the summary lists. */
export const HEADLINE_COUNT = 3;

export interface PriceSummary {
  /** "from $X": the first of the category's headline services the clinic prices, else its lowest price. */
  from: ClinicService;
  /** The headline prices: the category's headline services the clinic prices, then its lowest other prices. */
  headline: ClinicService[];
  /** Every price the clinic lists (the link to all of them says how many). */
  total: number;
}

const amount = (s: ClinicService) => parsePrice(s.price) ?? Infinity;

/**
 * What the profile's first screen says about prices, with the same "from" as the
 * search card: the category's headline service (the new-patient exam for Dental)
 * when the clinic prices it, otherwise the clinic's lowest price, named. Null for a
 * clinic with no listed price.
 */
export function priceSummary(clinic: Pick<Clinic, 'categoryId' | 'services' | 'otherServices'>): PriceSummary | null {
  const priced = pricedServices(clinic);
  if (priced.length === 0) return null;
  const named = headlineServices(clinic.categoryId)
    .map((name) => priced.find((s) => s.description.trim() === name))
    .filter((s): s is ClinicService => s !== undefined);
  const headlined = [...new Set(named)];
  // A stable sort: equal prices keep the clinic's own order.
  const others = priced.filter((s) => !headlined.includes(s)).sort((a, b) => amount(a) - amount(b));
  const from = headlined[0] ?? others[0];
  return { from, headline: [...headlined, ...others].slice(0, HEADLINE_COUNT), total: priced.length };
}
