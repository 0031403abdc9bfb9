import { useMemo, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled from '@directpay/shared-ui/styled';
import type { ClinicMarkersResponse } from '@directpay/contracts';
import { getRuntimeConfig, notify, theme } from '@directpay/shared-ui';
import { LOCATE_ZOOM, MAX_ZOOM, MIN_ZOOM } from '#src/features/search/utils/search-state';
import { pixelOrigin, type BoxSize } from '../utils/initial-bounds';
import { CLINIC_PIN, USER_MARKER_SIZE, clusterLabel, clusterSize, markerSize, tapSize } from '../utils/marker-look';
import { placeIn, tilesFor } from '../utils/tile-grid';
import { LocateControl } from './locate-control';
import { MapStyles } from './map-styles';
import { t as say, useMessages } from '#src/messages';

// Tile images are shown once loaded, as Leaflet's are: a tile that fails leaves the map's
// background, not a broken picture.
const Surface = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  touch-action: none;
  &:focus-visible { outline: 2px solid ${theme.colors.focus}; outline-offset: -2px; }
  img { position: absolute; width: 256px; height: 256px; max-width: none; user-select: none; visibility: hidden; }
  img[data-loaded] { visibility: visible; }
  .dp-marker { position: absolute; padding: 0; cursor: pointer; }
`;

// Leaflet's popup for the visitor's position, in the static map's own words.
const Bubble = styled.div`
  position: absolute;
  z-index: 700;
  transform: translate(-50%, -100%);
  margin-top: -16px;
  padding: 0.5rem 0.75rem;
  background: #fff;
  border-radius: 12px;
  box-shadow: 0 3px 14px rgb(0 0 0 / 0.4);
  white-space: nowrap;
`;

// Leaflet's zoom control, drawn without Leaflet's stylesheet (it loads with Leaflet), in the page's
// font as Leaflet's own is (clinic-map.tsx): one font fewer to set up (shared-ui's type scale).
const Zoom = styled.div`
  position: absolute;
  z-index: 800;
  top: 10px;
  left: 10px;
  display: flex;
  flex-direction: column;
  border: 2px solid rgb(0 0 0 / 0.2);
  border-radius: 4px;
  background: #fff;
  button {
    width: 30px;
    height: 30px;
    padding: 0;
    border: none;
    background: #fff;
    font-family: inherit;
    font-size: 1.125rem;
    font-weight: 700;
    line-height: 30px;
    color: #000;
    cursor: pointer;
  }
  button + button { border-top: 1px solid #ccc; }
  button:disabled { color: #bbb; cursor: default; }
  button:focus-visible { outline: 2px solid ${theme.colors.focus}; }
`;

const Attribution = styled.div`
  position: absolute;
  z-index: 800;
  right: 0;
  bottom: 0;
  padding: 0 5px;
  font-size: 0.75rem;
  line-height: 1.4;
  background: rgb(255 255 255 / 0.8);
`;

const MAP_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', '+', '-', '=', '_']);

interface Props {
  lat: number;
  lng: number;
  zoom: number;
  size: BoxSize;
  markers: ClinicMarkersResponse | undefined;
  userPosition: { lat: number; lng: number } | null;
  locate: () => Promise<{ lat: number; lng: number } | null>;
  /** A clinic's marker was chosen. */
  onSelect: (id: string) => void;
  /** The visitor moved the map (a cluster, the zoom buttons, their location). */
  onMove: (lat: number, lng: number, zoom: number) => void;
  /** The visitor reached for the map itself (a drag, a pinch, the wheel, the keyboard): Leaflet takes over. */
  onWake: (byKey?: boolean) => void;
}

/**
 * The phone's map before Leaflet loads: the tiles and the server's
 * clusters and clinics as plain elements, placed exactly where the Leaflet
 * map will put them (utils/tile-grid.ts), with the zoom buttons, "Show my
 * location" and the clinic markers working. Leaflet's code, heavy for a phone
 * to download and run, loads only when the visitor reaches for the map itself,
 * then draws over it at the same view.
 */
export function StaticMap({ lat, lng, zoom, size, markers, userPosition, locate, onSelect, onMove, onWake }: Props) {
  const t = useMessages();
  const tiles = useMemo(() => tilesFor(getRuntimeConfig().tileUrl, lat, lng, zoom, size), [lat, lng, zoom, size]);
  const origin = useMemo(() => pixelOrigin(lat, lng, zoom, size), [lat, lng, zoom, size]);
  const pinSize = markerSize(zoom);
  const pinTap = tapSize(pinSize);

  // Leaflet stacks markers by their place on the screen, the lowest on top.
  const placed = useMemo(() => {
    const clusters = (markers?.clusters ?? []).map(([cLat, cLng, count, expansionZoom]) => {
      const at = placeIn(cLat, cLng, zoom, origin);
      const s = clusterSize(count, zoom);
      return { kind: 'cluster' as const, key: `c${cLat},${cLng},${count}`, at, s, count, go: () => onMove(cLat, cLng, Math.min(expansionZoom, MAX_ZOOM)) };
    });
    const clinics = (markers?.results ?? []).map(([id, name, cLat, cLng]) => ({ kind: 'clinic' as const, key: id, at: placeIn(cLat, cLng, zoom, origin), id, name }));
    return [...clusters, ...clinics].sort((a, b) => a.at.top - b.at.top);
  }, [markers, zoom, origin, onMove]);
  const user = userPosition && placeIn(userPosition.lat, userPosition.lng, zoom, origin);
  const [userBubble, setUserBubble] = useState(false);

  // A press anywhere but on a button is the start of a drag or a pinch.
  const wakeUnlessControl = (e: PointerEvent) => {
    if (!(e.target as Element).closest('button, a')) onWake();
  };
  // Leaflet's keyboard: the arrows pan, + and - zoom.
  const wakeOnMapKey = (e: KeyboardEvent) => {
    if (e.target === e.currentTarget && MAP_KEYS.has(e.key)) onWake(true);
  };

  return (
    <Surface
      tabIndex={0}
      role="group"
      aria-label={t('map.staticLabel')}
      data-testid="static-map"
      onPointerDown={wakeUnlessControl}
      onWheel={() => onWake()}
      onKeyDown={wakeOnMapKey}
    >
      <MapStyles />
      {tiles.map((t) => (
        <img
          key={t.key}
          src={t.url}
          alt=""
          draggable={false}
          decoding="async"
          style={{ left: t.left, top: t.top }}
          onLoad={(e) => e.currentTarget.setAttribute('data-loaded', '')}
        />
      ))}
      {placed.map((m) =>
        m.kind === 'cluster' ? (
          <button
            key={m.key}
            type="button"
            className="dp-marker dp-cluster-marker"
            title={t('map.cluster', { count: m.count })}
            style={{ left: m.at.left - tapSize(m.s) / 2, top: m.at.top - tapSize(m.s) / 2, width: tapSize(m.s), height: tapSize(m.s) }}
            onClick={m.go}
          >
            <span style={{ width: m.s, height: m.s, margin: (tapSize(m.s) - m.s) / 2 }}>{clusterLabel(m.count)}</span>
          </button>
        ) : (
          <button
            key={m.key}
            type="button"
            className="dp-marker dp-clinic-marker"
            title={m.name}
            aria-label={m.name}
            translate="no"
            style={{ left: m.at.left - pinTap / 2, top: m.at.top - (pinTap + pinSize) / 2, width: pinTap, height: pinTap }}
            onClick={() => onSelect(m.id)}
          >
            <svg viewBox="0 0 24 24" width={pinSize} height={pinSize} style={{ margin: (pinTap - pinSize) / 2 }} aria-hidden="true">
              <path fill={CLINIC_PIN.fill} stroke="#fff" strokeWidth="1.5" d={CLINIC_PIN.path} />
              <circle cx={CLINIC_PIN.dot.cx} cy={CLINIC_PIN.dot.cy} r={CLINIC_PIN.dot.r} fill="#fff" />
            </svg>
          </button>
        ),
      )}
      {user && (
        <button
          type="button"
          className="dp-marker dp-user-marker"
          title={t('map.yourLocation')}
          aria-label={t('map.yourLocation')}
          aria-expanded={userBubble}
          style={{ left: user.left - USER_MARKER_SIZE / 2, top: user.top - USER_MARKER_SIZE / 2, width: USER_MARKER_SIZE, height: USER_MARKER_SIZE }}
          onClick={() => setUserBubble((open) => !open)}
        >
          <span />
        </button>
      )}
      {user && userBubble && <Bubble style={{ left: user.left, top: user.top - USER_MARKER_SIZE / 2 }}>{t('map.youAreHere')}</Bubble>}
      <Zoom>
        <button type="button" aria-label={t('map.zoomIn')} title={t('map.zoomIn')} disabled={zoom >= MAX_ZOOM} onClick={() => onMove(lat, lng, zoom + 1)}>
          <span aria-hidden="true">+</span>
        </button>
        <button type="button" aria-label={t('map.zoomOut')} title={t('map.zoomOut')} disabled={zoom <= MIN_ZOOM} onClick={() => onMove(lat, lng, zoom - 1)}>
          <span aria-hidden="true">−</span>
        </button>
      </Zoom>
      <LocateControl
        onClick={async () => {
          const position = await locate();
          if (position) onMove(position.lat, position.lng, LOCATE_ZOOM);
          else notify.info(say('map.locationUnavailable'));
        }}
      />
      <Attribution>
        &copy; {t.rich('map.attribution', { link: (text) => <a href="https://www.openstreetmap.org/copyright" translate="no">
              {text}
            </a> })}
      </Attribution>
    </Surface>
  );
}
