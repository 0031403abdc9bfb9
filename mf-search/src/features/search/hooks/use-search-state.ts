import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from '@directpay/shared-ui/routing';
import { ALL_SERVICES } from '@directpay/contracts';
import {
  PLACE_ZOOM,
  effectiveSort,
  needsGeocoding,
  readSearchState,
  round,
  settleFilters,
  writeSearchState,
  type SearchFilters,
  type SearchState,
  type SortKey,
} from '../utils/search-state';
import { readStored, store } from '../utils/stored-filters';
import { YOUR_LOCATION } from '../utils/place-text';

export interface PlaceChoice {
  label: string;
  latitude: number;
  longitude: number;
}

/**
 * The search lives in the URL. Filter and place changes push a history entry
 * (the back button undoes them); map moves replace it, so panning does not
 * bury the previous search under hundreds of entries.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSearchState(params, readStored()), [params]);
  const waitingForPlace = needsGeocoding(params);

  // Make the URL complete (category, sort, position) so it can be shared as is. Nothing on the
  // page waits for it, so it is done in a task of its own: replacing the history entry and the
  // router's update would otherwise lengthen a phone's first commit.
  useEffect(() => {
    if (waitingForPlace) return undefined;
    const canonical = writeSearchState(state);
    if (canonical.toString() === params.toString()) return undefined;
    const timer = setTimeout(() => setParams(canonical, { replace: true }), 0);
    return () => clearTimeout(timer);
  }, [params, state, setParams, waitingForPlace]);

  const update = useCallback(
    (patch: Partial<SearchState>, replace = false) => {
      const next = { ...state, ...patch };
      next.sort = effectiveSort(next.sort, next.service, next.near !== null, next.code);
      setParams(writeSearchState(next), { replace });
    },
    [state, setParams],
  );

  /** New filters, settled (a code has no service group; no code, a category), remembered and pushed. */
  const applyFilters = useCallback(
    (filters: SearchFilters) => {
      const next = settleFilters(filters, readStored());
      if (next.categoryId !== null && !next.code) store(next.categoryId, next.service);
      update(next);
      if (next.categoryId !== state.categoryId || next.code !== state.code) window.scrollTo({ top: 0 });
    },
    [state.categoryId, state.code, update],
  );

  return {
    state,
    waitingForPlace,
    /** A new category starts at All services; a code stays. */
    setCategory: (categoryId: number | null) => applyFilters({ categoryId, service: ALL_SERVICES, code: state.code }),
    /** A service group replaces the code. */
    setService: (service: string) => applyFilters({ categoryId: state.categoryId, service, code: '' }),
    /** A code searches every category (one may be chosen after); no code goes back to a category. */
    setCode: (code: string) => applyFilters({ categoryId: code ? null : state.categoryId, service: ALL_SERVICES, code }),
    /** The mobile panel applies its filters at once. */
    applyFilters,
    /** Distance needs a point: without a chosen place, the user's location becomes it. */
    setSort: (sort: SortKey, userPosition: { lat: number; lng: number } | null = null) =>
      update(
        sort === 'distance' && !state.near && userPosition
          ? { sort, near: { lat: round(userPosition.lat), lng: round(userPosition.lng) }, where: YOUR_LOCATION }
          : { sort },
      ),
    /**
     * A pan or zoom replaces the entry; a move the visitor asked for by name (Show all) adds one.
     * Says whether the URL changed: a report of the view it already holds changes nothing.
     */
    setView: (lat: number, lng: number, zoom: number, replace = true): boolean => {
      if (round(lat) === state.lat && round(lng) === state.lng && zoom === state.zoom) return false;
      update({ lat: round(lat), lng: round(lng), zoom }, replace);
      return true;
    },
    /** A place from the where box: centre there and measure distances from it, nearest first unless sorted by price. */
    setPlace: (place: PlaceChoice, replace = false) =>
      update(
        {
          where: place.label,
          near: { lat: place.latitude, lng: place.longitude },
          lat: place.latitude,
          lng: place.longitude,
          zoom: PLACE_ZOOM,
          sort: state.sort === 'price' ? 'price' : 'distance',
        },
        replace,
      ),
    clearPlace: () => update({ where: '', near: null }),
    /** Writes the full search into the URL as it stands (e.g. after a place was not found). */
    settle: () => update({}, true),
  };
}
