import { useSyncExternalStore } from 'react';
import { theme } from '@directpay/shared-ui';

/** The phone layout's media query. */
export const PHONE_QUERY = `(max-width: ${theme.breakpoints.mobile - 1}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(PHONE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Under 768px the search shows a full-screen map, a bottom sheet and a Filters panel. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(PHONE_QUERY).matches, () => false);
}
