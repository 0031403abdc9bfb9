/**
 * The search cards' "from" price, trust fields and fair-price figures on the
 * real app and engine, with hand-made Chiropractic clinics whose prices are
 * known, in a place no demo clinic is (the Nevada desert), and the compare
 * route's medians per clinic.
 */
import { FAIR_PRICE_MIN_PRICES, type ClinicCard, type ClinicSearchResponse } from '@directpay/contracts';
import { DEMO_ACCOUNT_ID, demoClinic } from '#src/demo/demo-clinics';
import type { ClinicFields } from '#src/repositories/clinics/clinics-repository';
import { buildPublicApp, type PublicApp } from './public-app';

let api: PublicApp;
const get = async (url: string) => {
  const response = await api.server.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};
const search = async (query: string): Promise<ClinicSearchResponse> => {
  const { status, body } = await get(`/clinics?${query}`);
  expect(status).toBe(200);
  return body;
};

const base = demoClinic(6).fields; // category 11, Chiropractic
const AT = { lat: 40, lng: -117 };
const NEAR = `near=${AT.lat},${AT.lng}`;
const KM_PER_DEGREE_LAT = 111.32;
const CONFIRMED = new Date('2026-03-04T00:00:00Z');

function chiro(name: string, services: [string, string][], { lat = AT.lat + 0.01, other = [] as [string, string][] } = {}): ClinicFields {
  return {
    ...base,
    categoryId: 11,
    detail: { ...base.detail, name, acceptingNewPatients: !name.startsWith('Full') },
    address: { ...base.address, cityTown: 'Desert', state: 'NV', latitude: lat, longitude: AT.lng },
    services: services.map(([description, price]) => ({ description, price })),
    otherServices: other.map(([description, price]) => ({ description, price })),
  };
}

const ids: Record<string, string> = {};
beforeAll(async () => {
  api = await buildPublicApp('fair-price');
  const add = async (key: string, fields: ClinicFields) => {
    ids[key] = (await api.server.clinics.insert(DEMO_ACCOUNT_ID, fields))._id.toHexString();
  };
  // Initial visit at five clinics: 40, 50, 60 (its lowest of two), 70, 80 -> median 60.
  await add('a', chiro('Alpha Chiropractic', [['Initial visit', '40'], ['Follow-up visit', '30']]));
  await add('b', chiro('Beta Chiropractic', [['Initial visit', '50'], ['Follow-up visit', '35']]));
  await add('c', chiro('Full Gamma Chiropractic', [['Initial visit', '90'], ['Initial visit', ' 60 '], ['Follow-up visit', '40']]));
  await add('d', chiro('Delta Chiropractic', [['Initial visit', '70']]));
  await add('e', chiro('Epsilon Chiropractic', [['Initial visit', '80']]));
  // Follow-up visit at only four clinics: no median for it.
  await add('f', chiro('Follow-up Only Chiropractic', [['Initial visit', ''], ['Follow-up visit', '45']]));
  // No headline priced: its lowest listed price, named.
  await add('g', chiro('Massage Chiropractic', [['Initial visit', '']], { other: [['Massage', '30'], ['Posture class', '55']] }));
  // No price at all.
  await add('h', chiro('Unpriced Chiropractic', [['Initial visit', ''], ['Follow-up visit', '']]));
  // About 60 km north: outside the area, so its price does not count.
  await add('far', chiro('Far Chiropractic', [['Initial visit', '10']], { lat: AT.lat + 60 / KM_PER_DEGREE_LAT }));
  await api.server.clinics.collection.updateOne({ detail: { ...base.detail, name: 'Alpha Chiropractic', acceptingNewPatients: true } } as never, {
    $set: { pricesConfirmedAt: CONFIRMED },
  });
}, 90_000);
afterAll(() => api.close());

const byName = (cards: ClinicCard[]) => new Map(cards.map((c) => [c.name, c]));

