import { toApiBBox } from '#src/features/search/utils/bbox';
import { fittedView, initialView, isMeasured, type BoxSize } from './initial-bounds';
import { withLeafletMap } from './leaflet-test-map';
import type { MapView } from './map-view';

/** A real Leaflet map, asked what the search's ViewSync asks. */
function leafletView(lat: number, lng: number, zoom: number, size: BoxSize): MapView {
  return withLeafletMap(lat, lng, zoom, size, (map) => {
    const c = map.getCenter();
    const b = map.getBounds();
    return { lat: c.lat, lng: c.lng, zoom: map.getZoom(), bounds: { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() } };
  });
}

const apiBBox = ({ bounds: b }: MapView) => toApiBBox(b.west, b.south, b.east, b.north);

// Desktop at 1280 px (the map column), phones (Pixel 7, iPhone SE), odd sizes, and a one-pixel box.
const SIZES: BoxSize[] = [
  { width: 757, height: 748 },
  { width: 758, height: 748 },
  { width: 412, height: 787 },
  { width: 375, height: 539 },
  { width: 1, height: 1 },
  { width: 1919, height: 1001 },
];
const ZOOMS = [3, 4, 8, 11, 12, 13, 15, 18];
const CENTRES: [number, number][] = [
  [40.7608, -111.891], // Salt Lake City, the default
  [43.6150, -116.2023], // Boise
  [30.2672, -97.7431], // Austin
  [39, -98], // the whole US
  [0, 0],
  [-33.8688, 151.2093],
  [64.8378, -147.7164], // far north: Mercator stretches most
  [84.99, 179.99], // past Leaflet's latitude limit, next to the antimeridian
  [-85, -180],
];

describe('initialView, the first view a Leaflet map reports, computed without Leaflet', () => {
  test.each(SIZES)('equals Leaflet to the last bit for a %o box at every zoom and centre', (size) => {
    for (const zoom of ZOOMS) {
      for (const [lat, lng] of CENTRES) {
        const expected = leafletView(lat, lng, zoom, size);
        const computed = initialView(lat, lng, zoom, size);
        expect({ lat, lng, zoom, computed }).toEqual({ lat, lng, zoom, computed: expected });
        expect(apiBBox(computed)).toEqual(apiBBox(expected));
      }
    }
  });

  test('equals Leaflet for 500 random centres, zooms and box sizes', () => {
    // A fixed seed, so a failure can be replayed.
    let seed = 16;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let i = 0; i < 500; i++) {
      const lat = Number((random() * 170 - 85).toFixed(4));
      const lng = Number((random() * 360 - 180).toFixed(4));
      const zoom = 3 + Math.floor(random() * 16);
      const size = { width: 1 + Math.floor(random() * 2000), height: 1 + Math.floor(random() * 1200) };
      expect({ lat, lng, zoom, size, view: initialView(lat, lng, zoom, size) }).toEqual({ lat, lng, zoom, size, view: leafletView(lat, lng, zoom, size) });
    }
  });

  test('the pixel origin is rounded as Leaflet rounds it: an odd width moves the bounds by half a pixel', () => {
    const even = initialView(40.7608, -111.891, 11, { width: 758, height: 748 });
    const odd = initialView(40.7608, -111.891, 11, { width: 757, height: 748 });
    // One pixel narrower loses it on one side only, not half on each.
    const pixel = 360 / (256 * 2 ** 11);
    const lost = (even.bounds.east - even.bounds.west) - (odd.bounds.east - odd.bounds.west);
    expect(lost).toBeCloseTo(pixel, 12);
  });

  test('keeps the centre and zoom it was given, as Leaflet reports them before the first move', () => {
    const view = initialView(40.7608, -111.891, 11, { width: 600, height: 400 });
    expect(view).toMatchObject({ lat: 40.7608, lng: -111.891, zoom: 11 });
    expect(view.bounds.west).toBeLessThan(-111.891);
    expect(view.bounds.east).toBeGreaterThan(-111.891);
    expect(view.bounds.south).toBeLessThan(40.7608);
    expect(view.bounds.north).toBeGreaterThan(40.7608);
  });

  test('a box that measures nothing is not a map size', () => {
    expect(isMeasured(null)).toBe(false);
    expect(isMeasured({ width: 0, height: 750 })).toBe(false);
    expect(isMeasured({ width: 400, height: 0 })).toBe(false);
    expect(isMeasured({ width: 400, height: 750 })).toBe(true);
  });
});

/** Where a real Leaflet map at a view goes for the search's "Show all" (FitAll's fitBounds). */
function leafletFit(lat: number, lng: number, zoom: number, size: BoxSize, [west, south, east, north]: [number, number, number, number], bottomInset = 0) {
  return withLeafletMap(lat, lng, zoom, size, (map) => {
    map.fitBounds([[south, west], [north, east]], { paddingTopLeft: [24, 24], paddingBottomRight: [24, 24 + bottomInset], maxZoom: 14, animate: false });
    const c = map.getCenter();
    return { lat: c.lat, lng: c.lng, zoom: map.getZoom() };
  });
}

describe('fittedView, where "Show all" moves the map, computed without Leaflet', () => {
  const BOUNDS: [number, number, number, number][] = [
    [-124.4, 25.8, -67.1, 48.9], // the lower 48
    [-112.1, 40.5, -111.7, 40.9], // one city
    [-111.891, 40.7608, -111.891, 40.7608], // one clinic: as close as the fit allows
    [-97.75, 30.26, -97.74, 30.27],
    [-170, -50, 170, 70], // nearly the world
  ];
  const FROM: [number, number, number][] = [
    [40.7608, -111.891, 11],
    [30, -97, 8],
    [0, 0, 3],
  ];
  test.each(BOUNDS)('equals Leaflet\'s fitBounds for %p, %p, %p, %p from several views and box sizes, with and without a sheet over the map', (...bounds) => {
    for (const [size, bottomInset] of [
      [{ width: 412, height: 787 }, 0],
      [{ width: 375, height: 539 }, 0],
      [{ width: 757, height: 748 }, 0],
      [{ width: 40, height: 30 }, 0],
      [{ width: 358, height: 650 }, 262],
      [{ width: 410, height: 693 }, 300],
    ] as const) {
      for (const [lat, lng, zoom] of FROM) {
        const expected = leafletFit(lat, lng, zoom, size, bounds, bottomInset);
        const computed = fittedView(bounds, size, { fromZoom: zoom, padding: 24, minZoom: 3, maxZoom: 18, fitMaxZoom: 14, bottomInset });
        if (computed.zoom !== zoom) {
          expect({ size, from: [lat, lng, zoom], computed }).toEqual({ size, from: [lat, lng, zoom], computed: expected });
        } else {
          // At the same zoom Leaflet pans by whole pixels instead of jumping: within a pixel of the fit's centre.
          const pixel = 360 / (256 * 2 ** zoom);
          expect(computed.zoom).toBe(expected.zoom);
          expect(Math.abs(computed.lng - expected.lng)).toBeLessThanOrEqual(pixel);
          expect(Math.abs(computed.lat - expected.lat)).toBeLessThanOrEqual(pixel);
        }
      }
    }
  });
});
