import { useMemo } from 'react';
import { notify } from '@directpay/shared-ui';
import { getPlaces } from '../api/get-places';
import { NO_PLACE_MESSAGE, WHERE_INPUT_ID } from '../components/where-box';
import { round } from '../utils/search-state';
import type { PlaceChoice } from './use-search-state';
import type { LatLng } from '../utils/search-state';

/** The label a search near the browser's location carries, as the sort's own switch to distance writes it. */
export const YOUR_LOCATION = 'Your location';

/** What the heading's place line does: open the where box, search near the visitor, or near a ZIP code. */
export function usePlaceActions(setPlace: (place: PlaceChoice) => void, locate: () => Promise<LatLng | null>) {
  return useMemo(
    () => ({
      change: () => document.getElementById(WHERE_INPUT_ID)?.focus(),
      useLocation: () => {
        void locate().then((p) => {
          if (!p) return notify.info('Your location is not available. Enter a ZIP code instead.');
          setPlace({ label: YOUR_LOCATION, latitude: round(p.lat), longitude: round(p.lng) });
        });
      },
      zip: (zip: string) => {
        getPlaces(zip)
          .then(({ results }) => (results[0] ? setPlace(results[0]) : notify.info(NO_PLACE_MESSAGE)))
          .catch(() => notify.error('Places could not be looked up. Please try again.'));
      },
    }),
    [setPlace, locate],
  );
}
