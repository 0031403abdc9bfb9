/**
 * What the CMS readers make of a file beyond CMS's examples: DirectPay's own
 * columns when given, an item priced in two settings, modifiers and notes on a
 * priced charge, headers written in other case and spacing, a newer file of the
 * same prices, and bad values named at their row and column.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { StoredClinic } from '#src/repositories/clinics/stored-clinic';
import { buildOwnerTestApp, signIn, type TestApp } from '../owner/helpers';
import { importRequest } from './support';

jest.setTimeout(60_000);
let t: TestApp;
beforeAll(async () => {
  t = await buildOwnerTestApp();
});
afterAll(() => t.close());

const storedFor = async (accountId: string) => (await t.app.mongo.db.collection<StoredClinic>('clinics').find({}).toArray()).filter((c) => c.accountId.toHexString() === accountId);

/** CMS's tall example with DirectPay's columns added to rows 1 and 2 (each one line). */
function withOwnColumns(row1 = ',category,website', row2 = ',Medical scans,https://westmercy.example.com'): string {
  const lines = readFileSync(path.join(__dirname, 'fixtures', 'cms-v3-tall-example.csv'), 'utf8').split('\n');
  lines[0] = lines[0].replace(/\r$/, '') + row1;
  lines[1] = lines[1].replace(/\r$/, '') + row2;
  return lines.join('\n');
}

/** A small tall file, its headers in another case and spacing than CMS writes them. */
const SMALL_TALL = [
  'Hospital_Name,Last_Updated_On,Version,Location_Name,Hospital_Address,License_Number | UT,Type_2_NPI,Category,Website',
  'Smiles Imaging,3/15/2026,3.0.0,Smiles Imaging Provo,"1 Main St, Suite 4, Provo, UT  84601",,1234567893,Medical scans,imaging.example.com',
  'Description,Code | 1,Code | 1 | Type,Setting,Standard_Charge | Gross,Standard_Charge | Discounted_Cash,Payer_Name,Plan_Name,Modifiers,Standard_Charge | Negotiated_Dollar,Standard_Charge | Methodology,Additional_Generic_Notes',
  'MRI of brain (no contrast),70551,CPT,outpatient,1200,1080,Acme Health,PPO,,400,fee schedule,',
  'MRI of brain (no contrast),70551,CPT,inpatient,1500,1300,Acme Health,PPO,,600,per diem,Paid per day',
  'Chest x-ray two views,71046,CPT,outpatient,200,90,,,26,,,Professional component only',
  '',
].join('\r\n');

it("DirectPay's columns, when the file gives them, are used: no category is asked and the website is kept", async () => {
  const owner = await signIn(t.app, 'cms-own@example.com');
  const preview = (await importRequest(t.app, owner, withOwnColumns())).json();
  expect(preview).toMatchObject({ format: 'cms', created: 2, errors: [], categoryNeeded: false });
  expect(preview.notices.map((n: { column?: string }) => n.column)).not.toContain('website');
  expect((await importRequest(t.app, owner, withOwnColumns(), { apply: true })).statusCode).toBe(200);
  const [clinic] = await storedFor(owner.accountId);
  expect(clinic.detail.website).toBe('https://westmercy.example.com');
});

it('an item priced in two settings is two services naming the setting; modifiers and notes of a priced charge are kept', async () => {
  const owner = await signIn(t.app, 'cms-settings@example.com');
  const preview = await importRequest(t.app, owner, SMALL_TALL);
  expect(preview.json()).toMatchObject({ errors: [], categoryNeeded: false, locations: [{ name: 'Smiles Imaging Provo', services: 3 }] });
  expect((await importRequest(t.app, owner, SMALL_TALL, { apply: true })).statusCode).toBe(200);
  const [clinic] = await storedFor(owner.accountId);
  expect(clinic.address).toMatchObject({ streetAddress: '1 Main St', suiteUnit: 'Suite 4', cityTown: 'Provo', state: 'UT', zip: '84601' });
  expect(clinic.priceFile).toMatchObject({ hospital_name: 'Smiles Imaging', last_updated_on: '2026-03-15', type_2_npi: ['1234567893'], license_information: { state: 'UT' } });
  const services = [...clinic.services, ...clinic.otherServices];
  expect(services.map((s) => [s.description, s.price, s.code])).toEqual([
    ['MRI of brain (no contrast) (outpatient)', '1080', '70551'],
    ['MRI of brain (no contrast) (inpatient)', '1300', '70551'],
    ['Chest x-ray two views', '90', '71046'],
  ]);
  expect(services[1].source!.charge).toEqual({
    setting: 'inpatient',
    gross_charge: 1500,
    payers_information: [{ payer_name: 'Acme Health', plan_name: 'PPO', methodology: 'per diem', standard_charge_dollar: 600, additional_payer_notes: 'Paid per day' }],
  });
  expect(services[2].source!.charge).toEqual({ setting: 'outpatient', gross_charge: 200, modifier_code: ['26'], additional_generic_notes: 'Professional component only' });
  for (const service of services) expect(service.priceFileDate).toEqual(new Date('2026-03-15T00:00:00Z'));

  // A newer file of the same prices updates the date the prices are from.
  const newer = SMALL_TALL.replace('3/15/2026', '2026-05-01');
  expect((await importRequest(t.app, owner, newer, { apply: true })).json()).toMatchObject({ updated: 1, unchanged: 0 });
  const [after] = await storedFor(owner.accountId);
  expect(after.priceFile!.last_updated_on).toBe('2026-05-01');
  expect(after.otherServices.concat(after.services).every((s) => s.priceFileDate?.toISOString() === '2026-05-01T00:00:00.000Z')).toBe(true);
});

