/**
 * Each clinic's price files, as a re-user fetches them: the JSON valid against
 * CMS's published V3.0.0 schema, the CSV's header rows those of CMS's tall
 * template, the owner's words and codes and nothing else, formulas neutralized,
 * conditional GETs, and 404/400 for clinics that are not there.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'csv-parse/sync';
import type { PriceFilesResponse } from '@directpay/contracts';
import { seedDemo } from '#src/demo/seed-demo';
import { buildOwnerTestApp, multipart, signIn, validClinic, type TestApp } from '../owner/helpers';

jest.setTimeout(120_000);

const FIXTURES = path.join(__dirname, 'cms-hpt');
const schema = JSON.parse(readFileSync(path.join(FIXTURES, 'V3.0.0_Hospital_price_transparency_schema.json'), 'utf8'));
const template = parse(readFileSync(path.join(FIXTURES, 'V3.0.0_Tall_CSV_Format_Template.csv')), { relax_column_count: true }) as string[][];
// The schema says draft-07: Ajv's default class; its "date" format comes from ajv-formats.
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validateCms = ajv.compile(schema);

let t: TestApp;
let owner: Awaited<ReturnType<typeof signIn>>;

const save = async (method: 'POST' | 'PUT', url: string, payload: unknown) => {
  const body = multipart([['jsonPayload', JSON.stringify(payload)]]);
  const res = await t.app.inject({ method, url, headers: { ...owner.headers, ...body.headers }, payload: body.payload });
  expect(res.statusCode).toBeLessThan(300);
  return res.json().result as { id: string };
};
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const files = (id: string) => `/open-data/clinics/${id}/standard-charges`;

/** A clinic whose owner typed what a spreadsheet would run, coded and uncoded services, a bundle and a free one. */
const TRICKY = validClinic({
  detail: { ...validClinic().detail, name: '=HYPERLINK("http://evil.example","Smiles")' },
  services: [
    { description: 'Exam, x-ray & cleaning', price: '120', code: 'D1110', codeSystem: 'CDT', includes: ['Exam', '+Bitewing x-rays'], excludes: ['Fluoride'] },
    { description: '-2+3 whitening', price: '99.50' },
    { description: '@SUM(A1:A9) night guard', price: '350' },
    { description: 'Free consult', price: '0' },
    { description: 'Not priced yet', price: '' },
  ],
  otherServices: [{ description: 'Office visit', price: '60', code: '99213', codeSystem: 'CPT' }],
});

let tricky = '';
let noState = '';
let onlyFree = '';

beforeAll(async () => {
  t = await buildOwnerTestApp();
  await seedDemo({ clinics: t.app.clinics, images: t.app.images }, { clinics: 40, images: false });
  owner = await signIn(t.app, 'price-files@example.com');
  tricky = (await save('POST', '/account/clinics', TRICKY)).id;
  noState = (await save('POST', '/account/clinics', validClinic({ address: { ...validClinic().address, state: 'Ontario' } }))).id;
  onlyFree = (await save('POST', '/account/clinics', validClinic({ services: [{ description: 'Free consult', price: '0' }] }))).id;
});
afterAll(() => t.close());

/** Every page of the list, as cms-hpt.txt is written from it. */
async function allListed(limit: number): Promise<PriceFilesResponse['results']> {
  const out: PriceFilesResponse['results'] = [];
  let after = '';
  for (let pages = 0; pages < 100; pages++) {
    const res = await get(`/open-data/price-files?limit=${limit}${after ? `&after=${after}` : ''}`);
    expect(res.statusCode).toBe(200);
    const page = res.json() as PriceFilesResponse;
    out.push(...page.results);
    if (!page.next) return out;
    after = page.next;
  }
  throw new Error('the list never ended');
}

describe('the list of price files', () => {
  it('lists every clinic with a price file once, in pages, with absolute URLs and a contact', async () => {
    const listed = await allListed(7);
    const ids = listed.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining([tricky]));
    expect(ids).not.toContain(noState);
    expect(ids).not.toContain(onlyFree);
    expect(listed.length).toBeGreaterThan(30);
    expect(listed.find((e) => e.id === tricky)).toEqual({ id: tricky, name: TRICKY.detail.name, json: `http://api.test${files(tricky)}.json`, csv: `http://api.test${files(tricky)}.csv`, wideCsv: `http://api.test${files(tricky)}-wide.csv` });
    expect((await allListed(5000)).map((e) => e.id)).toEqual(ids);
    expect((await get('/open-data/price-files')).json().contact).toEqual({ name: 'DirectPay Clinics', email: 'hello@directpay.local' });
  });
});

