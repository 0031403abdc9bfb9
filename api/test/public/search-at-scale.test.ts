// The viewport search through map tiles, the capped total ("300+") and
// near-me through $geoNear, checked against the data they were given.
import { ObjectId } from 'mongodb';
import type { ClinicCard, ClinicSearchResponse } from '@directpay/contracts';
import { DEMO_ACCOUNT_ID, demoClinic } from '#src/demo/demo-clinics';
import { buildPublicApp, type PublicApp } from './public-app';

jest.setTimeout(60_000);

let api: PublicApp;
const search = async (query: string) => {
  const response = await api.server.inject({ method: 'GET', url: `/clinics?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as ClinicSearchResponse;
};
async function allPages(query: string): Promise<{ cards: ClinicCard[]; first: ClinicSearchResponse }> {
  const first = await search(query);
  let page = first;
  const cards = [...page.results];
  while (page.nextCursor) {
    page = await search(`${query}&cursor=${encodeURIComponent(page.nextCursor)}`);
    cards.push(...page.results);
  }
  return { cards, first };
}

// 420 clinics of category 2 (Imaging) around the demo cities, and 7 Chiropractic clinics on one spot.
const imaging = Array.from({ length: 420 }, (_, i) => {
  const { fields } = demoClinic(i);
  return { id: new ObjectId(), fields: { ...fields, categoryId: 2 } };
});
const SPOT = { lat: 35.5, lng: -97.5 };

beforeAll(async () => {
  api = await buildPublicApp('search-scale');
  await api.server.clinics.insertMany(DEMO_ACCOUNT_ID, imaging);
  const chiro = demoClinic(6).fields; // category 11
  await api.server.clinics.insertMany(
    DEMO_ACCOUNT_ID,
    Array.from({ length: 7 }, (_, k) => ({
      id: new ObjectId(),
      fields: { ...chiro, detail: { ...chiro.detail, name: `Spot ${k}` }, address: { ...chiro.address, latitude: SPOT.lat, longitude: SPOT.lng } },
    })),
  );
}, 60_000);
afterAll(() => api.close());

const byName = (a: { name: string; id: string }, b: { name: string; id: string }) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

it('a city viewport pages through exactly its clinics, by name, reading its map tiles', async () => {
  const bbox = [-112.15, 40.55, -111.6, 40.95]; // Salt Lake City
  const inside = imaging
    .filter(({ fields: { address: a } }) => a.longitude! >= bbox[0] && a.longitude! <= bbox[2] && a.latitude! >= bbox[1] && a.latitude! <= bbox[3])
    .map(({ id, fields }) => ({ id: id.toHexString(), name: fields.detail.name.toLowerCase() }))
    .sort(byName);
  expect(inside.length).toBeGreaterThan(5);
  const { cards, first } = await allPages(`categoryId=2&bbox=${bbox.join(',')}&limit=4`);
  expect(first.total).toBe(inside.length);
  expect(first.totalCapped).toBeUndefined();
  expect(cards.map((c) => c.id)).toEqual(inside.map((c) => c.id));
});

it('a price sort in a viewport is cheapest first and complete', async () => {
  const bbox = [-112.15, 40.55, -111.6, 40.95];
  const { cards, first } = await allPages(`categoryId=2&bbox=${bbox.join(',')}&sort=price&service=CT%20scan&limit=3`);
  expect(cards).toHaveLength(first.total);
  const prices = cards.map((c) => Math.min(...c.prices.map((p) => Number(p.price))));
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});

it('counts up to 300 and then says there are more', async () => {
  const page = await search('categoryId=2&limit=10');
  expect(page).toMatchObject({ total: 300, totalCapped: true });
  expect(page.results).toHaveLength(10);
  const { cards } = await allPages('categoryId=2&limit=200');
  expect(cards).toHaveLength(420);
  expect(new Set(cards.map((c) => c.id)).size).toBe(420);
});

it('near-me pages nearest first through clinics at the same spot, each once', async () => {
  const { cards } = await allPages(`categoryId=11&near=${SPOT.lat},${SPOT.lng}&limit=3`);
  expect(cards.slice(0, 7).map((c) => c.name).sort()).toEqual(['Spot 0', 'Spot 1', 'Spot 2', 'Spot 3', 'Spot 4', 'Spot 5', 'Spot 6']);
  expect(cards.slice(0, 7).every((c) => c.distanceKm === 0)).toBe(true);
  expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
});

it('near-me within a category ranks as a brute-force ranking does', async () => {
  const near = { lat: 39.7392, lng: -104.9903 }; // Denver
  const rad = Math.PI / 180;
  const km = (lat: number, lng: number) =>
    2 * 6378.1 * Math.asin(Math.sqrt(Math.sin(((lat - near.lat) * rad) / 2) ** 2 + Math.cos(near.lat * rad) * Math.cos(lat * rad) * Math.sin(((lng - near.lng) * rad) / 2) ** 2));
  const expected = imaging.map(({ fields: f }) => km(f.address.latitude!, f.address.longitude!)).sort((a, b) => a - b).slice(0, 25);
  const { cards } = await allPages(`categoryId=2&near=${near.lat},${near.lng}&limit=50`);
  expect(cards).toHaveLength(420);
  expect(cards.slice(0, 25).map((c) => c.distanceKm)).toEqual(expected.map((d) => expect.closeTo(d, 1)));
});

it("a viewport's total is the same before and after the map clusters it (then counted in memory), edges included, and follows writes", async () => {
  const bbox = [-104.3, 39.5, -103.9, 39.9]; // east of Denver, where no demo clinic is
  const at = (name: string, latitude: number, longitude: number) => {
    const { fields } = demoClinic(11);
    return { id: new ObjectId(), fields: { ...fields, categoryId: 2, detail: { ...fields.detail, name }, address: { ...fields.address, latitude, longitude } } };
  };
  const edges = [at('West edge', 39.7, -104.3), at('South edge', 39.5, -104.1), at('East edge', 39.7, -103.9), at('North edge', 39.9, -104.1), at('Corner', 39.5, -104.3)];
  const inside = [at('Inside', 39.7, -104.1), at('Inside too', 39.65, -104.05)];
  const outside = [at('Just west', 39.7, -104.300001), at('Just north', 39.900001, -104.1), at('Far', 45, -100)];
  await api.server.clinics.insertMany(DEMO_ACCOUNT_ID, [...edges, ...inside, ...outside]);
  const query = `categoryId=2&bbox=${bbox.join(',')}&limit=2`;
  const fromDatabase = await search(query);
  expect(fromDatabase.total).toBe(7);

  const map = await api.server.inject(`/clinics/markers?categoryId=2&bbox=${bbox.join(',')}&zoom=18`);
  expect(map.statusCode).toBe(200); // supercluster keeps 32-bit coordinates, so the map may also draw the two just outside
  const fromMemory = await search(query);
  expect(fromMemory).toEqual(fromDatabase);
  const { cards } = await allPages(query);
  expect(cards.map((c) => c.name).sort()).toEqual(['Corner', 'East edge', 'Inside', 'Inside too', 'North edge', 'South edge', 'West edge']);

  // A write drops the map's index: the next total counts the new clinic.
  await api.server.clinics.insertMany(DEMO_ACCOUNT_ID, [at('New', 39.8, -104.2)]);
  expect((await search(query)).total).toBe(8);
  await api.server.inject(`/clinics/markers?categoryId=2&zoom=5`);
  expect((await search(query)).total).toBe(8);
});

it("near-me's total, once the map has clustered the category, counts the located clinics it can list", async () => {
  const chiro = demoClinic(6).fields; // category 11: the 7 at SPOT, and now one without coordinates
  await api.server.clinics.insertMany(DEMO_ACCOUNT_ID, [
    { id: new ObjectId(), fields: { ...chiro, detail: { ...chiro.detail, name: 'Nowhere' }, address: { ...chiro.address, latitude: null, longitude: null } } },
  ]);
  expect((await api.server.inject('/clinics/markers?categoryId=11&zoom=5')).statusCode).toBe(200);
  const { cards, first } = await allPages(`categoryId=11&near=${SPOT.lat},${SPOT.lng}&limit=3`);
  expect(cards).toHaveLength(7);
  expect(first.total).toBe(7);
});
