/**
 * City and ZIP points come from one source: the place index answers a listed city with its
 * centre (places/city-centres.ts), the demo clinics are spread around that same point, and the
 * ZIP codes of the city that the wizard's fill looks up lie beside it. Checked through GET
 * /places as the wizard asks it (mf-account's find-places.ts: q, state, limit 1) and the where
 * box asks it ('City, ST'), against the offline ZIP data itself.
 */
import { codes } from 'zipcodes/lib/codes';
import type { Place } from '@directpay/contracts';
import { CITIES } from '#src/demo/cities';
import { demoClinic } from '#src/demo/demo-clinics';
import { normalise } from '#src/places/place-index';
import { distanceKm } from '#src/repositories/clinics/compared-clinics';
import { buildPublicApp, type PublicApp } from './public-app';

let api: PublicApp;
beforeAll(async () => {
  api = await buildPublicApp('city-points');
}, 60_000);
afterAll(() => api.close());

/** The first place GET /places answers, as the wizard's fill takes it. */
async function fill(q: string, state?: string): Promise<Place> {
  const query = new URLSearchParams({ q, limit: '1', ...(state ? { state } : {}) });
  const response = await api.server.inject({ method: 'GET', url: `/places?${query}` });
  expect(response.statusCode).toBe(200);
  const [place] = (response.json() as { results: Place[] }).results;
  expect(place).toBeDefined();
  return place;
}

const km = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) =>
  distanceKm({ lat: a.latitude, lng: a.longitude }, { lat: b.latitude, lng: b.longitude });

/** The ZIP codes the offline data files under a city. */
const zipsOf = (city: string, state: string) => Object.values(codes).filter((z) => z.state === state && normalise(z.city) === normalise(city));

describe.each(CITIES.map((c) => [`${c[0]}, ${c[1]}`, c] as const))('%s', (_name, [city, state, latitude, longitude]) => {
  const point = { latitude, longitude };

  it('the city the wizard fills and the where box finds is the point the demo clinics are spread around', async () => {
    expect(km(await fill(city, state), point)).toBeLessThan(0.01);
    expect(km(await fill(`${city}, ${state}`), point)).toBeLessThan(0.01);
  });

  it('the wizard\'s fill from the city\'s central ZIP code lands within 2 km of the city\'s point', async () => {
    const zips = zipsOf(city, state);
    expect(zips.length).toBeGreaterThan(0);
    const central = zips.reduce((best, z) => (km(z, point) < km(best, point) ? z : best));
    const filled = await fill(central.zip);
    expect(filled.zip).toBe(central.zip);
    expect(km(filled, point)).toBeLessThan(2);
  });
});

test('every demo clinic is near its city\'s point as the place lookup gives it, its box centred on that point', async () => {
  const points = new Map<string, Place>();
  const offsets: [number, number][] = [];
  for (let i = 0; i < CITIES.length * 3; i += 1) {
    const { address } = demoClinic(i, { lean: true }).fields;
    const key = `${address.cityTown}|${address.state}`;
    if (!points.has(key)) points.set(key, await fill(`${address.cityTown}, ${address.state}`));
    const centre = points.get(key)!;
    offsets.push([Math.abs(address.latitude! - centre.latitude), Math.abs(address.longitude! - centre.longitude)]);
  }
  expect(points.size).toBe(CITIES.length);
  // The demo data spreads clinics over ±0.12° of latitude and ±0.15° of longitude (about ±13 km) around the centre.
  for (const [lat, lng] of offsets) {
    expect(lat).toBeLessThanOrEqual(0.12 + 1e-6);
    expect(lng).toBeLessThanOrEqual(0.15 + 1e-6);
  }
});
