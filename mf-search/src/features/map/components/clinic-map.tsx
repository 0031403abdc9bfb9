import { lazy, startTransition, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled from '@directpay/shared-ui/styled';
import type { ClinicMarkersResponse } from '@directpay/contracts';
import { Button, ErrorBoundary, media, theme } from '@directpay/shared-ui';
import { MAX_ZOOM, MIN_ZOOM } from '#src/features/search/utils/search-state';
import { useStaticView } from '../hooks/use-static-view';
import { fittedView, isMeasured, type BoxSize } from '../utils/initial-bounds';
import { PHONE_MAP } from '../utils/phone-map-box';
import { coveredBelow } from '../utils/covered-below';
import { SHOW_ALL_FIT, type MapView } from '../utils/map-view';
import { MarkerCard } from './marker-card';
import { StaticMap } from './static-map';
import { useMessages } from '#src/messages';

/** Search map height on desktop (spec section 9). */
export const MAP_HEIGHT = 750;

// Leaflet draws its zoom buttons' + and - in a monospace font: here in the page's, one font fewer to set up.
const Frame = styled.div`
  position: relative;
  height: ${MAP_HEIGHT}px;
  border-radius: ${theme.radius};
  overflow: hidden;
  border: ${PHONE_MAP.border}px solid ${theme.colors.border};
  background: #e8eef0;
  ${media.mobile} {
    height: calc(100dvh - ${PHONE_MAP.chromeRem}rem);
    min-height: ${PHONE_MAP.minHeight}px;
    border-radius: 0;
  }
  .leaflet-container { height: 100%; width: 100%; background: #e8eef0; font: inherit; }
  .leaflet-control-zoom-in, .leaflet-control-zoom-out { font-family: inherit; }
`;

const Notice = styled.div`
  position: absolute;
  top: 0.75rem;
  left: 50%;
  transform: translateX(-50%);
  z-index: 1000;
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.5rem 0.75rem;
  background: #fff;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  box-shadow: 0 2px 8px rgb(0 0 0 / 0.15);
`;

// Leaflet, react-leaflet and the map's layers are a chunk of their own, asked for once: the
// early download after the first paint and the lazy component share one promise. Once it has
// been asked for, a map mounted later in the page (the layout switched past the phone width,
// or the visitor came Back to the search) is Leaflet's at once: its code is here or on its way.
let leafletMap: Promise<typeof import('./leaflet-map')> | null = null;
const loadLeafletMap = () => (leafletMap ??= import('./leaflet-map'));
const LeafletMap = lazy(() => loadLeafletMap().then((module) => ({ default: module.LeafletMap })));

interface Props {
  lat: number;
  lng: number;
  zoom: number;
  /** False until the page wants the map drawn (after the list's first page): the box holds its place meanwhile. */
  mount: boolean;
  /**
   * Draw the map without Leaflet until the visitor reaches for it (phones): the tiles and markers as
   * plain elements (StaticMap), Leaflet's code loaded on the first drag, pinch, wheel or key.
   */
  staticFirst: boolean;
  /** The box's inner size, the size the Leaflet map will have: measured before the first paint, or at it on a phone (`staticFirst`). */
  onBoxSize: (size: BoxSize) => void;
  /** The server's clusters and clinics for the current viewport. */
  markers: ClinicMarkersResponse | undefined;
  markerStatus: 'pending' | 'error' | 'success';
  /** Asks the page to load the list and the markers again. */
  onRetry: () => void;
  /** Grows each time the visitor asks to see every clinic of the search. */
  fitAllRequest: number;
  userPosition: { lat: number; lng: number } | null;
  locate: () => Promise<{ lat: number; lng: number } | null>;
  onView: (view: MapView) => void;
}

/**
 * The clinics of the category and service on a map, clustered; the list is its
 * text alternative. The box is drawn at its final size at once (no layout
 * shift) and measured before the first paint, so the page can ask for the
 * list of the map's area before the map exists; Leaflet's chunk starts
 * downloading after the first paint and the map mounts when `mount` says so.
 * On phones (`staticFirst`) the map is first drawn without Leaflet
 * (StaticMap), and Leaflet loads when the visitor reaches for the map.
 */
export function ClinicMap({ lat, lng, zoom, mount, staticFirst, onBoxSize, markers, markerStatus, onRetry, fitAllRequest, userPosition, locate, onView }: Props) {
  const t = useMessages();
  const [selected, setSelected] = useState<string | null>(null);
  const close = useCallback(() => setSelected(null), []);
  const box = useRef<HTMLDivElement>(null);
  // Leaflet draws the map: at once on a desktop, on phones once the visitor reaches for the map
  // (a transition: the static map stays up and working while Leaflet's code loads), and from
  // then on (its chunk asked for: a window widened past the phone layout and narrowed again).
  const [awake, setAwake] = useState(false);
  const leaflet = awake || !staticFirst || leafletMap !== null;
  const { size, sizeNow, measured, report } = useStaticView({ lat, lng, zoom, box, active: !leaflet, onView });
  const wokenByKey = useRef(false);
  const wake = useCallback((byKey = false) => {
    wokenByKey.current = byKey;
    startTransition(() => setAwake(true));
  }, []);
  // "Show all" on the static map: the view Leaflet's fitBounds would move to.
  const fitAllServed = useRef(0);
  useEffect(() => {
    if (fitAllRequest === 0 || leaflet) return;
    const bounds = markers?.bounds;
    const boxSize = sizeNow.current;
    if (!bounds || !isMeasured(boxSize)) {
      wake();
      return;
    }
    fitAllServed.current = fitAllRequest;
    const to = fittedView(bounds, boxSize, {
      fromZoom: zoom,
      padding: SHOW_ALL_FIT.padding,
      minZoom: MIN_ZOOM,
      maxZoom: MAX_ZOOM,
      fitMaxZoom: SHOW_ALL_FIT.maxZoom,
      bottomInset: coveredBelow(box.current, SHOW_ALL_FIT.padding),
    });
    report(to.lat, to.lng, to.zoom);
    // Only a new request fits again; new markers alone must not move the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fitAllRequest]);

  // clientWidth and clientHeight: what Leaflet's getSize() will read from the map, which fills this box.
  // On a desktop it is measured before the first paint, in this layout effect: the page sends the
  // list's request for the box's area from it, before Leaflet's code. On a phone that request has
  // already left (the page's first render, from the window's size) and what the size feeds is rendered in transitions, so the
  // box is measured when the browser lays the page out for its first paint (a ResizeObserver's first
  // report), not by a forced layout inside the task that commits the page, a long task on a phone.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const take = () => {
      const size = { width: element.clientWidth, height: element.clientHeight };
      measured(size);
      onBoxSize(size);
    };
    if (!staticFirst || typeof ResizeObserver === 'undefined') {
      take();
      return undefined;
    }
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      take();
    });
    observer.observe(element);
    return () => observer.disconnect();
    // Measured once, when the box appears: later sizes are the map's to report.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The map's code downloads after the first paint, behind the list's request and with the page's picture.
  useEffect(() => {
    if (!leaflet) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        loadLeafletMap().catch(() => {
          // Shown in the map's box when it mounts.
        });
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [leaflet]);

  const staticMap =
    staticFirst && mount && isMeasured(size) ? (
      <StaticMap
        lat={lat}
        lng={lng}
        zoom={zoom}
        size={size}
        markers={markers}
        userPosition={userPosition}
        locate={locate}
        onSelect={setSelected}
        onMove={report}
        onWake={wake}
      />
    ) : null;

  return (
    <Frame ref={box} role="region" aria-label={t('map.label')} data-testid="clinic-map" data-marker-status={markerStatus}>
      {mount && !leaflet && staticMap}
      {mount && leaflet && (
        // A map that cannot load leaves the list working. Trying again means a reload (the URL holds the
        // whole search): after a failed shared chunk, webpack keeps the modules that started evaluating
        // half-initialised, so a second import in the same page fails whatever the network does.
        <ErrorBoundary
          fallback={() => (
            <Notice role="alert">
              <span>{t('map.failed')}</span>
              <Button onClick={() => window.location.reload()}>{t('map.reload')}</Button>
            </Notice>
          )}
        >
          <Suspense fallback={staticMap}>
            <LeafletMap
              focusOnReady={wokenByKey.current}
              fitAllServed={fitAllServed.current}
              lat={lat}
              lng={lng}
              zoom={zoom}
              markers={markers}
              fitAllRequest={fitAllRequest}
              userPosition={userPosition}
              locate={locate}
              onView={onView}
              onSelect={setSelected}
            />
          </Suspense>
        </ErrorBoundary>
      )}
      {markerStatus === 'error' && (
        <Notice role="alert">
          <span>{t('map.markersFailed')}</span>
          <Button onClick={onRetry}>{t('map.retry')}</Button>
        </Notice>
      )}
      {selected && <MarkerCard key={selected} id={selected} onClose={close} />}
    </Frame>
  );
}
