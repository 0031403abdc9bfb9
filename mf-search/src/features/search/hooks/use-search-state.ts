import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from '@directpay/shared-ui/routing';
import { ALL_SERVICES } from '@directpay/contracts';
import {
  PLACE_ZOOM,
  effectiveSort,
  needsGeocoding,
  readSearchState,
  round,
  writeSearchState,
  type SearchState,
  type SortKey,
} from '../utils/search-state';
import { readStored, store } from '../utils/stored-filters';

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
      next.sort = effectiveSort(next.sort, next.service, next.near !== null);
      setParams(writeSearchState(next), { replace });
    },
    [state, setParams],
  );

  const setFilters = useCallback(
    (categoryId: number, service: string) => {
      const categoryChanged = categoryId !== state.categoryId;
      const nextService = categoryChanged ? ALL_SERVICES : service;
      store(categoryId, nextService);
      update({ categoryId, service: nextService });
      if (categoryChanged) window.scrollTo({ top: 0 });
    },
    [state.categoryId, update],
  );

  return {
    state,
    waitingForPlace,
    setCategory: (categoryId: number) => setFilters(categoryId, ALL_SERVICES),
    setService: (service: string) => setFilters(state.categoryId, service),
    /** The mobile panel applies both at once; a new category still starts at All services unless one was picked. */
    applyFilters: (categoryId: number, service: string) => {
      store(categoryId, service);
      update({ categoryId, service });
      if (categoryId !== state.categoryId) window.scrollTo({ top: 0 });
    },
    /** Distance needs a point: without a chosen place, the user's location becomes it. */
    setSort: (sort: SortKey, userPosition: { lat: number; lng: number } | null = null) =>
      update(
        sort === 'distance' && !state.near && userPosition
          ? { sort, near: { lat: round(userPosition.lat), lng: round(userPosition.lng) }, where: 'Your location' }
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
    /** A place from the where box: centre there and measure distances from it. */
    setPlace: (place: PlaceChoice, replace = false) =>
      update(
        { where: place.label, near: { lat: place.latitude, lng: place.longitude }, lat: place.latitude, lng: place.longitude, zoom: PLACE_ZOOM, sort: 'distance' },
        replace,
      ),
    clearPlace: () => update({ where: '', near: null }),
    /** Writes the full search into the URL as it stands (e.g. after a place was not found). */
    settle: () => update({}, true),
  };
}
