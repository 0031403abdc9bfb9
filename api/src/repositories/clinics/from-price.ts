/**
 * A search card's "from $X" when no service is chosen: the first of the
 * category's headline services the clinic prices (its lowest price for it),
 * else its lowest listed price, named, so the card says which service it is.
 */
import { headlineServices, parsePrice, type Service } from '@directpay/contracts';

export interface FromPrice {
  description: string;
  price: string;
}

export function fromPriceOf(categoryId: number, priced: readonly Service[]): FromPrice | undefined {
  const amounts = priced.flatMap((s) => {
    const amount = parsePrice(s.price);
    return amount === undefined ? [] : [{ description: s.description.trim(), price: s.price.trim(), amount }];
  });
  const lowest = (list: typeof amounts) => list.reduce<(typeof amounts)[number] | undefined>((best, s) => (!best || s.amount < best.amount ? s : best), undefined);
  for (const headline of headlineServices(categoryId)) {
    const found = lowest(amounts.filter((s) => s.description === headline));
    if (found) return { description: found.description, price: found.price };
  }
  const found = lowest(amounts);
  return found && { description: found.description, price: found.price };
}
