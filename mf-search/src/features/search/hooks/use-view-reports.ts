import { useCallback, useRef } from 'react';
import type { MapView } from '#src/features/map/utils/map-view';

/** The search state's view setter: replace = false adds a history entry; says whether the URL moved. */
export type SetView = (lat: number, lng: number, zoom: number, replace?: boolean) => boolean;

/**
 * Writes the map's view reports into the URL. A pan or zoom replaces the entry; a move the
 * visitor asked for by name (Show all) is a step of its own, so Back undoes it.
 *
 * The step is the first report that moves the URL. The map may report the view the URL
 * already holds just after the click (it was settling): that report changes nothing and
 * leaves the step pending, or the fit's own report would replace the entry and Back would
 * leave the search.
 */
export function useViewReports(setView: SetView) {
  const stepPending = useRef(false);
  const markStep = useCallback(() => {
    stepPending.current = true;
  }, []);
  const report = useCallback(
    (view: MapView) => {
      if (setView(view.lat, view.lng, view.zoom, !stepPending.current)) stepPending.current = false;
    },
    [setView],
  );
  return { markStep, report };
}
