import { hasPrice, pricedServices } from '@directpay/contracts';
import { compareNames } from './compare-names';

/** Whether a service shows a price: the contracts' price rule, the same the API's search uses. */
export { hasPrice };

/** The cash prices a clinic shows (the contracts' rule, the same the server-rendered JSON-LD lists). */
export { pricedServices };

/** Prices are dollars as text ('120', '99.50'); shown as '$ ' plus the price (spec section 3). */
export function formatPrice(price: string): string {
  return `$ ${price.trim()}`;
}

/** Names sorted alphabetically (case-insensitive), nameless items hidden: insurances, specialties. */
export function sortedNames(items: { name?: string }[] | undefined): string[] {
  return (items ?? [])
    .map((i) => (i.name ?? '').trim())
    .filter((n) => n !== '')
    .sort(compareNames);
}
