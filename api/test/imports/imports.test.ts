/**
 * The location import through the real app and engine: the dry run lists what
 * would change and every bad row, applying stores all of a file or nothing,
 * and the same file again changes nothing.
 */
import { ObjectId } from 'mongodb';
import { IMPORT_TEMPLATE_CSV, type OwnerClinic } from '@directpay/contracts';
import type { StoredClinic } from '#src/repositories/clinics/stored-clinic';
import { trackWrites } from '../hardening/support/app';
import { buildOwnerTestApp, signIn, validClinic, multipart, type TestApp } from '../owner/helpers';
import { HEADER, importRequest, location, row, threeLocations } from './support';

jest.setTimeout(60_000);
let t: TestApp;
let writes: ReturnType<typeof trackWrites>;
beforeAll(async () => {
  t = await buildOwnerTestApp();
  writes = trackWrites(t.app);
});
afterAll(async () => {
  writes.stop();
  await t.close();
});

const names = async (owner: Awaited<ReturnType<typeof signIn>>) =>
  ((await t.app.inject({ url: '/account/clinics', headers: owner.headers })).json().results as { detail: { name: string } }[]).map((c) => c.detail.name).sort();

describe('the downloadable template', () => {
  it('is a dry run of two new locations without an error, and storing nothing', async () => {
    const owner = await signIn(t.app, 'template@example.com');
    writes.take();
    const response = await importRequest(t.app, owner, IMPORT_TEMPLATE_CSV);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      format: 'directpay',
      rows: 4,
      created: 2,
      updated: 0,
      unchanged: 0,
      locations: [
        { externalId: 'provo-main', name: 'Bright Smiles Provo', action: 'create', row: 2, services: 2 },
        { externalId: 'orem-center', name: 'Bright Smiles Orem', action: 'create', row: 4, services: 1 },
      ],
      errors: [],
      notices: [],
      categoryNeeded: false,
    });
    expect(writes.take()).toEqual([]);
  });

  it('applied, lists both locations as the wizard would save them; the same file again changes nothing', async () => {
    const owner = await signIn(t.app, 'apply@example.com');
    const applied = await importRequest(t.app, owner, IMPORT_TEMPLATE_CSV, { apply: true });
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ created: 2, updated: 0, unchanged: 0, errors: [] });
    const clinics = (await t.app.inject({ url: '/account/clinics', headers: owner.headers })).json().results as OwnerClinic[];
    const provo = clinics.find((c) => c.detail.name === 'Bright Smiles Provo')!;
    expect(applied.json().locations[0].id).toBe(provo.id);
    expect(provo.categoryId).toBe(1);
    expect(provo.detail).toMatchObject({ website: 'https://bright.example.com', phoneNumber: '(801) 555-0100', emailAddress: 'front@bright.example.com' });
    // No coordinates in the file: placed at the ZIP code's centre.
    expect(provo.address).toMatchObject({ streetAddress: '1 Main St', suiteUnit: 'Suite 200', cityTown: 'Provo', state: 'UT', zip: '84601' });
    expect(provo.address.latitude).toBeCloseTo(40.2, 0);
    expect(provo.address.longitude).toBeCloseTo(-111.6, 0);
    // The preset service is a service; the membership too (a Dental preset); the bundle kept.
    expect(provo.services.map((s: { description: string }) => s.description)).toEqual(['Exam, x-ray & cleaning', 'Single annual membership']);
    expect(provo.services[0]).toMatchObject({ price: '120', code: 'D1110', codeSystem: 'CDT', includes: ['Exam', 'X-rays', 'Cleaning'], excludes: ['Fillings'], allInclusive: true });
    const orem = clinics.find((c) => c.detail.name === 'Bright Smiles Orem')!;
    expect(orem.address).toMatchObject({ latitude: 40.2969, longitude: -111.6946 });

    writes.take();
    const again = await importRequest(t.app, owner, IMPORT_TEMPLATE_CSV, { apply: true });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(again.json().locations.map((l: { id: string }) => l.id).sort()).toEqual(clinics.map((c) => c.id).sort());
    expect(writes.take()).toEqual([]);

    // One price changed: that location is updated, in place, and the other left alone.
    const cheaper = IMPORT_TEMPLATE_CSV.replace(',115,D1110', ',110,D1110');
    const preview = (await importRequest(t.app, owner, cheaper)).json();
    expect(preview.locations.map((l: { action: string }) => l.action)).toEqual(['unchanged', 'update']);
    expect((await importRequest(t.app, owner, cheaper, { apply: true })).json()).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    const after = (await t.app.inject({ url: '/account/clinics', headers: owner.headers })).json().results as OwnerClinic[];
    expect(after.find((c) => c.id === orem.id)!.services[0].price).toBe('110');
    expect(after).toHaveLength(2);
  });
});

