/**
 * A search cursor is the API's own text, but a caller can send anything in
 * its place: each forged cursor is a 400 naming `cursor`, never a 500, and
 * the cursors the API hands out keep working for every sort.
 */
import fc from 'fast-check';
import { Value } from '@sinclair/typebox/value';
import { ApiErrorBody, useFieldFormats } from '@directpay/contracts';
import { buildPublicApp, type PublicApp } from './public-app';

useFieldFormats();
jest.setTimeout(120_000);

let api: PublicApp;
beforeAll(async () => {
  api = await buildPublicApp('forgedcursors', { clinics: 30 });
}, 120_000);
afterAll(() => api.close());

const ID = 'dc0000000000000000000046';
const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
/** The three sorts, each with the query that asks for it. */
const SORTS = {
  name: '/clinics?categoryId=1&sort=name&limit=1',
  price: '/clinics?categoryId=1&sort=price&limit=1',
  distance: '/clinics?categoryId=1&near=30,-97&limit=1',
} as const;
type Sort = keyof typeof SORTS;

const get = (url: string) => api.server.inject({ method: 'GET', url });
const withCursor = (sort: Sort, cursor: string) => get(`${SORTS[sort]}&cursor=${encodeURIComponent(cursor)}`);

function expectRefused(res: Awaited<ReturnType<typeof get>>, what: string) {
  expect({ what, status: res.statusCode }).toEqual({ what, status: 400 });
  const body = res.json();
  expect([...Value.Errors(ApiErrorBody, body)].map((e) => `${e.path} ${e.message}`)).toEqual([]);
  expect(body).toMatchObject({ statusCode: 400, field: '/query/cursor', message: expect.stringContaining('cursor') });
}

describe('forged cursors', () => {
  const FORGED: [string, Sort, string][] = [
    ['a negative distance (the database refuses minDistance < 0)', 'distance', b64({ s: 'distance', v: -1e308, id: ID })],
    ['a distance of -1', 'distance', b64({ s: 'distance', v: -1, id: ID })],
    ['a distance past the far side of the Earth', 'distance', b64({ s: 'distance', v: 1e308, id: ID })],
    ['an infinite distance (1e999 parses as Infinity)', 'distance', '{"s":"distance","v":1e999,"id":"dc0000000000000000000046"}'],
    ['NaN (not JSON at all)', 'distance', '{"s":"distance","v":NaN,"id":"dc0000000000000000000046"}'],
    ['a distance as text', 'distance', b64({ s: 'distance', v: '12', id: ID })],
    ['a negative price', 'price', b64({ s: 'price', v: -5, id: ID })],
    ['a huge price', 'price', b64({ s: 'price', v: 1e300, id: ID })],
    ['a price as an operator', 'price', b64({ s: 'price', v: { $gt: 0 }, id: ID })],
    ['a name that is a number', 'name', b64({ s: 'name', v: 3, id: ID })],
    ['a name as an operator', 'name', b64({ s: 'name', v: { $gt: '' }, id: ID })],
    ['a name cursor on a distance search', 'distance', b64({ s: 'name', v: 'a', id: ID })],
    ['a distance cursor on a name search', 'name', b64({ s: 'distance', v: 10, id: ID })],
    ['a price cursor on a name search', 'name', b64({ s: 'price', v: 10, id: ID })],
    ['an unknown sort', 'price', b64({ s: 'rating', v: 1, id: ID })],
    ['an id that is not hex', 'name', b64({ s: 'name', v: 'a', id: 'zz0000000000000000000046' })],
    ['an id of 12 characters (ObjectId accepts those)', 'name', b64({ s: 'name', v: 'a', id: 'abcdefghijkl' })],
    ['an id of 25 hex digits', 'price', b64({ s: 'price', v: 1, id: `${ID}0` })],
    ['an id as an operator', 'name', b64({ s: 'name', v: 'a', id: { $ne: null } })],
    ['an extra key', 'name', b64({ s: 'name', v: 'a', id: ID, x: 1 })],
    ['a __proto__ key', 'name', b64(`{"s":"name","v":"a","id":"${ID}","__proto__":{"x":1}}`)],
    ['a missing id', 'name', b64({ s: 'name', v: 'a' })],
    ['an array', 'name', b64(['name', 'a', ID])],
    ['null', 'name', b64('null')],
    ['a number', 'distance', b64('5')],
    ['text that is not JSON', 'name', b64('{"s":"name",')],
    ['characters outside base64url', 'name', '!!!!'],
    ['base64 with padding', 'name', `${b64({ s: 'name', v: 'a', id: ID })}=`],
    ['base64url with a character Node would skip', 'name', `${b64({ s: 'name', v: 'a', id: ID }).slice(0, 8)}.${b64({ s: 'name', v: 'a', id: ID }).slice(8)}`],
    ['a stray trailing character', 'name', `${b64({ s: 'name', v: 'a', id: ID })}A`],
  ];

  it.each(FORGED)('%s -> 400 naming cursor', async (what, sort, cursor) => {
    expectRefused(await withCursor(sort, cursor), what);
  });

  it('never answers a generated cursor with a 500', async () => {
    // Mostly near-valid: the sort's own key and a real id, so the value reaches the query; now and then anything.
    const sometimesMissing = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined, freq: 10 });
    const value = fc.oneof(fc.double(), fc.integer(), fc.string(), fc.constantFrom(-1e308, 1e308, -0, 0, 1e12, 1e12 + 1, 2.1e7), fc.jsonValue());
    const forgedFor = (sort: Sort) =>
      fc.record({
        s: sometimesMissing(fc.oneof({ weight: 6, arbitrary: fc.constant(sort) }, { weight: 1, arbitrary: fc.jsonValue() })),
        v: sometimesMissing(value),
        id: sometimesMissing(fc.oneof({ weight: 4, arbitrary: fc.constant(ID) }, { weight: 1, arbitrary: fc.stringMatching(/^[0-9a-fA-F]{20,26}$/) }, { weight: 1, arbitrary: fc.jsonValue() })),
        extra: fc.option(fc.jsonValue(), { nil: undefined, freq: 2 }),
      });
    const request = fc.constantFrom<Sort>('name', 'price', 'distance').chain((sort) =>
      fc.tuple(
        fc.constant(sort),
        fc.oneof(
          { weight: 6, arbitrary: forgedFor(sort).map((o) => b64(JSON.stringify(o))) },
          { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 200 }) },
          { weight: 1, arbitrary: fc.jsonValue().map((v) => b64(JSON.stringify(v) ?? 'null')) },
        ),
      ),
    );
    await fc.assert(
      fc.asyncProperty(request, async ([sort, text]) => {
        const res = await withCursor(sort, text);
        expect(res.statusCode).not.toBeGreaterThanOrEqual(500);
        if (res.statusCode === 400) expect(res.json().field).toBe('/query/cursor');
        else expect(res.statusCode).toBe(200);
      }),
      { numRuns: 300 },
    );
  });
});

describe('cursors the API hands out', () => {
  it.each(Object.keys(SORTS) as Sort[])('page through every result by %s', async (sort) => {
    const first = await get(SORTS[sort]);
    expect(first.statusCode).toBe(200);
    let page = first.json();
    const seen: string[] = page.results.map((c: { id: string }) => c.id);
    while (page.nextCursor) {
      const next = await withCursor(sort, page.nextCursor);
      expect(next.statusCode).toBe(200);
      page = next.json();
      seen.push(...page.results.map((c: { id: string }) => c.id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(3);
  });
});