describe('a clinic’s JSON price file', () => {
  it('is valid against CMS’s V3.0.0 schema for every listed clinic', async () => {
    for (const { id } of await allListed(5000)) {
      const res = await get(`${files(id)}.json`);
      expect(res.statusCode).toBe(200);
      const valid = validateCms(res.json());
      expect({ id, errors: valid ? [] : ajv.errorsText(validateCms.errors) }).toEqual({ id, errors: [] });
    }
  });

  it('states the owner’s words and codes only: LOCAL codes for the rest, bundles and dates as notes, no free or unpriced service', async () => {
    const file = (await get(`${files(tricky)}.json`)).json();
    expect(file).toMatchObject({ hospital_name: TRICKY.detail.name, version: '3.0.0', license_information: { state: 'UT' }, attestation: { confirm_attestation: false } });
    expect(file.hospital_address).toEqual(['1 Main St, Provo, UT 84601']);
    const items = file.standard_charge_information as { description: string; code_information: { code: string; type: string }[]; standard_charges: Record<string, unknown>[] }[];
    expect(items.map((i) => i.description)).toEqual(['Exam, x-ray & cleaning', '-2+3 whitening', '@SUM(A1:A9) night guard', 'Office visit']);
    expect(items[0].code_information).toEqual([{ code: 'D1110', type: 'CDT' }]);
    expect(items[3].code_information).toEqual([{ code: '99213', type: 'CPT' }]);
    expect(items[1].code_information[0]).toEqual({ code: expect.stringMatching(/^DPC-[0-9a-f]{8}$/), type: 'LOCAL' });
    expect(items[0].standard_charges[0]).toEqual({
      setting: 'outpatient',
      discounted_cash: 120,
      additional_generic_notes: expect.stringMatching(/^Includes: Exam; \+Bitewing x-rays\. Excludes: Fluoride\. Price confirmed by the clinic on \d{4}-\d{2}-\d{2}\.$/),
    });
    expect(items[1].standard_charges[0].discounted_cash).toBe(99.5);
  });
});

describe('a clinic’s CSV price file', () => {
  const rowsOf = async (id: string) => {
    const res = await get(`${files(id)}.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(new RegExp(`attachment; filename="${id}(-\\d{10})?_[a-z0-9-]+_standardcharges\\.csv"`));
    return parse(res.body) as string[][];
  };

  it('has the tall template’s header rows, its state placeholder and code index filled in, for every listed clinic', async () => {
    for (const { id } of await allListed(5000)) {
      const rows = await rowsOf(id);
      const state = rows[0][5].split('|')[1];
      expect(rows[0]).toEqual(template[0].map((cell) => cell.replace('[state]', state)));
      expect(rows[2]).toEqual(template[2].map((cell) => cell.replace('[i]', '1')));
      expect(rows[1][template[0].indexOf('version')]).toBe(template[1][2]);
      expect(rows.every((row) => row.length === template[2].length)).toBe(true);
    }
  });

  it('neutralizes every cell a spreadsheet would run, and keeps the prices numbers', async () => {
    const rows = await rowsOf(tricky);
    expect(rows[1][0]).toBe(`'${TRICKY.detail.name}`);
    expect(rows[1][7]).toBe('false');
    const items = rows.slice(3);
    expect(items.map((row) => row[0])).toEqual(['Exam, x-ray & cleaning', "'-2+3 whitening", "'@SUM(A1:A9) night guard", 'Office visit']);
    expect(items.map((row) => row[8])).toEqual(['120', '99.5', '350', '60']);
    expect(items.map((row) => [row[1], row[2], row[4]])[0]).toEqual(['D1110', 'CDT', 'outpatient']);
  });
});

describe('conditional GETs and bad input', () => {
  it('answers 304 to If-None-Match and If-Modified-Since, and a new ETag after the owner saves', async () => {
    for (const kind of ['json', 'csv']) {
      const first = await get(`${files(tricky)}.${kind}`);
      const etag = String(first.headers.etag);
      expect(first.headers['last-modified']).toBeDefined();
      expect((await get(`${files(tricky)}.${kind}`, { 'if-none-match': etag })).statusCode).toBe(304);
      expect((await get(`${files(tricky)}.${kind}`, { 'if-none-match': `"other", ${etag}` })).statusCode).toBe(304);
      expect((await get(`${files(tricky)}.${kind}`, { 'if-modified-since': String(first.headers['last-modified']) })).statusCode).toBe(304);
      expect((await get(`${files(tricky)}.${kind}`, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    }
    const before = String((await get(`${files(tricky)}.json`)).headers.etag);
    await save('PUT', `/account/clinics/${tricky}`, { ...TRICKY, id: tricky, services: [...TRICKY.services, { description: 'Sealant', price: '45' }] });
    const after = await get(`${files(tricky)}.json`, { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    expect(after.json().standard_charge_information.map((i: { description: string }) => i.description)).toContain('Sealant');
  });

  it('answers 404 for a clinic without a file, an unknown or deleted clinic, and 400 for a malformed id; never a 500', async () => {
    const gone = (await save('POST', '/account/clinics', validClinic())).id;
    expect((await get(`${files(gone)}.json`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/account/clinics/${gone}`, headers: owner.headers })).statusCode).toBeLessThan(300);
    for (const kind of ['json', 'csv']) {
      for (const id of [gone, 'f'.repeat(24), noState, onlyFree]) {
        const res = await get(`${files(id)}.${kind}`);
        expect({ id, status: res.statusCode }).toEqual({ id, status: 404 });
        expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
        // A clinic may add a price any time: no cache keeps the 404.
        expect(res.headers['cache-control']).toBeUndefined();
      }
      for (const id of ['nope', '%7B%22%24ne%22%3A1%7D', '%2e%2e%2fclinics', 'a'.repeat(25), '%00'.repeat(12)]) {
        const res = await get(`${files(id)}.${kind}`);
        expect({ id, status: res.statusCode }).toEqual({ id, status: 400 });
        expect(res.json().field).toBe('/params/id');
      }
    }
    expect((await get(`/open-data/price-files?after=${'g'.repeat(24)}`)).statusCode).toBe(400);
    expect((await get('/open-data/price-files?limit=5001')).json().field).toBe('/query/limit');
  });
});
