import { startTransition, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { initialView, isMeasured, type BoxSize } from '../utils/initial-bounds';
import { nearlyEqual, type MapView } from '../utils/map-view';

interface Options {
  lat: number;
  lng: number;
  zoom: number;
  /** The map's box. */
  box: RefObject<HTMLDivElement | null>;
  /** True while the static map is the map (Leaflet reports its own views). */
  active: boolean;
  onView: (view: MapView) => void;
}

/**
 * The view of the phone's map before Leaflet (StaticMap), kept as Leaflet's
 * ViewSync keeps it: the box's size, and a report of every move, whether the
 * static map's own (a cluster, a zoom button, "Show all") or a new view in the
 * URL (Back, a chosen place) that differs from the last one reported. The
 * first view needs no report: the page worked it out itself. A box that
 * changes size (a phone turned) reports the view at its new size.
 */
export function useStaticView({ lat, lng, zoom, box, active, onView }: Options) {
  const [size, setSize] = useState<BoxSize | null>(null);
  const sizeNow = useRef<BoxSize | null>(null);
  const reported = useRef({ lat, lng, zoom });
  const urlView = useRef({ lat, lng, zoom });
  urlView.current = { lat, lng, zoom };

  const report = useCallback(
    (toLat: number, toLng: number, toZoom: number) => {
      const boxSize = sizeNow.current;
      if (!isMeasured(boxSize)) return;
      reported.current = { lat: toLat, lng: toLng, zoom: toZoom };
      onView(initialView(toLat, toLng, toZoom, boxSize));
    },
    [onView],
  );

  /**
   * The box's size as first measured (by the map, clinic-map.tsx), known at once to the reports. The
   * tiles it places are drawn in a transition: a state update from the map's layout effect would
   * re-render in the task that commits the page and flush every effect of the page with it.
   */
  const measured = useCallback((boxSize: BoxSize) => {
    sizeNow.current = boxSize;
    startTransition(() => setSize(boxSize));
  }, []);

  useEffect(() => {
    const last = reported.current;
    if (!active || (nearlyEqual(lat, last.lat) && nearlyEqual(lng, last.lng) && zoom === last.zoom)) return;
    report(lat, lng, zoom);
  }, [active, lat, lng, zoom, report]);

  useEffect(() => {
    const element = box.current;
    if (!active || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const next = { width: element.clientWidth, height: element.clientHeight };
      const before = sizeNow.current;
      if (before && before.width === next.width && before.height === next.height) return;
      sizeNow.current = next;
      setSize(next);
      report(urlView.current.lat, urlView.current.lng, urlView.current.zoom);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [active, box, report]);

  return { size, sizeNow, measured, report };
}