describe('GET /clinics with every service', () => {
  it("gives each card its category's headline price, else its lowest price named, and none without a price", async () => {
    const cards = byName((await search(`categoryId=11&${NEAR}&limit=200`)).results);
    expect(cards.get('Alpha Chiropractic')?.fromPrice).toEqual({ description: 'Initial visit', price: '40' });
    expect(cards.get('Full Gamma Chiropractic')?.fromPrice).toEqual({ description: 'Initial visit', price: '60' });
    expect(cards.get('Follow-up Only Chiropractic')?.fromPrice).toEqual({ description: 'Follow-up visit', price: '45' });
    expect(cards.get('Massage Chiropractic')?.fromPrice).toEqual({ description: 'Massage', price: '30' });
    expect(cards.get('Unpriced Chiropractic')).not.toHaveProperty('fromPrice');
    for (const card of cards.values()) expect(card.prices).toEqual([]);
  });

  it('carries the trust marks: new patients, the confirmation date when there is one, and the week', async () => {
    const cards = byName((await search(`categoryId=11&${NEAR}`)).results);
    const alpha = cards.get('Alpha Chiropractic')!;
    expect(alpha.acceptingNewPatients).toBe(true);
    expect(cards.get('Full Gamma Chiropractic')!.acceptingNewPatients).toBe(false);
    expect(alpha.pricesConfirmedAt).toBe(CONFIRMED.toISOString());
    expect(alpha.openHours).toHaveLength(7);
    // The demo hours: weekdays from 9, closed on Sunday.
    expect(alpha.openHours[0]).toBe('');
    expect(alpha.openHours[1]).toMatch(/^09:00-1[78]:00$/);
  });

  it('answers the median of each shown service with 5+ prices within 50 km of the place, once per service', async () => {
    const answer = await search(`categoryId=11&${NEAR}`);
    // Follow-up visit has 4 prices and Massage 1: below FAIR_PRICE_MIN_PRICES, so left out; the far clinic's 10 is not counted.
    expect(FAIR_PRICE_MIN_PRICES).toBe(5);
    expect(answer.fairPrice).toEqual({ radiusKm: 50, medians: [{ service: 'Initial visit', count: 5, median: 60 }] });
  });

  it("centres the area on the map area's middle when no place is given, and has none without either", async () => {
    const answer = await search('categoryId=11&bbox=-117.2,39.8,-116.8,40.2');
    expect(answer.fairPrice?.medians).toEqual([{ service: 'Initial visit', count: 5, median: 60 }]);
    expect((await search('categoryId=11')).fairPrice).toBeUndefined();
  });

  it('has no figures where the area has too few prices', async () => {
    // 60 km north: the far clinic and none of the others.
    const answer = await search(`categoryId=11&near=${AT.lat + 60 / KM_PER_DEGREE_LAT},${AT.lng}`);
    expect(answer.results.length).toBeGreaterThan(0);
    expect(answer.fairPrice).toBeUndefined();
  });
});

describe('GET /clinics with a service or a code', () => {
  it("keeps the service's price lines and gives the group's median", async () => {
    const answer = await search(`categoryId=11&service=Initial%20visit&${NEAR}`);
    const gamma = byName(answer.results).get('Full Gamma Chiropractic')!;
    expect(gamma.prices.map((s) => s.price.trim()).sort()).toEqual(['60', '90']);
    expect(gamma).not.toHaveProperty('fromPrice');
    expect(answer.fairPrice).toEqual({ radiusKm: 50, medians: [{ service: 'Initial visit', count: 5, median: 60 }] });
  });

  it('gives no figures to a code search, which spans categories', async () => {
    expect((await search(`code=99203&${NEAR}`)).fairPrice).toBeUndefined();
  });

  it.each([
    ['an operator object for near (an unknown parameter)', `categoryId=11&near[$gt]=1`, '/query/near[$gt]'],
    ['a near that is not a number', `categoryId=11&near=1e999,5`, '/query/near'],
    ['a service of another category', `categoryId=11&service=LASIK&${NEAR}`, '/query/service'],
    ['a regular expression for a service (an unknown parameter)', `categoryId=11&service[$regex]=.*&${NEAR}`, '/query/service[$regex]'],
    ['a bbox of words', `categoryId=11&bbox=a,b,c,d`, '/query/bbox'],
  ])('still refuses %s with a 400 naming the field', async (_name, query, field) => {
    const { status, body } = await get(`/clinics?${query}`);
    expect(status).toBe(400);
    expect(body.field).toBe(field);
  });
});

describe('GET /clinics/compare', () => {
  it("gives each clinic its services' medians within 50 km of it, only with 5+ prices", async () => {
    const { status, body } = await get(`/clinics/compare?ids=${ids.a},${ids.far}`);
    expect(status).toBe(200);
    expect(body.radiusKm).toBe(50);
    const [alpha, far] = body.results;
    expect(alpha.medians).toEqual([{ service: 'Initial visit', count: 5, median: 60 }]);
    // Around the far clinic: its own price only.
    expect(far.medians).toEqual([]);
    expect(alpha.latitude).toBeCloseTo(AT.lat + 0.01);
  });
});
