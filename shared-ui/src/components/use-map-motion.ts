import { useMediaQuery } from './use-media-query';

/** Leaflet's motion options, as a map is created with them. */
export interface MapMotionOptions {
  /** The glide after a fling. */
  inertia: boolean;
  zoomAnimation: boolean;
  fadeAnimation: boolean;
  markerZoomAnimation: boolean;
}

const FULL_MOTION: MapMotionOptions = { inertia: true, zoomAnimation: true, fadeAnimation: true, markerZoomAnimation: true };
const NO_MOTION: MapMotionOptions = { inertia: false, zoomAnimation: false, fadeAnimation: false, markerZoomAnimation: false };

/**
 * The motion options every Leaflet map is created with. A visitor whose system
 * asks for reduced motion gets a map that moves only as far as it is dragged and
 * changes zoom in one step: Leaflet's glide after a fling is JavaScript, which the
 * global style's reduced-motion rule cannot reach. Leaflet reads these options
 * only when it creates the map.
 */
export function useMapMotionOptions(): MapMotionOptions {
  return useMediaQuery('(prefers-reduced-motion: reduce)') ? NO_MOTION : FULL_MOTION;
}