it("imported prices are dated by the import day (the template has no date), not confirmed by the clinic; an unpriced service has no date", async () => {
  const owner = await signIn(t.app, 'dated@example.com');
  const before = new Date();
  const csv = [HEADER, row(location('provo-1', 'Smiles Provo')), row({ external_id: 'provo-1', service: 'Whitening', price: '' }), ''].join('\r\n');
  expect((await importRequest(t.app, owner, csv, { apply: true })).statusCode).toBe(200);
  const [clinic] = await t.app.mongo.db.collection<StoredClinic>('clinics').find({ accountId: new ObjectId(owner.accountId) }).toArray();
  const [priced, unpriced] = [...clinic.services, ...clinic.otherServices];
  expect(priced.description).toBe('Exam, x-ray & cleaning');
  expect(priced.priceFileDate!.getTime()).toBeGreaterThanOrEqual(before.getTime());
  expect(priced.priceFileDate!.getTime()).toBeLessThanOrEqual(Date.now());
  expect(priced).not.toHaveProperty('confirmedAt');
  expect(priced).not.toHaveProperty('source');
  expect(unpriced).toEqual({ description: 'Whitening', price: '' });
  expect(clinic.pricesConfirmedAt).toEqual(priced.priceFileDate);
  expect(clinic).not.toHaveProperty('priceFile');
});

it('keeps what a location has that the file has no column for, and the wizard save keeps the external id', async () => {
  const owner = await signIn(t.app, 'keeps@example.com');
  await importRequest(t.app, owner, threeLocations(), { apply: true });
  const [clinic] = ((await t.app.inject({ url: '/account/clinics', headers: owner.headers })).json().results as OwnerClinic[]).filter((c) => c.detail.name === 'Smiles Provo');
  // The owner adds a description and insurances in the wizard.
  const payload = { ...validClinic(), ...clinic, id: clinic.id, detail: { ...clinic.detail, description: 'Our own words.' }, insurances: [{ name: 'Cash' }] };
  const { doctors: _d, pricesConfirmedAt: _p, ...input } = payload;
  const body = multipart([['jsonPayload', JSON.stringify(input)]]);
  expect((await t.app.inject({ method: 'PUT', url: `/account/clinics/${clinic.id}`, headers: { ...owner.headers, ...body.headers }, payload: body.payload })).statusCode).toBe(200);
  // Unchanged by the file: the same file is still a no-op, and a new price keeps the wizard's words.
  expect((await importRequest(t.app, owner, threeLocations())).json()).toMatchObject({ unchanged: 3 });
  expect((await importRequest(t.app, owner, threeLocations({ price: '99' }), { apply: true })).json()).toMatchObject({ updated: 1, unchanged: 2 });
  const updated = (await t.app.inject({ url: '/account/clinics', headers: owner.headers })).json().results.find((c: { id: string }) => c.id === clinic.id);
  expect(updated.detail.description).toBe('Our own words.');
  expect(updated.insurances).toEqual([{ name: 'Cash' }]);
  expect(updated.services[0].price).toBe('99');
});

