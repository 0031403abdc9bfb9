/**
 * What keeps a file from doing harm: a formula in any cell or list item is
 * refused, a file that is neither CSV nor CMS JSON is refused naming the formats
 * read, a malformed JSON is a clear 400, a duplicate location is left out and
 * said, the caps on new locations hold, and nothing is stored on a refusal. (The CSV writer's side: src/lib/csv.test.ts.)
 */
import { ObjectId } from 'mongodb';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IMPORT_ACCEPTED_FORMATS, IMPORT_MAX_BYTES, IMPORT_MAX_NEW_LOCATIONS, IMPORT_MAX_NEW_LOCATIONS_PER_DAY } from '@directpay/contracts';
import { IMPORTS_COLLECTION } from '#src/repositories/clinic-imports/clinic-imports-repository';
import type { StoredClinic } from '#src/repositories/clinics/stored-clinic';
import { trackWrites } from '../hardening/support/app';
import { buildOwnerTestApp, signIn, type TestApp } from '../owner/helpers';
import { HEADER, importRequest, location, row, threeLocations } from './support';

jest.setTimeout(60_000);
let t: TestApp;
let writes: ReturnType<typeof trackWrites>;
let owner: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await buildOwnerTestApp();
  writes = trackWrites(t.app);
  owner = await signIn(t.app, 'defenses@example.com');
});
afterAll(async () => {
  writes.stop();
  await t.close();
});

