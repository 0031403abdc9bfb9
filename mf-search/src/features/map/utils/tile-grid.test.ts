import L from 'leaflet';
import type { BoxSize } from './initial-bounds';
import { pixelOrigin } from './initial-bounds';
import { withLeafletMap } from './leaflet-test-map';
import { placeIn, tilesFor, tileUrl } from './tile-grid';

const TEMPLATE = 'https://{s}.tiles.test/{z}/{x}/{y}{r}.png';

/** A real Leaflet map with a TileLayer: which tiles it asks for, where it puts them, and where it puts a few places. */
function leafletDrawing(lat: number, lng: number, zoom: number, size: BoxSize, places: [number, number][]) {
  return withLeafletMap(lat, lng, zoom, size, (map, box) => {
    L.tileLayer(TEMPLATE, { tileSize: 256, maxZoom: 18 }).addTo(map);
    const tiles = [...box.querySelectorAll<HTMLImageElement>('.leaflet-tile')].map((img) => {
      // A tile's place in its zoom level's layer, plus the layer's offset in the map.
      const at = L.DomUtil.getPosition(img);
      const level = L.DomUtil.getPosition(img.parentElement!);
      return { url: img.src, left: at.x + level.x, top: at.y + level.y };
    });
    const points = places.map(([pLat, pLng]) => {
      const p = map.latLngToContainerPoint([pLat, pLng]);
      return { left: p.x, top: p.y };
    });
    return { tiles: sortTiles(tiles), points };
  });
}

const sortTiles = <T extends { left: number; top: number }>(tiles: T[]) => [...tiles].sort((a, b) => a.top - b.top || a.left - b.left);

const CASES: [number, number, number, BoxSize][] = [
  [40.7608, -111.891, 11, { width: 412, height: 787 }], // Salt Lake City on a Pixel 7
  [30.2672, -97.7431, 15, { width: 375, height: 539 }],
  [39, -98, 4, { width: 757, height: 748 }],
  [64.8378, -147.7164, 8, { width: 393, height: 700 }],
  [0.0001, 179.999, 5, { width: 411, height: 640 }], // across the antimeridian: x wraps
  [84.99, 10, 3, { width: 412, height: 800 }], // above the last row of tiles
  [40.7608, -111.891, 18, { width: 1, height: 1 }],
];

describe('the phone map drawn before Leaflet loads', () => {
  test.each(CASES)('asks for the tiles Leaflet asks for at %p, %p, zoom %p on a %o box, in the same places', (lat, lng, zoom, size) => {
    const near: [number, number][] = [
      [lat, lng],
      [lat + 0.01, lng - 0.02],
      [lat - 0.3, lng + 0.4],
    ];
    const leaflet = leafletDrawing(lat, lng, zoom, size, near);
    const ours = tilesFor(TEMPLATE, lat, lng, zoom, size).map(({ url, left, top }) => ({ url, left, top }));
    expect(sortTiles(ours)).toEqual(leaflet.tiles);
    const origin = pixelOrigin(lat, lng, zoom, size);
    const points = near.map(([pLat, pLng]) => placeIn(pLat, pLng, zoom, origin));
    points.forEach((p, i) => {
      expect(p.left).toBeCloseTo(leaflet.points[i].left, 6);
      expect(p.top).toBeCloseTo(leaflet.points[i].top, 6);
    });
  });

  test('fills TileLayer templates as Leaflet does: subdomains, retina suffix, TMS rows', () => {
    expect(tileUrl('https://{s}.t/{z}/{x}/{y}{r}.png', 3, 5, 4)).toBe('https://c.t/4/3/5.png');
    expect(tileUrl('https://t/{z}/{x}/{-y}.png', 3, 5, 4)).toBe('https://t/4/3/10.png');
    expect(tileUrl('https://t/{z}/{x}/{y}.png?key={ key }', 1, 2, 3)).toBe('https://t/3/1/2.png?key={ key }');
  });
});
