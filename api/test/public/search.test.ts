import { ObjectId } from 'mongodb';
import type { ClinicCard, ClinicSearchResponse } from '@directpay/contracts';
import { DEMO_ACCOUNT_ID, demoClinic } from '#src/demo/demo-clinics';
import { buildPublicApp, type PublicApp } from './public-app';

/** Great-circle kilometres on MongoDB's 2dsphere sphere (radius 6378.1 km). */
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6378.1 * Math.asin(Math.min(1, Math.sqrt(h)));
}

let api: PublicApp;
const get = async (url: string) => {
  const response = await api.server.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};
const search = async (query: string) => {
  const { status, body } = await get(`/clinics?${query}`);
  expect(status).toBe(200);
  return body as ClinicSearchResponse;
};
/** Follows nextCursor to the end. */
async function allPages(query: string): Promise<{ pages: number; cards: ClinicCard[]; total: number }> {
  let page = await search(query);
  const cards = [...page.results];
  let pages = 1;
  while (page.nextCursor) {
    page = await search(`${query}&cursor=${encodeURIComponent(page.nextCursor)}`);
    cards.push(...page.results);
    pages++;
  }
  return { pages, cards, total: page.total };
}

beforeAll(async () => {
  api = await buildPublicApp('search', { clinics: 200 });
  // Two hand-made Vasectomy clinics: an unpriced service must not match a
  // service filter, and descriptions are matched trimmed (spec section 4).
  const base = demoClinic(5).fields; // category 8
  await api.server.clinics.insert(DEMO_ACCOUNT_ID, {
    ...base,
    detail: { ...base.detail, name: 'Unpriced Reversal Clinic' },
    services: [{ description: 'Vasectomy reversal', price: '' }],
    otherServices: [],
  });
  await api.server.clinics.insert(DEMO_ACCOUNT_ID, {
    ...base,
    detail: { ...base.detail, name: 'Spaced Reversal Clinic' },
    services: [{ description: '  Vasectomy reversal ', price: '4999' }],
    otherServices: [],
  });
}, 60_000);
afterAll(() => api.close());

