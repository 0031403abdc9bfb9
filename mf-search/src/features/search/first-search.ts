import { localeOfPath } from '@directpay/contracts';
import { initialView, type BoxSize } from '../map/utils/initial-bounds';
import { phoneMapBox } from '../map/utils/phone-map-box';
import { toApiBBox, type BBox } from './utils/bbox';
import type { ClinicsQuery } from './utils/clinics-query';
import { needsGeocoding, readSearchState } from './utils/search-state';
import { readStored } from './utils/stored-filters';
import type { MapView } from '../map/utils/map-view';

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

/** The phone layout's map box now, from the window alone: the layout viewport (less a scroll bar) and the root font size. */
export function phoneMapBoxNow(): BoxSize {
  const root = document.documentElement;
  const remPx = parseFloat(getComputedStyle(root).fontSize) || 16;
  return phoneMapBox({ width: root.clientWidth, height: window.innerHeight }, remPx);
}

/**
 * The filters of the list's first request on a phone, worked out before anything is drawn,
 * or null where they cannot be known ahead: another page, a place still to be
 * looked up. In the phone layout the map's box is the window less fixed amounts
 * (phone-map-box.ts), so its size, and with it the map's first area (initial-bounds.ts,
 * Leaflet's arithmetic), comes from the URL and the window alone. Pure of React and of the
 * page's other code: the page's early script (src/early/early-start.ts) runs it from the
 * host's HTML, before any other script has arrived.
 */
export function firstPhoneSearch(): ClinicsQuery | null {
  const { pathname, search } = window.location;
  // The same page in every language: `/es/search` is `/search` in Spanish.
  if (localeOfPath(pathname).path.replace(/\/$/, '') !== '/search') return null;
  const params = new URLSearchParams(search);
  if (needsGeocoding(params)) return null;
  const state = readSearchState(params, readStored());
  const area = areaOf(initialView(state.lat, state.lng, state.zoom, phoneMapBoxNow()));
  return { categoryId: state.categoryId, service: state.service, code: state.code, sort: state.sort, bbox: area.bbox, origin: state.near, limit: PAGE_SIZE.mobile };
}
