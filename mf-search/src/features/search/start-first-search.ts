import type { apiQueryClient } from '@directpay/shared-ui/query';
import { initialView } from '../map/utils/initial-bounds';
import type { MapView } from '../map/utils/map-view';
import { phoneMapBox } from '../map/utils/phone-map-box';
import { clinicPagesOptions } from './hooks/use-clinic-pages';
import { readStored } from './hooks/use-search-state';
import { PHONE_QUERY } from '#src/hooks/use-is-mobile';
import { toApiBBox, type BBox } from './utils/bbox';
import { needsGeocoding, readSearchState } from './utils/search-state';

/** Mobile shows 10 cards and Show More adds 10 (spec section 9); desktop pages by 50. */
export const PAGE_SIZE = { mobile: 10, desktop: 50 };

/** A map area as the API is asked for it, with the view it is the area of. */
export interface Area {
  bbox: BBox;
  lat: number;
  lng: number;
  zoom: number;
}

export const areaOf = ({ bounds: b, lat, lng, zoom }: MapView): Area => ({ bbox: toApiBBox(b.west, b.south, b.east, b.north), lat, lng, zoom });

/**
 * Sends the search list's first request when the page's code arrives, before
 * React has drawn anything (issue 16). On a phone /search's largest paint is
 * the first card's picture, and its request waited for the list, which the
 * page asked for only once its first render had been committed and the map's
 * box measured: on a phone with a 4x slower processor, more than half a
 * second of rendering after the code had arrived.
 *
 * In the phone layout the map's box is the window less fixed amounts
 * (phone-map-box.ts), so its size, and with it the map's first area
 * (initial-bounds.ts, Leaflet's arithmetic), is known from the URL and the
 * window alone. The request goes into the page's query client under the key
 * the page's own query will have (clinicPagesOptions), so the page finds it
 * in flight and sends nothing more. Where the box cannot be known ahead (the
 * desktop layout's grid column, a place still to be looked up), nothing is
 * sent: the page asks once it has measured, as before. A guess that misses
 * (a browser whose window is not what CSS lays out) costs one request the
 * page does not use, and the page asks for its own.
 */
export function startFirstSearch(client: typeof apiQueryClient): void {
  const { pathname, search } = window.location;
  if (pathname.replace(/\/$/, '') !== '/search' || !window.matchMedia(PHONE_QUERY).matches) return;
  const params = new URLSearchParams(search);
  if (needsGeocoding(params)) return;
  const state = readSearchState(params, readStored());
  const root = document.documentElement;
  const remPx = parseFloat(getComputedStyle(root).fontSize) || 16;
  // The layout viewport: the window less a scroll bar, as the box's CSS sees it.
  const box = phoneMapBox({ width: root.clientWidth, height: window.innerHeight }, remPx);
  const area = areaOf(initialView(state.lat, state.lng, state.zoom, box));
  const filters = { categoryId: state.categoryId, service: state.service, sort: state.sort, bbox: area.bbox, origin: state.near, limit: PAGE_SIZE.mobile };
  void client.prefetchInfiniteQuery(clinicPagesOptions(filters));
}