describe('the formula check covers every list item', () => {
  beforeEach(() => void writes.take());
  afterEach(() => expect(writes.take()).toEqual([]));

  it.each([
    ['includes', 'Exam|=HYPERLINK("http://evil.example.com","Click")', '='],
    ['excludes', 'Fillings| @SUM(1+1)', '@'],
  ])('a formula after the separator in %s', async (column, value, lead) => {
    const response = await importRequest(t.app, owner, threeLocations({ [column]: value }), { apply: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^Row 3, column ${column}: has a list item or line \\(2\\) starting with '${lead}'`));
  });

  it("a formula among a CMS file's locations", async () => {
    const csv = [
      'location_name,hospital_address,category,website',
      '"Good|=cmd()","1 Main St, Provo, UT 84601|2 Main St, Provo, UT 84601",Dental,https://a.example.com',
      'description,standard_charge|discounted_cash',
      'Exam,100',
      '',
    ].join('\r\n');
    const preview = await importRequest(t.app, owner, csv);
    expect(preview.json().errors).toContainEqual({ row: 2, column: 'location_name', message: expect.stringMatching(/^has a list item or line \(2\) starting with '='/) });
  });
});

describe('a file that is neither CSV nor CMS JSON is refused naming the formats read, and nothing is stored', () => {
  beforeEach(() => void writes.take());
  afterEach(() => expect(writes.take()).toEqual([]));

  const cmsLike = JSON.stringify({ hospital_name: 'West Mercy Hospital', last_updated_on: '2024-07-01', version: '3.0.0' });
  it.each([
    ['JSON without CMS keys, named .json', Buffer.from(cmsLike), 'prices.json', 'application/json', /^The file is JSON but not a CMS price file \(a top-level object with hospital_name, last_updated_on, standard_charge_information\), which the import does not read\./],
    ['a JSON list sent as a .csv', Buffer.from(`\uFEFF\n  [${cmsLike}]`), 'prices.csv', 'text/csv', /^The file is JSON but not a CMS price file/],
    ['an XLSX workbook', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 1)]), 'locations.xlsx', 'application/octet-stream', /^The file is a workbook or zip archive/],
    ['a PDF', Buffer.from('%PDF-1.7\n%\xE2\xE3\n1 0 obj\n'), 'locations.pdf', 'application/pdf', /^The file is a PDF, which/],
    ['random bytes', Buffer.from([0x13, 0x00, 0x9f, 0xff, 0x42, 0x80, 0x00, 0x01]), 'locations.bin', 'application/octet-stream', /^The file is not text: line 1 holds a NUL character\./],
  ])('%s', async (_what, bytes, filename, contentType, message) => {
    for (const apply of [false, true]) {
      const response = await importRequest(t.app, owner, bytes, { apply, filename, contentType });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ field: '/body/file', message: expect.stringMatching(message) });
      expect(response.json().message).toContain(IMPORT_ACCEPTED_FORMATS);
    }
  });
});

describe('a CMS JSON file is read as JSON, whatever its name and type', () => {
  const example = readFileSync(path.join(__dirname, 'fixtures', 'cms-v3-json-example.json'), 'utf8');

  it('sent as locations.csv with text/csv, it previews as CMS JSON', async () => {
    const response = await importRequest(t.app, owner, example, { filename: 'locations.csv', contentType: 'text/csv' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ format: 'cms', created: 2, errors: [], categoryNeeded: true });
  });

  it.each([
    ['cut short', example.slice(0, 2000), /^The JSON file is not valid JSON: /],
    ['with a __proto__ key', example.replace('"version": "3.0.0",', '"version": "3.0.0", "__proto__": {"x": 1},'), /^The JSON file has a "__proto__" key, which is not allowed\.$/],
    ['with items that are not a list', example.replace('"standard_charge_information": [', '"standard_charge_information": {"x": [').replace(/\]\s*,\s*"modifier_information"/, ']}, "modifier_information"'), /^The JSON file's \/standard_charge_information must be a list of objects\.$/],
    ['with a cash price as text', example.replace('"discounted_cash": 1080', '"discounted_cash": "1,080"'), /^The JSON file's \/standard_charge_information\/0\/standard_charges\/0\/discounted_cash must be a number\.$/],
  ])('%s: a 400 naming the problem, nothing stored', async (_what, text, message) => {
    writes.take();
    for (const apply of [false, true]) {
      const response = await importRequest(t.app, owner, text, { apply, filename: 'prices.json', contentType: 'application/json', category: 'Medical scans' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: '/body/file', message: expect.stringMatching(message) });
    }
    expect(writes.take()).toEqual([]);
  });

  it('a JSON file over the upload limit is refused like a CSV', async () => {
    const padded = example.replace('"version": "3.0.0",', `"version": "3.0.0", "padding": "${'x'.repeat(IMPORT_MAX_BYTES)}",`);
    const response = await importRequest(t.app, owner, padded, { filename: 'prices.json', contentType: 'application/json' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ field: '/body/file', message: 'The file is larger than 10 MB; split it into smaller files.' });
  });

  it('a value CMS does not allow is a row error at its JSON pointer', async () => {
    const bad = example.replace('"setting": "outpatient",\n          "minimum": 250', '"setting": "clinic",\n          "minimum": 250');
    expect((await importRequest(t.app, owner, bad, { filename: 'prices.json' })).json().errors).toEqual([
      { row: 1, column: '/standard_charge_information/0/standard_charges/0/setting', message: 'must be one of inpatient, outpatient, both' },
    ]);
  });
});

describe('a location with the same name and address as another is a duplicate: left out, said in the notices, the rest imported', () => {
  it("within the file and against the account's locations, in the dry run and the apply", async () => {
    const chain = await signIn(t.app, 'duplicates@example.com');
    const first = [HEADER, row(location('slc-1', 'Smiles Salt Lake', { city: 'Salt Lake City', zip: '84101' })), ''].join('\r\n');
    expect((await importRequest(t.app, chain, first, { apply: true })).json()).toMatchObject({ created: 1, errors: [] });

    const csv = [
      HEADER,
      // The stored one under a new id, written another way.
      row(location('slc-2', 'SMILES  salt-lake', { street: '1 Main St.', city: 'Salt Lake City', zip: '84101-1234', price: '99' })),
      row(location('provo-1', 'Smiles Provo')),
      row(location('provo-2', 'Smiles Provo')),
      // Same name, another address: not a duplicate.
      row(location('orem-1', 'Smiles Provo', { street: '9 Center St', city: 'Orem', zip: '84057' })),
      '',
    ].join('\r\n');
    const duplicates = [
      { row: 2, column: 'name', message: 'is a duplicate, so it is not imported: the same name and address as your location Smiles Salt Lake; give it external_id slc-1 to update that location' },
      { row: 4, column: 'name', message: 'is a duplicate, so it is not imported: the same name and address as external_id provo-1 on row 3 of this file' },
    ];
    const preview = await importRequest(t.app, chain, csv);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ errors: [], notices: duplicates, created: 2 });
    expect(preview.json().locations.map((l: { externalId: string }) => l.externalId)).toEqual(['provo-1', 'orem-1']);
    const applied = await importRequest(t.app, chain, csv, { apply: true });
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ created: 2, notices: duplicates });
    const clinics = (await t.app.mongo.db.collection<StoredClinic>('clinics').find({ accountId: new ObjectId(chain.accountId) }).toArray()).map((c) => [c.externalId, c.services[0]?.price ?? c.otherServices[0]?.price]);
    expect(clinics.sort()).toEqual([['orem-1', '120'], ['provo-1', '120'], ['slc-1', '120']]);
  });
});

describe('a bulk import cannot flood the directory', () => {
  const locations = (n: number, prefix: string) =>
    [HEADER, ...Array.from({ length: n }, (_, i) => row(location(`${prefix}-${i}`, `${prefix} Smiles ${i}`))), ''].join('\r\n');

  it(`one import adds at most ${IMPORT_MAX_NEW_LOCATIONS} new locations`, async () => {
    const chain = await signIn(t.app, 'big-file@example.com');
    writes.take();
    for (const apply of [false, true]) {
      const response = await importRequest(t.app, chain, locations(IMPORT_MAX_NEW_LOCATIONS + 1, 'big'), { apply });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        field: '/body/file',
        message: `The file would add ${IMPORT_MAX_NEW_LOCATIONS + 1} new locations; one import adds at most ${IMPORT_MAX_NEW_LOCATIONS}. Split it into smaller files. Nothing was imported.`,
      });
    }
    expect(writes.take()).toEqual([]);
  });

  it(`an account adds at most ${IMPORT_MAX_NEW_LOCATIONS_PER_DAY} in 24 hours, counted over the stored imports (another process's included)`, async () => {
    const chain = await signIn(t.app, 'daily-cap@example.com');
    const imports = t.app.mongo.db.collection(IMPORTS_COLLECTION);
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    // Earlier imports of this account as stored, one of them a day old and no longer counted, one undone.
    const record = (startedAt: Date, count: number, state = 'applied') => ({ accountId: new ObjectId(chain.accountId), state, startedAt, created: Array.from({ length: count }, () => new ObjectId()), replaced: [] });
    await imports.insertMany([
      record(hourAgo, IMPORT_MAX_NEW_LOCATIONS_PER_DAY - 2),
      record(new Date(Date.now() - 25 * 60 * 60 * 1000), 100),
      record(hourAgo, 100, 'undone'),
    ]);
    writes.take();
    for (const apply of [false, true]) {
      const response = await importRequest(t.app, chain, locations(3, 'day'), { apply });
      expect(response.statusCode).toBe(429);
      expect(response.json()).toMatchObject({
        field: '/body/file',
        message: `An account adds at most ${IMPORT_MAX_NEW_LOCATIONS_PER_DAY} new locations by import in 24 hours: ${IMPORT_MAX_NEW_LOCATIONS_PER_DAY - 2} were added in the last 24 hours, and this file would add 3. Nothing was imported; import the rest later.`,
      });
      // Until the hour-old import is a day old.
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(22 * 3600);
      expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(23 * 3600);
    }
    expect(writes.take()).toEqual([]);
    const two = await importRequest(t.app, chain, locations(2, 'day'), { apply: true });
    expect(two.json()).toMatchObject({ created: 2, errors: [] });
    // Another process that checked before these two were recorded: its apply counts again once recorded, and is refused.
    const clinics = t.app.mongo.db.collection<StoredClinic>('clinics');
    const stored = (await clinics.findOne({ externalId: 'day-0' }))!;
    const { accountId } = stored;
    const { _id: _i, accountId: _a, createdAt: _c, updatedAt: _u, revision: _r, search: _s, demo: _d, pricesConfirmedAt: _p, priceReminderAt: _pr, ...fields } = stored;
    const late = t.app.clinicImports.apply(accountId, { creates: [{ id: new ObjectId(), fields: { ...fields, externalId: 'late' } }], updates: [] }, new Date());
    await expect(late).rejects.toMatchObject({ statusCode: 429 });
    expect(await clinics.countDocuments({ accountId })).toBe(2);
    expect(await imports.countDocuments({ accountId, state: 'applying' })).toBe(0);
    // Updating what is stored adds nothing: not capped.
    const changed = locations(2, 'day').replace(/,120,/g, ',110,');
    expect((await importRequest(t.app, chain, changed, { apply: true })).json()).toMatchObject({ created: 0, updated: 2 });
  });
});
