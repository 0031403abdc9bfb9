import L from 'leaflet';
import { CLINIC_PIN, USER_MARKER_SIZE, clusterLabel, clusterSize, markerSize, tapSize } from './marker-look';

// Div icons, not Leaflet's default images (bundlers break their URLs), and
// they draw without any tile or image server, so markers show offline.
export function clinicIcon(zoom: number): L.DivIcon {
  const size = markerSize(zoom);
  const tap = tapSize(size);
  const { path, fill, dot } = CLINIC_PIN;
  // The pin sits in the middle of its tap area; its tip is the anchor.
  return L.divIcon({
    className: 'dp-marker dp-clinic-marker',
    html: `<svg viewBox="0 0 24 24" width="${size}" height="${size}" style="margin:${(tap - size) / 2}px" aria-hidden="true"><path fill="${fill}" stroke="#fff" stroke-width="1.5" d="${path}"/><circle cx="${dot.cx}" cy="${dot.cy}" r="${dot.r}" fill="#fff"/></svg>`,
    iconSize: [tap, tap],
    iconAnchor: [tap / 2, (tap + size) / 2],
  });
}

export function clusterIcon(count: number, zoom: number): L.DivIcon {
  const size = clusterSize(count, zoom);
  const tap = tapSize(size);
  return L.divIcon({
    className: 'dp-marker dp-cluster-marker',
    html: `<span style="width:${size}px;height:${size}px;margin:${(tap - size) / 2}px">${clusterLabel(count)}</span>`,
    iconSize: [tap, tap],
    iconAnchor: [tap / 2, tap / 2],
  });
}

export const userIcon = L.divIcon({
  className: 'dp-marker dp-user-marker',
  html: '<span></span>',
  iconSize: [USER_MARKER_SIZE, USER_MARKER_SIZE],
  iconAnchor: [USER_MARKER_SIZE / 2, USER_MARKER_SIZE / 2],
});
