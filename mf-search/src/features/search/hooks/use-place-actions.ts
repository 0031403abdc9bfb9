import { useMemo } from 'react';
import { notify } from '@directpay/shared-ui';
import { getPlaces } from '../api/get-places';
import { WHERE_INPUT_ID } from '../components/where-box';
import { t } from '#src/messages';
import { YOUR_LOCATION } from '../utils/place-text';
import { round } from '../utils/search-state';
import type { PlaceChoice } from './use-search-state';
import type { LatLng } from '../utils/search-state';


/** What the heading's place line does: open the where box, search near the visitor, or near a ZIP code. */
export function usePlaceActions(setPlace: (place: PlaceChoice) => void, locate: () => Promise<LatLng | null>) {
  return useMemo(
    () => ({
      change: () => document.getElementById(WHERE_INPUT_ID)?.focus(),
      useLocation: () => {
        void locate().then((p) => {
          if (!p) return notify.info(t('where.locationUnavailable'));
          setPlace({ label: YOUR_LOCATION, latitude: round(p.lat), longitude: round(p.lng) });
        });
      },
      zip: (zip: string) => {
        getPlaces(zip)
          .then(({ results }) => (results[0] ? setPlace(results[0]) : notify.info(t('where.noPlace'))))
          .catch(() => notify.error(t('where.lookupFailed')));
      },
    }),
    [setPlace, locate],
  );
}
