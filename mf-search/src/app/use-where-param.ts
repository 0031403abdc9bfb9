import { useEffect } from 'react';
import { notify } from '@directpay/shared-ui';
import { getPlaces } from '../features/search/api/get-places';
import type { useSearchState } from '../features/search/hooks/use-search-state';
import { t } from '#src/messages';

/** The home page sends only ?where=<text>: look the place up once and move the map there. */
export function useWhereParam(search: ReturnType<typeof useSearchState>) {
  const { waitingForPlace, state, setPlace, settle } = search;
  useEffect(() => {
    if (!waitingForPlace) return;
    const controller = new AbortController();
    getPlaces(state.where, controller.signal)
      .then(({ results }) => {
        if (results[0]) return setPlace(results[0], true);
        notify.info(t('where.noPlace'));
        settle();
      })
      .catch((error: Error) => {
        if (error.name === 'AbortError') return;
        notify.error(t('where.lookupFailed'));
        settle();
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waitingForPlace, state.where]);
}