it("matches external ids within the account only: another owner's same file creates their own locations", async () => {
  const first = await signIn(t.app, 'first-owner@example.com');
  const second = await signIn(t.app, 'second-owner@example.com');
  await importRequest(t.app, first, threeLocations(), { apply: true });
  const preview = (await importRequest(t.app, second, threeLocations())).json();
  expect(preview).toMatchObject({ created: 3, updated: 0, unchanged: 0 });
  await importRequest(t.app, second, threeLocations({ name: 'Second Provo' }), { apply: true });
  expect(await names(first)).toEqual(['Smiles Orem', 'Smiles Provo', 'Smiles Salt Lake']);
  expect(await names(second)).toEqual(['Second Provo', 'Smiles Orem', 'Smiles Salt Lake']);
});

it('reads a BOM, CRLF and LF line ends, quoted commas, quotes and line breaks, and blank lines (rows counted as a spreadsheet shows them)', async () => {
  const owner = await signIn(t.app, 'shapes@example.com');
  const csv = [
    `\uFEFF${HEADER}`,
    '',
    row(location('a', 'Smiles "Downtown", Provo', { includes: 'Exam|X-rays,\nbitewings', price: '' })),
    ',,,,,,,,,,,,,,,,,,,',
    row(location('a', '', { service: 'Single annual membership', price: '300', category: '', website: '', street: '', city: '', state: '', zip: '' })),
    row(location('b', 'Orem', { price: 'abc' })),
  ].join('\r\n').replace(/\r\n(,,)/, '\n$1');
  const response = await importRequest(t.app, owner, csv);
  expect(response.statusCode).toBe(200);
  expect(response.json().locations[0]).toMatchObject({ externalId: 'a', name: 'Smiles "Downtown", Provo', row: 3, services: 2 });
  // Row 1 the header, 2 blank, 3 the quoted record over two lines, 4 the commas, 5 and 6.
  expect(response.json().errors).toEqual([{ row: 6, column: 'price', message: 'must be a price in dollars such as 120 or 99.50, without $ or thousands separators' }]);
  await importRequest(t.app, owner, csv.replace('abc', '80'), { apply: true });
  const clinic = (await t.app.inject({ url: '/account/clinics', headers: owner.headers })).json().results.find((c: { detail: { name: string } }) => c.detail.name.startsWith('Smiles'));
  expect(clinic.services[0]).toMatchObject({ description: 'Exam, x-ray & cleaning', price: '', includes: ['Exam', 'X-rays,\nbitewings'] });
});