it("a wide file's headers in another case and spacing read as CMS writes them", async () => {
  const lines = readFileSync(path.join(__dirname, 'fixtures', 'cms-v3-wide-example.csv'), 'utf8').split('\n');
  // Row 3: the fixed words upper case, spaces around each pipe; the payers' and plans' names as they were.
  lines[2] = lines[2]
    .split(',')
    .map((cell) => cell.split('|').map((part) => (/Insurance|^PPO$|^HMO$/.test(part) ? part : part.toUpperCase())).join(' | '))
    .join(',');
  const results = [];
  for (const [i, text] of [readFileSync(path.join(__dirname, 'fixtures', 'cms-v3-wide-example.csv'), 'utf8'), lines.join('\n')].entries()) {
    const owner = await signIn(t.app, `cms-wide-case-${i}@example.com`);
    expect((await importRequest(t.app, owner, text, { apply: true, category: 'Medical scans' })).json()).toMatchObject({ created: 2, errors: [] });
    results.push((await storedFor(owner.accountId)).map((c) => [c.detail.name, c.services, c.otherServices]));
  }
  expect(lines[2]).toContain('STANDARD_CHARGE | Platform Health Insurance | PPO | NEGOTIATED_DOLLAR');
  expect(results[1]).toEqual(results[0]);
});

it('bad values are named at their row and column, and the apply stores nothing', async () => {
  const owner = await signIn(t.app, 'cms-bad@example.com');
  const bad = SMALL_TALL.replace('3/15/2026', '15/3/2026').replace('outpatient,1200,1080', 'clinic,1200,1080').replace('600,per diem', '600,per day').replace('outpatient,200,90', 'outpatient,"2,000",90');
  expect((await importRequest(t.app, owner, bad)).json().errors).toEqual([
    { row: 2, column: 'last_updated_on', message: 'must be a date: YYYY-MM-DD, or M/D/YYYY as a spreadsheet writes it' },
    { row: 4, column: 'setting', message: 'must be one of inpatient, outpatient, both' },
    { row: 5, column: 'standard_charge|methodology', message: 'must be one of case rate, fee schedule, percent of total billed charges, per diem, other' },
    { row: 6, column: 'standard_charge|gross', message: 'must be a plain number such as 1200 or 99.50, without $ or thousands separators' },
  ]);
  const refused = await importRequest(t.app, owner, bad, { apply: true });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().message).toMatch(/^Row 2, column last_updated_on: must be a date/);
  expect(await storedFor(owner.accountId)).toEqual([]);

  const badPrice = withOwnColumns().replace('outpatient,,,1200,1080,', 'outpatient,,,1200,"1,080",');
  expect((await importRequest(t.app, owner, badPrice)).json().errors).toEqual([
    { row: 4, column: 'standard_charge|discounted_cash', message: 'must be a price in dollars such as 120 or 99.50, without $ or thousands separators' },
  ]);
  const badCode = withOwnColumns().replace('611,RC,70551,CPT', '611,RC,7055,CPT');
  expect((await importRequest(t.app, owner, badCode)).json().errors[0]).toEqual({ row: 4, column: 'code|2', message: 'must be a CPT code: 5 digits, or 4 digits and a letter' });
  const oneAddress = withOwnColumns().replace('|23 Ocean Ave, San Jose, CA 94088', '');
  expect((await importRequest(t.app, owner, oneAddress)).json().errors).toEqual([{ row: 2, column: 'hospital_address', message: 'has 1 addresses for 2 locations in location_name' }]);
  const noPayer = SMALL_TALL.replace('Acme Health,PPO,,600', ',PPO,,600');
  expect((await importRequest(t.app, owner, noPayer)).json().errors).toEqual([{ row: 5, column: 'payer_name', message: 'is required with a payer-specific charge' }]);
  const noLicence = SMALL_TALL.replace('License_Number | UT', 'Licence');
  expect((await importRequest(t.app, owner, noLicence)).json().errors).toEqual([
    { row: 2, column: 'license_number|ST', message: "is required: CMS's licence element (license_number|ST in a CSV, ST the licensing state)" },
  ]);
});
