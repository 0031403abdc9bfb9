/**
 * The fair-price figures of a search answer: the local median of each
 * service its cards show, once per service (not per card). The area is the
 * clinics of the category within LOCAL_RADIUS_KM of the searched place, or of
 * the map area's centre when no place is given (docs/architecture.md, "The
 * fair-price mark"). A code search shows prices across categories: no mark.
 */
import { headlineServices, LOCAL_RADIUS_KM, type BBox, type ClinicCard, type FairPriceArea, type LatLng } from '@directpay/contracts';
import type { LocalMedians } from '#src/repositories/clinics/local-medians';

/** Where the area is centred: the searched place, else the middle of the map area. */
export function areaCentre(near: LatLng | undefined, bbox: BBox | undefined): LatLng | undefined {
  if (near) return near;
  return bbox ? { lat: (bbox[1] + bbox[3]) / 2, lng: (bbox[0] + bbox[2]) / 2 } : undefined;
}

interface Scope {
  categoryId?: number;
  code?: string;
  /** The selected service group: its label and search key. */
  group?: { label: string; slug: string };
  near?: LatLng;
  bbox?: BBox;
}

/**
 * Starts the median reads beside the search (a service group's, or the
 * category's headline services'), and returns what completes them once the
 * cards are known: a card whose "from" price is not a headline adds its service.
 * Undefined when the search has no mark to show.
 */
export function startFairPrice(medians: LocalMedians, scope: Scope): ((cards: ClinicCard[]) => Promise<FairPriceArea>) | undefined {
  const point = areaCentre(scope.near, scope.bbox);
  const { categoryId, group } = scope;
  if (!point || categoryId === undefined || scope.code !== undefined) return undefined;
  const area = (list: FairPriceArea['medians']): FairPriceArea => ({ radiusKm: LOCAL_RADIUS_KM, medians: list });
  if (group) {
    const read = medians.byGroup(categoryId, point, LOCAL_RADIUS_KM, group.label, group.slug);
    return async () => area(await read);
  }
  const headlines = headlineServices(categoryId);
  const first = medians.byDescription(categoryId, point, LOCAL_RADIUS_KM, headlines);
  return async (cards) => {
    const shown = new Set(cards.flatMap((c) => (c.fromPrice ? [c.fromPrice.description] : [])));
    const others = [...shown].filter((d) => !headlines.includes(d));
    const [known, more] = await Promise.all([first, medians.byDescription(categoryId, point, LOCAL_RADIUS_KM, others)]);
    // Only the services the cards show: the answer stays small.
    return area([...known, ...more].filter((m) => shown.has(m.service)));
  };
}
