/**
 * The open export as a re-user downloads it: every public clinic with its
 * services, codes, prices, bundles and confirmation dates, in gzip CSV and
 * NDJSON; formulas neutralized; ETag and Last-Modified with 304s; made again at
 * most hourly, once however many requests ask. (Constant memory at 100,000
 * clinics is api/bench/export.ts's to show; two processes, two-processes.test.ts's.)
 */
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { GridFSBucket } from 'mongodb';
import { Value } from '@sinclair/typebox/value';
import { OpenDataClinic, useFieldFormats } from '@directpay/contracts';
import { seedDemo } from '#src/demo/seed-demo';
import { CSV_HEADERS } from '#src/open-data/export-rows';
import { EXPORT_MAX_AGE_MS, EXPORTS_BUCKET, type ExportName } from '#src/repositories/open-data/exports-repository';
import { buildOwnerTestApp, multipart, signIn, validClinic, type TestApp } from '../owner/helpers';

jest.setTimeout(120_000);
useFieldFormats();

let t: TestApp;
let owner: Awaited<ReturnType<typeof signIn>>;
let formulas = '';
let unpriced = '';
let members = '';

const save = async (method: 'POST' | 'PUT', url: string, payload: unknown) => {
  const body = multipart([['jsonPayload', JSON.stringify(payload)]]);
  const res = await t.app.inject({ method, url, headers: { ...owner.headers, ...body.headers }, payload: body.payload });
  expect(res.statusCode).toBeLessThan(300);
  return res.json().result as { id: string };
};
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const FORMULAS = validClinic({
  detail: { ...validClinic().detail, name: '@Evil Clinic', website: 'https://evil.example.com', phoneNumber: '+1 801 555 0100' },
  address: { ...validClinic().address, streetAddress: '=cmd|" /C calc"!A0', suiteUnit: '-1+1' },
  services: [{ description: '+Whitening', price: '150', includes: ['=2+5', 'Tray'], excludes: ['@Touch-ups'], allInclusive: true }],
});

async function download(name: ExportName, headers: Record<string, string> = {}) {
  const res = await get(`/open-data/${name}`, headers);
  return { res, text: res.statusCode === 200 ? gunzipSync(res.rawPayload).toString('utf8') : '' };
}
const csvRows = (text: string) => parse(text, { columns: true }) as Record<(typeof CSV_HEADERS)[number], string>[];
const ndjson = (text: string) => text.trimEnd().split('\n').map((line) => JSON.parse(line) as OpenDataClinic);
const files = async () => t.app.mongo.db.collection(`${EXPORTS_BUCKET}.files`).countDocuments();

/** An hour (or `hours`) from now, when the copy made now is due again. */
const hoursOn = (hours: number) => new Date(Date.now() + hours * EXPORT_MAX_AGE_MS + 1000);