describe('bad input is a 4xx naming the row, column or code, and nothing is stored', () => {
  let owner: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    owner = await signIn(t.app, 'bad-input@example.com');
  });
  beforeEach(() => void writes.take());
  afterEach(() => expect(writes.take()).toEqual([]));

  it('a missing required column', async () => {
    const csv = threeLocations().replace(',zip,', ',postcode,');
    const response = await importRequest(t.app, owner, csv, { apply: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: '/body/file', message: expect.stringContaining('"postcode" is not a column of the template') });
    const missing = await importRequest(t.app, owner, `${HEADER.replace(',service,price,', ',')}\r\nx,y\r\n`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Row 1: the required columns service, price are missing.');
  });

  it('a bad row: listed in the dry run, refused on apply with its row and column', async () => {
    const csv = threeLocations({ website: 'bright example' });
    const preview = await importRequest(t.app, owner, csv);
    expect(preview.json()).toMatchObject({ created: 2, errors: [{ row: 3, column: 'website', message: 'must be a website address, like https://example.com or example.com' }] });
    // The location with a bad row is not offered at all; the others are.
    expect(preview.json().locations.map((l: { externalId: string }) => l.externalId)).toEqual(['slc-1', 'orem-1']);
    const applied = await importRequest(t.app, owner, csv, { apply: true });
    expect(applied.statusCode).toBe(400);
    expect(applied.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Row 3, column website: must be a website address, like https://example.com or example.com. Nothing was imported.',
      field: '/body/file',
    });
  });

  it('a file that is not UTF-8, or is UTF-16', async () => {
    const latin1 = Buffer.from(threeLocations({ name: 'Sonrisas Peña' }), 'latin1');
    const response = await importRequest(t.app, owner, latin1, { apply: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^The file is not UTF-8 text: line 3 has a byte that is not UTF-8/);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(threeLocations(), 'utf16le')]);
    expect((await importRequest(t.app, owner, utf16, { apply: true })).json().message).toBe('The file is UTF-16 text; save it as CSV UTF-8.');
  });

  it.each([
    ['=HYPERLINK("http://evil.example.com","Click")', 'name'],
    ['@SUM(1+1)', 'street'],
    ['+1 801 555 0100', 'phone'],
    ['-2+3', 'suite'],
  ])('a formula cell %s', async (value, column) => {
    const response = await importRequest(t.app, owner, threeLocations({ [column]: value }), { apply: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^Row 3, column ${column}: starts with '\\${value[0]}': a cell starting with =, \\+, - or @ is refused unless it is a plain number`));
  });

  it('a negative plain number is not a formula', async () => {
    const response = await importRequest(t.app, owner, threeLocations({ latitude: '40.25', longitude: '-111.65' }));
    expect(response.json().errors).toEqual([]);
  });

  it.each([
    [{ code: 'D11', code_system: 'CDT' }, 'code', 'must be a CDT code: D and 4 digits'],
    [{ code: 'D1110', code_system: 'CPT' }, 'code_system', 'does not match the code: D1110 is a CDT code'],
    [{ code: '99213', code_system: 'ICD' }, 'code_system', 'must be one of CPT, HCPCS, CDT'],
    [{ code: '99213' }, 'code_system', 'is required with a code: one of CPT, HCPCS, CDT'],
  ])('a billing code %o', async (cells, column, message) => {
    const response = await importRequest(t.app, owner, threeLocations(cells), { apply: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Row 3, column ${column}: ${message}. Nothing was imported.`);
  });

  it('location columns that disagree between rows, and an unknown category or ZIP', async () => {
    const csv = [HEADER, row(location('x', 'One')), row(location('x', 'Two', { service: 'Single annual membership' })), row(location('y', 'Why', { category: 'Massage', zip: '00000' })), ''].join('\n');
    expect((await importRequest(t.app, owner, csv)).json().errors).toEqual([
      { row: 3, column: 'name', message: 'differs from row 2 (One) for external_id x: repeat it or leave it blank' },
      { row: 4, column: 'category', message: expect.stringMatching(/^must be one of Dental, Medical scans/) },
      { row: 4, column: 'zip', message: expect.stringMatching(/^is not a US ZIP code the site knows/) },
    ]);
    const zip = [HEADER, row(location('y', 'Why', { zip: '00000' })), ''].join('\n');
    expect((await importRequest(t.app, owner, zip)).json().errors).toEqual([
      { row: 2, column: 'zip', message: 'is not a US ZIP code the site knows, so it cannot place the location on the map: give latitude and longitude' },
    ]);
  });

  it('a malformed CSV names its line', async () => {
    const response = await importRequest(t.app, owner, `${threeLocations()}x,"never closed`, { apply: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^The CSV cannot be read at line 5: /);
  });

  it('no file part, another part, an empty file', async () => {
    const none = multipart([['jsonPayload', '{}']]);
    const other = await t.app.inject({ method: 'POST', url: '/account/imports', headers: { ...owner.headers, ...none.headers }, payload: none.payload });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('Unexpected part jsonPayload; send the CSV as a file part named file.');
    expect((await importRequest(t.app, owner, '', { apply: true })).json().message).toMatch(/^The file holds no rows/);
  });
});
