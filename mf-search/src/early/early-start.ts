import { endpointPath, queryString, searchClinics } from '@directpay/contracts';
import { firstPhoneSearch } from '#src/features/search/first-search';
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
 * Starts the search list's first request from the HTML, before any of the page's scripts
 * have arrived (issue 16): a `<link rel="preload" as="fetch">` for the URL the page will
 * ask for, which the browser then answers the page's request from. The host's server
 * writes this script into the HTML of the pages mf-search serves (early-start.js in this
 * remote's build; scripts/host-page.ts), after the run-time configuration it reads.
 */
export function startEarlySearch(): void {
  const runtime = (window as { __DIRECTPAY_RUNTIME__?: { config?: { apiUrl?: unknown } } }).__DIRECTPAY_RUNTIME__;
  const apiUrl = runtime?.config?.apiUrl;
  if (typeof apiUrl !== 'string' || !window.matchMedia(EARLY_PHONE_QUERY).matches) return;
  const url = firstSearchUrl(apiUrl);
  if (!url) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  // As the page's fetch() asks: CORS, without credentials, so the browser matches the two.
  link.crossOrigin = 'anonymous';
  link.href = url;
  document.head.append(link);
}