/** Waits until the regeneration started at `at` has written its state. */
async function settled(name: ExportName, at: Date) {
  for (let i = 0; i < 400; i++) {
    const state = await t.app.mongo.db.collection('open_data_exports').findOne({ _id: name as never });
    if (!state?.claimBy && state?.checkedAt?.getTime() === at.getTime()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the regeneration did not finish');
}

beforeAll(async () => {
  t = await buildOwnerTestApp({ SITE_ORIGINS: 'https://directpay.example.com' });
  await seedDemo({ clinics: t.app.clinics, images: t.app.images }, { clinics: 60, images: false });
  owner = await signIn(t.app, 'export@example.com');
  formulas = (await save('POST', '/account/clinics', FORMULAS)).id;
  unpriced = (await save('POST', '/account/clinics', validClinic({ detail: { ...validClinic().detail, name: 'No Prices Yet' }, services: [{ description: 'Exam', price: '' }] }))).id;
  members = (await save('POST', '/account/clinics', validClinic({ services: [{ description: 'Family annual membership', price: '700' }, { description: 'Crown, membership price', price: '800' }] }))).id;
});
afterAll(() => t.close());

describe('clinics.csv.gz', () => {
  it('holds every clinic: a row per priced service with its code, bundle and date, one row for a clinic without prices', async () => {
    const { res, text } = await download('clinics.csv.gz');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="clinics.csv.gz"');
    expect(res.headers.link).toBe('<https://creativecommons.org/licenses/by/4.0/>; rel="license"');
    expect(text.split('\r\n')[0]).toBe(CSV_HEADERS.join(','));
    const rows = csvRows(text);
    const docs = await t.app.clinics.collection.find({}).toArray();
    expect(new Set(rows.map((r) => r.clinic_id))).toEqual(new Set(docs.map((d) => d._id.toHexString())));
    for (const doc of docs.slice(0, 20)) {
      const id = doc._id.toHexString();
      const priced = [...doc.services, ...doc.otherServices].filter((s) => s.price.trim());
      const mine = rows.filter((r) => r.clinic_id === id);
      expect(mine).toHaveLength(Math.max(priced.length, 1));
      priced.forEach((service, i) => {
        expect(mine[i]).toMatchObject({
          service: service.description,
          price: service.price,
          code: service.code ?? '',
          code_system: service.codeSystem ?? '',
          includes: (service.includes ?? []).join('; '),
          excludes: (service.excludes ?? []).join('; '),
          price_confirmed_at: service.confirmedAt?.toISOString() ?? '',
          profile_url: `https://directpay.example.com/clinic/${id}`,
        });
      });
    }
    expect(rows.filter((r) => r.clinic_id === unpriced)).toEqual([expect.objectContaining({ clinic_name: 'No Prices Yet', service: '', price: '' })]);
    expect(rows.some((r) => r.code_system === 'CDT' && r.includes && r.price_confirmed_at)).toBe(true);
  });

  it('neutralizes every cell a spreadsheet would run, and leaves negative coordinates numbers', async () => {
    const row = csvRows((await download('clinics.csv.gz')).text).find((r) => r.clinic_id === formulas)!;
    expect(row).toMatchObject({
      clinic_name: "'@Evil Clinic",
      street_address: `'=cmd|" /C calc"!A0`,
      suite_unit: "'-1+1",
      phone: "'+1 801 555 0100",
      service: "'+Whitening",
      includes: "'=2+5; Tray",
      excludes: "'@Touch-ups",
      all_inclusive: 'true',
      longitude: '-111.66',
    });
  });
});

describe('clinics.ndjson.gz', () => {
  it('holds a line per clinic in the published shape, with the profile’s services, codes, bundles and dates', async () => {
    const { res, text } = await download('clinics.ndjson.gz');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="clinics.ndjson.gz"');
    const lines = ndjson(text);
    expect(lines.map((l) => l.id).sort()).toEqual((await t.app.clinics.collection.find({}).toArray()).map((d) => d._id.toHexString()).sort());
    for (const line of lines) expect([...Value.Errors(OpenDataClinic, line)].map((e) => `${line.id} ${e.path} ${e.message}`)).toEqual([]);
    for (const line of lines.slice(0, 15)) {
      const profile = (await get(`/clinics/${line.id}`)).json().result;
      const shown = [...profile.services, ...profile.otherServices].filter((s: { price: string }) => s.price.trim());
      expect(line.services.map(({ list: _list, membership: _membership, ...s }) => s)).toEqual(shown.map(({ differentPriceReported: _r, ...s }: { differentPriceReported?: boolean }) => s));
      expect(line.pricesConfirmedAt).toBe(profile.pricesConfirmedAt);
    }
    expect(lines.find((l) => l.id === formulas)?.services[0]).toMatchObject({ description: '+Whitening', includes: ['=2+5', 'Tray'], allInclusive: true });
  });
});

describe('memberships', () => {
  it('are marked in both files: a membership fee is not a service’s price', async () => {
    const rows = csvRows((await download('clinics.csv.gz')).text).filter((r) => r.clinic_id === members);
    expect(rows.map((r) => [r.service, r.is_membership])).toEqual([['Family annual membership', 'true'], ['Crown, membership price', 'false']]);
    const line = ndjson((await download('clinics.ndjson.gz')).text).find((l) => l.id === members);
    expect(line?.services.map((s) => [s.description, s.membership])).toEqual([['Family annual membership', true], ['Crown, membership price', false]]);
  });
});

describe('caching and regeneration', () => {
  it('answers 304 to If-None-Match and If-Modified-Since', async () => {
    for (const name of ['clinics.csv.gz', 'clinics.ndjson.gz'] as const) {
      const { res } = await download(name);
      const etag = String(res.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect((await download(name, { 'if-none-match': etag })).res.statusCode).toBe(304);
      expect((await download(name, { 'if-modified-since': String(res.headers['last-modified']) })).res.statusCode).toBe(304);
      expect((await download(name, { 'if-none-match': '"older"' })).res.statusCode).toBe(200);
    }
  });

  it('is made again only after an hour, once for any number of requests, keeping its dates when nothing changed', async () => {
    const name = 'clinics.ndjson.gz';
    const first = (await download(name)).res;
    const filesBefore = await files();
    // A change within the hour waits for the next copy.
    await save('PUT', `/account/clinics/${unpriced}`, { ...validClinic(), id: unpriced, detail: { ...validClinic().detail, name: 'Prices At Last' } });
    const soon = await download(name);
    expect(soon.res.headers.etag).toBe(first.headers.etag);
    expect(ndjson(soon.text).find((l) => l.id === unpriced)?.name).toBe('No Prices Yet');
    // An hour on, many requests at once: the previous copy is answered while one new copy is made.
    const later = hoursOn(1);
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.app.openDataExports.current(name, later)));
    expect(new Set(answers.map((a) => a?.etag))).toEqual(new Set([first.headers.etag]));
    await settled(name, later);
    const fresh = await download(name);
    expect(fresh.res.headers.etag).not.toBe(first.headers.etag);
    expect(ndjson(fresh.text).find((l) => l.id === unpriced)?.name).toBe('Prices At Last');
    // The new copy and the one it replaced (a download may still read it); no other.
    expect(await files()).toBe(filesBefore + 1);
    // Nothing changed: the same bytes keep their ETag and Last-Modified.
    const twoHoursOn = hoursOn(2);
    await t.app.openDataExports.current(name, twoHoursOn);
    await settled(name, twoHoursOn);
    const same = (await download(name)).res;
    expect([same.headers.etag, same.headers['last-modified']]).toEqual([fresh.res.headers.etag, fresh.res.headers['last-modified']]);
    expect(await files()).toBe(filesBefore + 1);
  });

  it('has no extra copy left once a run that made the same bytes says it is done, however slow the store deletes', async () => {
    const name = 'clinics.csv.gz';
    const copies = () => t.app.mongo.db.collection(`${EXPORTS_BUCKET}.files`).countDocuments({ 'metadata.name': name });
    // A run brings the copy up to date; its sweep then leaves the copy and the one it replaced.
    const upToDate = hoursOn(3);
    await t.app.openDataExports.current(name, upToDate);
    await settled(name, upToDate);
    for (let i = 0; i < 200 && (await copies()) > 2; i++) await new Promise((resolve) => setTimeout(resolve, 25));
    const copiesBefore = await copies();
    // A loaded store: each file deletion takes a moment.
    const slowDelete = GridFSBucket.prototype.delete;
    const spy = jest.spyOn(GridFSBucket.prototype, 'delete').mockImplementation(async function (this: GridFSBucket, id, options) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return slowDelete.call(this, id, options);
    });
    try {
      // Nothing changed since: the same bytes again.
      const later = hoursOn(4);
      await t.app.openDataExports.current(name, later);
      await settled(name, later);
      expect(await copies()).toBe(copiesBefore);
    } finally {
      spy.mockRestore();
    }
  });
});
