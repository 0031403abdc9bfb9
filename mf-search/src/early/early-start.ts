import { endpointPath, localeOfPath, putEarlyResponse, queryString, readSearchUrl, searchClinics, wherePlacesPath } from '@directpay/contracts';
import { firstPhoneSearch } from '#src/features/search/first-search';
import { needsGeocoding } from '#src/features/search/utils/search-state';
import { cardPictureUrl } from '#src/features/search/utils/card-picture';
import { clinicSearchQuery } from '#src/features/search/utils/clinics-query';

/**
 * The phone layout's media query, as `PHONE_QUERY` (hooks/use-is-mobile.ts) writes it from
 * shared-ui's theme. Written out here because this script runs alone, without shared-ui;
 * early-start.test.ts fails if the two differ.
 */
export const EARLY_PHONE_QUERY = '(max-width: 767px)';

/** The URL of the search list's first request on a phone, as the page's endpoint client asks for it; null when none is known ahead. */
export function firstSearchUrl(apiUrl: string): string | null {
  const filters = firstPhoneSearch();
  if (!filters) return null;
  return `${apiUrl.replace(/\/$/, '')}${endpointPath(searchClinics.path)}${queryString(clinicSearchQuery(filters))}`;
}

/**
 * The URL of the place lookup a search handed a bare `?where=` starts with (the home page's form
 * sent before its script ran, a shared link), as the page's client asks for it; null when none.
 */
export function wherePlaceUrl(apiUrl: string): string | null {
  const { pathname, search } = window.location;
  const params = new URLSearchParams(search);
  if (localeOfPath(pathname).path.replace(/\/$/, '') !== '/search' || !needsGeocoding(params)) return null;
  return `${apiUrl.replace(/\/$/, '')}${wherePlacesPath(readSearchUrl(params).where ?? '')}`;
}

/** Starts the first card's picture, at high priority, as the card will ask for it. */
async function preloadFirstPicture(answer: Response): Promise<void> {
  const page = (await answer.json()) as { results?: { imageUrl?: unknown }[] };
  const imageUrl = page.results?.[0]?.imageUrl;
  if (typeof imageUrl !== 'string') return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.fetchPriority = 'high';
  link.href = cardPictureUrl(imageUrl);
  document.head.append(link);
}

/**
 * Starts the search list's first request from the HTML, before any of the page's scripts
 * have arrived. The host's server writes this script into the HTML of the pages
 * mf-search serves (early-start.js in this remote's build; scripts/host-page.ts), after the
 * run-time configuration it reads. The answer is left for the page's API client (the
 * contracts' early-responses.ts), which takes it instead of asking again; and as soon as
 * it arrives, the first card's picture (a phone's largest paint) is started too, while the
 * page's code is still on its way.
 */
export function startEarlySearch(): void {
  const runtime = (window as { __DIRECTPAY_RUNTIME__?: { config?: { apiUrl?: unknown } } }).__DIRECTPAY_RUNTIME__;
  const apiUrl = runtime?.config?.apiUrl;
  if (typeof apiUrl !== 'string') return;
  // A place to look up comes first, on any screen: the list waits for it.
  const place = wherePlaceUrl(apiUrl);
  if (place) putEarlyResponse(place, fetch(place, { headers: { accept: 'application/json' } }));
  if (!window.matchMedia(EARLY_PHONE_QUERY).matches) return;
  const url = firstSearchUrl(apiUrl);
  if (!url) return;
  // As the client asks: a plain GET for JSON, without credentials.
  const answer = fetch(url, { headers: { accept: 'application/json' } }).then((response) => {
    // A copy for the picture, taken before the client reads the answer.
    if (response.ok) preloadFirstPicture(response.clone()).catch(() => undefined);
    return response;
  });
  putEarlyResponse(url, answer);
}
