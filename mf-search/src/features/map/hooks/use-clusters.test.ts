import type { ClinicMarker } from '@directpay/contracts';
import { buildIndex, itemsIn } from './use-clusters';

// 10,000 clinics around one city: the viewport must get clusters, not 10,000 markers.
const markers: ClinicMarker[] = Array.from({ length: 10_000 }, (_, i) => [
  `id${i}`,
  `Clinic ${i}`,
  40.76 + (((i * 7919) % 1000) / 1000 - 0.5) * 0.24,
  -111.89 + (((i * 104729) % 1000) / 1000 - 0.5) * 0.3,
]);

/** A 1280 x 750 px viewport centred on the city (Mercator is close enough to flat here). */
function viewport(zoom: number): [number, number, number, number] {
  const degPerPx = 360 / (256 * 2 ** zoom);
  const halfW = 640 * degPerPx;
  const halfH = 375 * degPerPx * Math.cos((40.76 * Math.PI) / 180);
  return [-111.89 - halfW, 40.76 - halfH, -111.89 + halfW, 40.76 + halfH];
}

it('keeps a few hundred items at most in a viewport at any zoom', () => {
  const index = buildIndex(markers);
  for (let zoom = 3; zoom <= 18; zoom++) {
    const items = itemsIn(index, viewport(zoom), zoom);
    expect(items.length).toBeLessThanOrEqual(300);
  }
  // Zoomed out, every clinic is still counted in some cluster.
  const all = itemsIn(index, viewport(8), 8);
  expect(all.reduce((n, item) => n + (item.kind === 'cluster' ? item.count : 1), 0)).toBe(10_000);
});

it('shows single clinics once zoomed in far enough', () => {
  const index = buildIndex(markers.slice(0, 5));
  const items = itemsIn(index, [-180, -85, 180, 85], 18);
  expect(items.every((i) => i.kind === 'clinic')).toBe(true);
});
