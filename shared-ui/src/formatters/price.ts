import { formatPrice, hasPrice, pricedServices } from '@directpay/contracts';
import { compareNames } from './compare-names';

/** Whether a service shows a price: the contracts' price rule, the same the API's search uses. */
export { hasPrice };

/** The cash prices a clinic shows (the contracts' rule, the same the server-rendered JSON-LD lists). */
export { pricedServices };

/** '$ ' plus the price: the contracts' rule, the same the embeddable price card shows. */
export { formatPrice };

/** Names sorted alphabetically (case-insensitive), nameless items hidden: insurances, specialties. */
export function sortedNames(items: { name?: string }[] | undefined): string[] {
  return (items ?? [])
    .map((i) => (i.name ?? '').trim())
    .filter((n) => n !== '')
    .sort(compareNames);
}
