import L from 'leaflet';

/** Marker size from the spec: 50 * zoom / 15 pixels. */
export const markerSize = (zoom: number) => Math.round((50 * zoom) / 15);

// Div icons, not Leaflet's default images (bundlers break their URLs), and
// they draw without any tile or image server, so markers show offline.
export function clinicIcon(zoom: number): L.DivIcon {
  const size = markerSize(zoom);
  return L.divIcon({
    className: 'dp-marker dp-clinic-marker',
    html: `<svg viewBox="0 0 24 24" width="${size}" height="${size}" aria-hidden="true"><path fill="#0f766e" stroke="#fff" stroke-width="1.5" d="M12 1.5a7.5 7.5 0 0 0-7.5 7.5c0 5.6 7.5 13.5 7.5 13.5s7.5-7.9 7.5-13.5A7.5 7.5 0 0 0 12 1.5z"/><circle cx="12" cy="9" r="2.8" fill="#fff"/></svg>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size],
  });
}

export function clusterIcon(count: number, zoom: number): L.DivIcon {
  const size = Math.round(markerSize(zoom) * (count < 10 ? 1 : count < 100 ? 1.2 : 1.45));
  return L.divIcon({
    className: 'dp-marker dp-cluster-marker',
    html: `<span style="width:${size}px;height:${size}px">${count >= 1000 ? `${Math.round(count / 100) / 10}k` : count}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

export const userIcon = L.divIcon({
  className: 'dp-marker dp-user-marker',
  html: '<span></span>',
  iconSize: [22, 22],
  iconAnchor: [11, 11],
});