describe('GET /clinics', () => {
  it('lists a category as cards sorted by name, 50 by default, with nothing private', async () => {
    const page = await search('categoryId=1');
    expect(page.total).toBe(20);
    expect(page.results).toHaveLength(20);
    expect(page.nextCursor).toBeNull();
    const names = page.results.map((c) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    for (const card of page.results) {
      // The "from" price and the confirmation date only when the clinic has them.
      const optional = ['fromPrice', 'pricesConfirmedAt'].filter((key) => key in card);
      expect(Object.keys(card).sort()).toEqual(
        ['acceptingNewPatients', 'cityTown', 'id', 'imageUrl', 'latitude', 'longitude', 'name', 'openHours', 'prices', 'state', ...optional].sort(),
      );
      expect(card.prices).toEqual([]);
    }
    const ids = new Set(page.results.map((c) => c.id));
    const markers = (await get('/clinics/markers?categoryId=1&zoom=18')).body.results as [string][];
    expect(new Set(markers.map((m) => m[0]))).toEqual(ids);
  });

  it('keeps only clinics with a priced service of the group, and shows those prices', async () => {
    const expected = Array.from({ length: 200 }, (_, i) => demoClinic(i).fields).filter(
      (c) => c.categoryId === 1 && c.services.some((s) => s.description === 'Family annual membership' && s.price !== ''),
    ).length;
    expect(expected).toBeLessThan(20); // the demo data leaves some prices blank
    const page = await search('categoryId=1&service=Family%20membership');
    expect(page.total).toBe(expected);
    for (const card of page.results) {
      expect(card.prices.map((p) => p.description)).toEqual(['Family annual membership']);
      expect(card.prices[0].price).toMatch(/^\d+$/);
    }
    const exam = await search(`categoryId=1&service=${encodeURIComponent('Exam, x-ray & cleaning')}`);
    for (const card of exam.results) {
      for (const p of card.prices) expect(['Exam, x-ray & cleaning', 'Exam, x-ray & cleaning(new patient)']).toContain(p.description);
    }
  });

  it('matches trimmed descriptions and leaves out unpriced services', async () => {
    const names = (await search('categoryId=8&service=Vasectomy%20reversal&limit=200')).results.map((c) => c.name);
    expect(names).toContain('Spaced Reversal Clinic');
    expect(names).not.toContain('Unpriced Reversal Clinic');
    expect((await search('categoryId=8&service=All%20services&limit=200')).results.map((c) => c.name)).toContain('Unpriced Reversal Clinic');
  });

  it('keeps to the map viewport', async () => {
    const bbox = [-125, 32, -110, 49]; // the west
    const page = await search(`categoryId=3&bbox=${bbox.join(',')}&limit=200`);
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBeLessThan((await search('categoryId=3')).total);
    for (const c of page.results) {
      expect(c.longitude!).toBeGreaterThanOrEqual(bbox[0]);
      expect(c.latitude!).toBeGreaterThanOrEqual(bbox[1]);
      expect(c.longitude!).toBeLessThanOrEqual(bbox[2]);
      expect(c.latitude!).toBeLessThanOrEqual(bbox[3]);
    }
    const markers = (await get(`/clinics/markers?categoryId=3&zoom=18&bbox=${bbox.join(',')}`)).body.results;
    expect(markers).toHaveLength(page.total);
  });

  it('pages with a cursor through every clinic exactly once, in order', async () => {
    const { pages, cards, total } = await allPages('categoryId=2&limit=3');
    expect(total).toBe(20);
    expect(pages).toBe(7);
    expect(new Set(cards.map((c) => c.id)).size).toBe(20);
    const keys = cards.map((c) => c.name.toLowerCase());
    expect(keys).toEqual([...keys].sort());
  });

  it('sorts by the price of the selected service, cheapest first, across pages', async () => {
    const { cards, total } = await allPages('categoryId=9&service=LASIK&sort=price&limit=4');
    expect(cards).toHaveLength(total);
    const prices = cards.map((c) => Number(c.prices[0].price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('adds distanceKm and sorts by distance when near is given', async () => {
    const near = { lat: 40.7608, lng: -111.891 }; // Salt Lake City
    const { cards, total } = await allPages(`categoryId=11&near=${near.lat},${near.lng}&limit=6`);
    expect(cards).toHaveLength(total);
    const distances = cards.map((c) => c.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeCloseTo(distanceKm(near, { lat: cards[0].latitude!, lng: cards[0].longitude! }), 1);
  });

  it('gives each near-me card its own distance from every centre, asked once or again', async () => {
    // Asked again, a row is matched to its kept card by its bytes and only its distance is read from
    // it: the distance must be this centre's, not the one the card was first shown with. A centre on
    // a clinic puts a distance of exactly 0 first (BSON writes it as an integer, not a double).
    const first = (await search('categoryId=11&limit=1')).results[0];
    const centres = [
      { lat: 40.7608, lng: -111.891 },
      { lat: 33.4484, lng: -112.074 },
      { lat: first.latitude!, lng: first.longitude! },
    ];
    for (const near of centres) {
      const query = `categoryId=11&near=${near.lat},${near.lng}&limit=4`;
      const once = await allPages(query);
      const again = await allPages(query);
      expect(again).toEqual(once);
      expect(once.cards).toHaveLength(once.total);
      for (const card of once.cards) {
        expect(card.distanceKm).toBeCloseTo(distanceKm(near, { lat: card.latitude!, lng: card.longitude! }), 1);
      }
    }
    const onTop = (await search(`categoryId=11&near=${first.latitude},${first.longitude}&limit=1`)).results[0];
    expect(onTop.distanceKm).toBe(0);
  });
});

describe('GET /clinics/markers', () => {
  it('answers compact [id, name, latitude, longitude] tuples', async () => {
    const { status, body } = await get('/clinics/markers?categoryId=1&service=Single%20membership&zoom=18');
    expect(status).toBe(200);
    expect(body.results.length).toBe((await search('categoryId=1&service=Single%20membership')).total);
    const [id, name, lat, lng] = body.results[0];
    expect(ObjectId.isValid(id)).toBe(true);
    expect(typeof name).toBe('string');
    expect(typeof lat).toBe('number');
    expect(typeof lng).toBe('number');
    expect(body.clusters).toEqual([]);
    expect(body.total).toBe(body.results.length);
  });

  it('clusters on the server when zoomed out: counts add up, a cluster names the zoom that splits it', async () => {
    const all = (await get('/clinics/markers?categoryId=3&zoom=18')).body;
    const { status, body } = await get('/clinics/markers?categoryId=3&zoom=1');
    expect(status).toBe(200);
    expect(body.clusters.length).toBeGreaterThan(0);
    const shown = body.results.length + body.clusters.reduce((n: number, c: number[]) => n + c[2], 0);
    expect(shown).toBe(all.results.length);
    expect(body.total).toBe(all.results.length);
    for (const [lat, lng, count, expansionZoom] of body.clusters) {
      expect(Math.abs(lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(lng)).toBeLessThanOrEqual(180);
      expect(count).toBeGreaterThanOrEqual(3);
      expect(expansionZoom).toBeGreaterThan(1);
    }
    const [west, south, east, north] = body.bounds;
    for (const [, , lat, lng] of all.results) {
      expect(lng).toBeGreaterThanOrEqual(west);
      expect(lng).toBeLessThanOrEqual(east);
      expect(lat).toBeGreaterThanOrEqual(south);
      expect(lat).toBeLessThanOrEqual(north);
    }
  });
});

describe('GET /categories', () => {
  it('serves the catalog, and every category an owner can choose is searchable', async () => {
    const { status, body } = await get('/categories');
    expect(status).toBe(200);
    for (const id of body.setupCategoryIds) expect(body.searchCategoryIds).toContain(id);
    const vasectomy = body.results.find((c: { id: number }) => c.id === 8);
    expect(vasectomy).toMatchObject({ label: 'Vasectomy', searchable: true, selectable: true });
    expect(vasectomy.serviceGroups.map((g: { label: string }) => g.label)).toEqual(['Consultation', 'Vasectomy', 'Vasectomy reversal']);
    expect((await search('categoryId=8')).total).toBeGreaterThan(0);
  });
});
