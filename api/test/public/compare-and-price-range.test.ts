/**
 * Issue 18 (compare part): GET /clinics/compare, GET /clinics/price-range and
 * GET /clinics/:id/local-prices on the real app and engine, with hand-made
 * clinics whose prices are known. All three are public reads of public data:
 * there is no owner to check, and any clinic id may be compared.
 */
import { ObjectId } from 'mongodb';
import { DEMO_ACCOUNT_ID, demoClinic } from '#src/demo/demo-clinics';
import type { ClinicFields } from '#src/repositories/clinics/clinics-repository';
import { buildPublicApp, type PublicApp } from './public-app';

let api: PublicApp;
const get = async (url: string) => {
  const response = await api.server.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

const EXAM = 'Exam, x-ray & cleaning';
const base = demoClinic(0).fields; // category 1, Dental
// A place no demo clinic is in: the Nevada desert (40.0, -117.0).
const AT = { lat: 40, lng: -117 };
const KM_PER_DEGREE_LAT = 111.32;

function dental(name: string, prices: string[], where: { lat: number; lng: number } = AT, extra: Partial<ClinicFields> = {}): ClinicFields {
  return {
    ...base,
    categoryId: 1,
    detail: { ...base.detail, name, acceptingNewPatients: !name.includes('Full') },
    address: { ...base.address, cityTown: 'Desert', state: 'NV', latitude: where.lat, longitude: where.lng },
    services: prices.map((price, i) => ({ description: i === 0 ? EXAM : 'Exam, x-ray & cleaning(new patient)', price })),
    otherServices: [{ description: 'Whitening', price: '300' }],
    ...extra,
  };
}

const ids: Record<string, string> = {};
async function add(key: string, fields: ClinicFields): Promise<string> {
  const doc = await api.server.clinics.insert(DEMO_ACCOUNT_ID, fields);
  ids[key] = doc._id.toHexString();
  return ids[key];
}

beforeAll(async () => {
  api = await buildPublicApp('compare', { clinics: 30 });
  await add('a', dental('Alpha Dental', ['100'], { lat: 40.01, lng: -117.01 }));
  // Two matching services: the clinic counts once, at its lowest (80).
  await add('b', dental('Beta Dental', ['150', '80'], { lat: 40.02, lng: -117.02 }));
  await add('c', dental('Gamma Full Dental', ['240'], { lat: 40.03, lng: -117.03 }));
  await add('d', dental('Delta Dental', ['135.50'], { lat: 40.04, lng: -117.04 }));
  // Unpriced: not in any range.
  await add('unpriced', dental('Unpriced Dental', [''], { lat: 40.05, lng: -117.05 }));
  // About 60 km north: outside the small viewport and outside 50 km.
  await add('far', dental('Far Dental', ['10'], { lat: AT.lat + 60 / KM_PER_DEGREE_LAT, lng: AT.lng }));
  // Another category at the same place.
  await add('eye', { ...dental('Eye Clinic', []), categoryId: 9, services: [{ description: 'LASIK', price: '2000' }] });
  await api.server.clinics.collection.updateOne({ _id: new ObjectId(ids.a) }, { $set: { pricesConfirmedAt: new Date('2026-03-04T00:00:00Z') } } as never);
}, 90_000);
afterAll(() => api.close());

const SMALL_BOX = '-117.1,39.95,-116.95,40.1';

describe('GET /clinics/price-range', () => {
  const range = (query: string) => get(`/clinics/price-range?categoryId=1&service=${encodeURIComponent(EXAM)}&${query}`);

  it("gives lowest, median and highest of each clinic's lowest posted price in the viewport", async () => {
    const { status, body } = await range(`bbox=${SMALL_BOX}`);
    expect(status).toBe(200);
    // a 100, b 80 (its lowest), c 240, d 135.5: sorted 80, 100, 135.5, 240; even count -> mean of the middles.
    expect(body).toEqual({ service: EXAM, range: { count: 4, min: 80, median: 117.75, max: 240 } });
  });

  it('takes the middle price for an odd count, and the far clinic once the viewport holds it', async () => {
    const { body } = await range('bbox=-117.1,39.95,-116.95,40.6');
    expect(body.range).toEqual({ count: 5, min: 10, median: 100, max: 240 });
  });

  it('answers a count of 0 and no prices for an empty area', async () => {
    const { status, body } = await range('bbox=10,10,11,11');
    expect(status).toBe(200);
    expect(body.range).toEqual({ count: 0, min: null, median: null, max: null });
  });

  it('counts what the search lists for the same category, service and viewport', async () => {
    const list = await get(`/clinics?categoryId=1&service=${encodeURIComponent(EXAM)}&bbox=${SMALL_BOX}&limit=200`);
    const { body } = await range(`bbox=${SMALL_BOX}`);
    expect(body.range.count).toBe(list.body.total);
  });

  it.each([
    ['a service of another category', `categoryId=1&service=LASIK`, '/query/service'],
    ['All services', `categoryId=1&service=All%20services`, '/query/service'],
    ['no service', `categoryId=1`, '/query/service'],
    ['an unknown category', `categoryId=5&service=X`, '/query/categoryId'],
    ['a category that is not a number', `categoryId=abc&service=X`, '/query/categoryId'],
    ['an operator object', `categoryId[$gt]=0&service=X`, '/query/categoryId'],
    ['a bbox of three numbers', `categoryId=1&service=${encodeURIComponent(EXAM)}&bbox=1,2,3`, '/query/bbox'],
    ['a bbox out of range', `categoryId=1&service=${encodeURIComponent(EXAM)}&bbox=-200,0,0,1`, '/query/bbox'],
    ['a huge bbox text', `categoryId=1&service=${encodeURIComponent(EXAM)}&bbox=${'1'.repeat(500)},1,1,1`, '/query/bbox'],
    ['a huge category', `categoryId=99999999999&service=X`, '/query/categoryId'],
  ])('refuses %s with a 400 naming the field', async (_name, query, field) => {
    const { status, body } = await get(`/clinics/price-range?${query}`);
    expect(status).toBe(400);
    expect(body.field).toBe(field);
  });
});

describe('GET /clinics/compare', () => {
  it('answers the clinics in the order asked, with priced services, distance, new patients, hours and confirmation date', async () => {
    const { status, body } = await get(`/clinics/compare?ids=${ids.c},${ids.a},${ids.unpriced}&near=${AT.lat},${AT.lng}`);
    expect(status).toBe(200);
    const [c, a, unpriced] = body.results;
    expect(body.results.map((r: { name: string }) => r.name)).toEqual(['Gamma Full Dental', 'Alpha Dental', 'Unpriced Dental']);
    expect(a.services).toEqual([{ description: EXAM, price: '100' }, { description: 'Whitening', price: '300' }]);
    expect(unpriced.services).toEqual([{ description: 'Whitening', price: '300' }]);
    expect(a.acceptingNewPatients).toBe(true);
    expect(c.acceptingNewPatients).toBe(false);
    expect(a.pricesConfirmedAt).toBe('2026-03-04T00:00:00.000Z');
    expect(c.pricesConfirmedAt).toBeNull();
    expect(a.hours).toEqual(base.hours);
    // 0.01 degrees each way at 40 N: about 1.4 km.
    expect(a.distanceKm).toBeGreaterThan(1.3);
    expect(a.distanceKm).toBeLessThan(1.5);
    expect(c.distanceKm).toBeGreaterThan(a.distanceKm);
    expect(Object.keys(a).sort()).toEqual(
      ['acceptingNewPatients', 'categoryId', 'cityTown', 'distanceKm', 'hours', 'id', 'latitude', 'longitude', 'medians', 'name', 'pricesConfirmedAt', 'services', 'state'].sort(),
    );
  });

  it('gives no distance without near', async () => {
    const { body } = await get(`/clinics/compare?ids=${ids.a},${ids.b}`);
    expect(body.results.map((r: { distanceKm: number | null }) => r.distanceKm)).toEqual([null, null]);
  });

  it('answers 404 naming ids for an id without a clinic', async () => {
    const unknown = new ObjectId().toHexString();
    const { status, body } = await get(`/clinics/compare?ids=${ids.a},${unknown}`);
    expect(status).toBe(404);
    expect(body.field).toBe('/query/ids');
    expect(body.message).toContain(unknown);
  });

  it.each([
    ['one clinic', () => `ids=${ids.a}`, '/query/ids', /2 to 3/],
    ['four clinics', () => `ids=${ids.a},${ids.b},${ids.c},${ids.d}`, '/query/ids', /2 to 3 clinics; it names 4/],
    ['the same clinic twice', () => `ids=${ids.a},${ids.b},${ids.a}`, '/query/ids', /same clinic twice/],
    ['an id that is not an id', () => `ids=${ids.a},nope`, '/query/ids', /'nope' is not one/],
    ['an empty id', () => `ids=${ids.a},`, '/query/ids', /ids must be clinic ids/],
    ['no ids', () => ``, '/query/ids', /ids/],
    ['ids given twice (an array)', () => `ids=${ids.a}&ids=${ids.b}`, '/query/ids', /ids/],
    ['an operator object', () => `ids[$ne]=x`, '/query/ids', /ids/],
    ['a huge ids text', () => `ids=${'a'.repeat(5000)}`, '/query/ids', /ids/],
    ['near out of range', () => `ids=${ids.a},${ids.b}&near=95,0`, '/query/near', /near/],
    ['near that is not numbers', () => `ids=${ids.a},${ids.b}&near=x,y`, '/query/near', /near/],
  ])('refuses %s with a 400 naming the field', async (_name, query, field, message) => {
    const { status, body } = await get(`/clinics/compare?${query()}`);
    expect({ status, field: body.field }).toEqual({ status: 400, field });
    expect(body.message).toMatch(message);
  });
});

describe('GET /clinics/:id/local-prices', () => {
  it('gives each priced service group of the clinic the range among its category within 50 km', async () => {
    const { status, body } = await get(`/clinics/${ids.a}/local-prices`);
    expect(status).toBe(200);
    // a, b, c, d are within a few km; "far" is 60 km away; the eye clinic is another category.
    expect(body).toEqual({
      radiusKm: 50,
      results: [{ service: EXAM, matches: [`${EXAM}(new patient)`, EXAM], count: 4, min: 80, median: 117.75, max: 240 }],
    });
  });

  it('has no ranges for a clinic without priced service groups', async () => {
    const { body } = await get(`/clinics/${ids.unpriced}/local-prices`);
    expect(body.results).toEqual([]);
  });

  it('answers 404 for an unknown clinic and 400 naming the id for a bad one', async () => {
    expect((await get(`/clinics/${new ObjectId().toHexString()}/local-prices`)).status).toBe(404);
    const bad = await get('/clinics/nope/local-prices');
    expect({ status: bad.status, field: bad.body.field }).toEqual({ status: 400, field: '/params/id' });
  });
});
