/**
 * A search by billing code (GET /clinics?code=, GET /clinics/markers?code=):
 * every clinic pricing a service that carries the code, in every category or
 * in one, with the card showing those services; bad codes are a 400 naming
 * `code`.
 */
import { ObjectId } from 'mongodb';
import { hasPrice, type ClinicCard, type ClinicSearchResponse, type Service } from '@directpay/contracts';
import { DEMO_ACCOUNT_ID, demoClinic } from '#src/demo/demo-clinics';
import type { ClinicFields } from '#src/repositories/clinics/clinics-repository';
import { buildPublicApp, type PublicApp } from './public-app';

let api: PublicApp;
const get = (url: string) => api.server.inject({ method: 'GET', url });
const search = async (query: string) => {
  const response = await get(`/clinics?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as ClinicSearchResponse;
};
async function allPages(query: string): Promise<ClinicCard[]> {
  let page = await search(query);
  const cards = [...page.results];
  while (page.nextCursor) {
    page = await search(`${query}&cursor=${encodeURIComponent(page.nextCursor)}`);
    cards.push(...page.results);
  }
  return cards;
}

const DEMO = 120;
// 99203 is the preset code of a Vasectomy consultation (category 8) and a Chiropractic initial visit (11).
const CODE = '99203';
const demo = Array.from({ length: DEMO }, (_, i) => ({ id: demoClinic(i).id.toHexString(), fields: demoClinic(i).fields }));
const pricedWith = (fields: ClinicFields, code: string): Service[] => [...fields.services, ...fields.otherServices].filter((s) => hasPrice(s) && s.code === code);

const base = demoClinic(4).fields; // category 2: no 99203 among its presets
const own = {
  other: new ObjectId(), // the code on an "other service", in a category whose presets lack it
  unpriced: new ObjectId(), // the code on a service without a price: not found
  without: new ObjectId(), // no code at all: not found
};

beforeAll(async () => {
  api = await buildPublicApp('codesearch', { clinics: DEMO });
  const clinic = (name: string, otherServices: Service[]): ClinicFields => ({ ...base, detail: { ...base.detail, name }, services: [], otherServices });
  await api.server.clinics.insert(DEMO_ACCOUNT_ID, clinic('Coded Other Service Clinic', [{ description: 'New patient visit', price: '140', code: CODE, codeSystem: 'CPT' }]), { id: own.other });
  await api.server.clinics.insert(DEMO_ACCOUNT_ID, clinic('Unpriced Code Clinic', [{ description: 'New patient visit', price: '', code: CODE, codeSystem: 'CPT' }]), { id: own.unpriced });
  await api.server.clinics.insert(DEMO_ACCOUNT_ID, clinic('No Code Clinic', [{ description: 'New patient visit', price: '90' }]), { id: own.without });
}, 60_000);
afterAll(() => api.close());

describe('GET /clinics by code', () => {
  const expected = demo.filter((c) => pricedWith(c.fields, CODE).length > 0);

  it('finds every clinic pricing the code, across categories, and shows the services carrying it', async () => {
    expect(new Set(expected.map((c) => c.fields.categoryId))).toEqual(new Set([8, 11]));
    const cards = await allPages(`code=${CODE}&limit=7`);
    expect(cards.map((c) => c.id).sort()).toEqual([...expected.map((c) => c.id), own.other.toHexString()].sort());
    for (const card of cards) {
      const fields = card.id === own.other.toHexString() ? undefined : expected.find((c) => c.id === card.id)!.fields;
      const want = fields ? pricedWith(fields, CODE) : [{ description: 'New patient visit', price: '140', code: CODE, codeSystem: 'CPT' }];
      expect(card.prices.map(({ description, price, code, codeSystem }) => ({ description, price, code, codeSystem }))).toEqual(
        want.map(({ description, price, code, codeSystem }) => ({ description, price, code, codeSystem })),
      );
    }
    const names = cards.map((c) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('leaves out a clinic without the code and one whose coded service has no price', async () => {
    const ids = (await allPages(`code=${CODE}`)).map((c) => c.id);
    expect(ids).not.toContain(own.unpriced.toHexString());
    expect(ids).not.toContain(own.without.toHexString());
    expect((await search('code=0591T')).total).toBe(0);
  });

  it('keeps to the category when one is given too', async () => {
    const cards = await allPages(`code=${CODE}&categoryId=11`);
    expect(cards.map((c) => c.id).sort()).toEqual(expected.filter((c) => c.fields.categoryId === 11).map((c) => c.id).sort());
    expect((await search(`code=${CODE}&categoryId=1`)).total).toBe(0);
  });

  it("sorts by the code's price across pages, and by distance from a point", async () => {
    const cards = await allPages(`code=${CODE}&sort=price&limit=4`);
    const prices = cards.map((c) => Math.min(...c.prices.map((p) => Number(p.price))));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(cards).toHaveLength(expected.length + 1);
    const near = await allPages(`code=${CODE}&near=40.7608,-111.891&limit=5`);
    expect(near.map((c) => c.id).sort()).toEqual(cards.map((c) => c.id).sort());
    const km = near.map((c) => c.distanceKm as number);
    expect(km).toEqual([...km].sort((a, b) => a - b));
  });

  it('keeps to the map viewport, and the map shows the same clinics', async () => {
    const bbox = [-125, 24, -66, 50];
    const inside = expected.filter(({ fields: { address: a } }) => a.longitude! >= bbox[0] && a.longitude! <= bbox[2] && a.latitude! >= bbox[1] && a.latitude! <= bbox[3]);
    const page = await search(`code=${CODE}&bbox=${bbox.join(',')}`);
    const all = await allPages(`code=${CODE}&bbox=${bbox.join(',')}`);
    expect(all.map((c) => c.id)).toEqual(expect.arrayContaining(inside.map((c) => c.id)));
    const markers = (await get(`/clinics/markers?code=${CODE}&zoom=18`)).json() as { results: [string][]; total: number };
    expect(new Set(markers.results.map((m) => m[0]))).toEqual(new Set((await allPages(`code=${CODE}`)).map((c) => c.id)));
    expect(markers.total).toBe(expected.length + 1);
    expect(page.total).toBe(all.length);
    const one = (await get(`/clinics/markers?code=${CODE}&categoryId=8&zoom=18`)).json() as { total: number };
    expect(one.total).toBe(expected.filter((c) => c.fields.categoryId === 8).length);
  });
});

describe('bad input to a code search: 400 naming the field, never a 500', () => {
  it.each([
    ['code=d1110', '/query/code'],
    ['code=D111', '/query/code'],
    ['code=D11100', '/query/code'],
    ['code=', '/query/code'],
    ['code=D1110&code=D0150', '/query/code'],
    // An operator object is a parameter of its own name, which the schema does not know.
    ['code[$ne]=1', '/query/code[$ne]'],
    ['code%5B%24gt%5D=', '/query/code[$gt]'],
    ['code=%7B%22%24ne%22%3A1%7D', '/query/code'],
    ['code=D11%0010', '/query/code'],
    ['code=D111%0A', '/query/code'],
    ['code=%E2%80%AED1110', '/query/code'],
    ['code=D1110&service=Cleaning', '/query/service'],
    ['code=D1110&categoryId=999', '/query/categoryId'],
    ['service=All%20services', '/query/categoryId'],
    ['code=D1110&sort=distance', '/query/sort'],
    // A cursor is checked as on any search: its sort, value and id.
    [`code=D1110&sort=price&cursor=${Buffer.from('{"s":"name","v":"a","id":"dc0000000000000000000001"}').toString('base64url')}`, '/query/cursor'],
    [`code=D1110&sort=price&cursor=${Buffer.from('{"s":"price","v":{"$gt":0},"id":"dc0000000000000000000001"}').toString('base64url')}`, '/query/cursor'],
  ])('%s', async (query, field) => {
    for (const path of ['/clinics', '/clinics/markers']) {
      if (path === '/clinics/markers' && /sort=|cursor=/.test(query)) continue;
      const response = await get(`${path}?${query}`);
      expect({ path, status: response.statusCode }).toEqual({ path, status: 400 });
      expect(response.json()).toMatchObject({ statusCode: 400, field, message: expect.stringContaining(field.split('/')[2]) });
    }
  });

  it('accepts All services beside a code', async () => {
    expect((await search(`code=${CODE}&service=All%20services`)).total).toBeGreaterThan(0);
  });
});
