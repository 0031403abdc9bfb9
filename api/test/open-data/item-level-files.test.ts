/**
 * Price files of a clinic whose prices came from a CMS file: every item says
 * what the source said (setting, codes, drug unit, modifiers, gross, min, max,
 * payers and methodologies, notes) with the clinic's current cash price, and
 * where each price stands; in the JSON, the tall CSV and the wide CSV. CMS's
 * own validator finds each valid, and (so the check can fail) accepts CMS's
 * examples unchanged and refuses a broken file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'csv-parse/sync';
import { ObjectId } from 'mongodb';
import { buildOwnerTestApp, multipart, signIn, validClinic, type TestApp } from '../owner/helpers';
import { hptValidate } from './support/hpt-validator';
import { FILE_DATE, IMPORTED_SERVICES, insertImportedClinic, NEVER_CONFIRMED, RECONFIRMED } from './support/imported-clinic';

jest.setTimeout(120_000);

const FIXTURES = path.join(__dirname, 'cms-hpt');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validateCms = ajv.compile(JSON.parse(fixture('V3.0.0_Hospital_price_transparency_schema.json').toString('utf8')));
const wideTemplate = parse(fixture('V3.0.0_Wide_CSV_Format_Template.csv'), { relax_column_count: true }) as string[][];

let t: TestApp;
let imported = '';
let plain = '';
let never = '';

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const files = (id: string) => `/open-data/clinics/${id}/standard-charges`;
const day = (date: Date) => date.toISOString().slice(0, 10);
const FROM_FILE = `Price from the clinic's price file of ${day(FILE_DATE)}.`;

beforeAll(async () => {
  t = await buildOwnerTestApp();
  const owner = await signIn(t.app, 'imported-files@example.com');
  const body = multipart([['jsonPayload', JSON.stringify(validClinic({ otherServices: [{ description: 'Office visit', price: '60', code: '99213', codeSystem: 'CPT' }] }))]]);
  const res = await t.app.inject({ method: 'POST', url: '/account/clinics', headers: { ...owner.headers, ...body.headers }, payload: body.payload });
  plain = res.json().result.id;
  const saved = (await t.app.clinics.findPublic(new ObjectId(plain)))!;
  imported = await insertImportedClinic(t.app, owner.accountId, saved, [...IMPORTED_SERVICES, NEVER_CONFIRMED]);
  never = await insertImportedClinic(t.app, owner.accountId, saved, [NEVER_CONFIRMED]);
});
afterAll(() => t.close());

type Item = { description: string; code_information: unknown[]; drug_information?: unknown; standard_charges: Record<string, unknown>[] };

describe('the JSON file of an imported clinic', () => {
  it('keeps each item as the source gave it, with the current cash price and its stamp, and is valid against CMS’s schema', async () => {
    const res = await get(`${files(imported)}.json`);
    expect(res.statusCode).toBe(200);
    const file = res.json();
    expect({ errors: validateCms(file) ? [] : ajv.errorsText(validateCms.errors) }).toEqual({ errors: [] });
    const items = file.standard_charge_information as Item[];
    expect(items.map((i) => i.description)).toEqual([...IMPORTED_SERVICES, NEVER_CONFIRMED].map((s) => s.description));
    const [mri, bed, aspirin, cesarean, visit, flu] = items;
    expect(mri).toEqual({
      description: 'MRI of brain (no contrast)',
      code_information: [{ code: '611', type: 'RC' }, { code: '70551', type: 'CPT' }],
      standard_charges: [
        {
          setting: 'outpatient',
          gross_charge: 1200,
          discounted_cash: 1080,
          minimum: 250,
          maximum: 400,
          payers_information: [
            { payer_name: 'Platform Health Insurance', plan_name: 'PPO', methodology: 'fee schedule', standard_charge_dollar: 400 },
            { payer_name: 'Region Health Insurance', plan_name: 'HMO', methodology: 'fee schedule', standard_charge_dollar: 250 },
          ],
          additional_generic_notes: FROM_FILE,
        },
      ],
    });
    expect(bed.code_information).toEqual([{ code: '120', type: 'RC' }]);
    expect(bed.standard_charges[0]).toMatchObject({ setting: 'inpatient', discounted_cash: 4500, additional_generic_notes: `Per day of stay. Price confirmed by the clinic on ${day(RECONFIRMED)}.` });
    expect((bed.standard_charges[0].payers_information as { methodology: string }[]).map((p) => p.methodology)).toEqual(['fee schedule', 'per diem']);
    expect(aspirin.drug_information).toEqual({ unit: 1, type: 'UN' });
    expect(aspirin.standard_charges[0]).toMatchObject({ setting: 'both', discounted_cash: 1.5, gross_charge: 2 });
    expect(cesarean.standard_charges[0].payers_information).toEqual(IMPORTED_SERVICES[3].source!.charge.payers_information);
    expect(visit.standard_charges[0]).toMatchObject({ modifier_code: ['26'] });
    expect(flu).toEqual({
      description: 'Flu shot',
      code_information: [{ code: expect.stringMatching(/^DPC-[0-9a-f]{8}$/), type: 'LOCAL' }],
      standard_charges: [{ setting: 'outpatient', discounted_cash: 35, additional_generic_notes: 'Price never confirmed by the clinic.' }],
    });
  });
});

describe('the CSV files of an imported clinic', () => {
  const rowsOf = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    return { rows: parse(res.body) as string[][], res };
  };
  const cells = (headers: string[], row: string[]) => Object.fromEntries(headers.map((h, i) => [h, row[i]]).filter(([, v]) => v !== ''));

  it('tall: a row per payer and plan, every code in its column pair, the payer’s notes after the item’s', async () => {
    const { rows } = await rowsOf(`${files(imported)}.csv`);
    const headers = rows[2];
    expect(headers.slice(0, 7)).toEqual(['description', 'code|1', 'code|1|type', 'code|2', 'code|2|type', 'modifiers', 'setting']);
    const items = rows.slice(3).map((row) => cells(headers, row));
    expect(items.map((i) => i.description)).toEqual([
      'MRI of brain (no contrast)', 'MRI of brain (no contrast)', 'Medical surgical bed', 'Medical surgical bed',
      'Aspirin 81 milligram chewable tablet', 'Aspirin 81 milligram chewable tablet',
      'Cesarean section without sterilization with mcc', 'Cesarean section without sterilization with mcc',
      'Office visit, professional component', 'Flu shot',
    ]);
    expect(items[0]).toEqual({
      description: 'MRI of brain (no contrast)', 'code|1': '611', 'code|1|type': 'RC', 'code|2': '70551', 'code|2|type': 'CPT', setting: 'outpatient',
      'standard_charge|gross': '1200', 'standard_charge|discounted_cash': '1080', payer_name: 'Platform Health Insurance', plan_name: 'PPO',
      'standard_charge|negotiated_dollar': '400', 'standard_charge|methodology': 'fee schedule', 'standard_charge|min': '250', 'standard_charge|max': '400',
      additional_generic_notes: FROM_FILE,
    });
    expect(items[2].additional_generic_notes).toBe(`Per day of stay. Price confirmed by the clinic on ${day(RECONFIRMED)}. This service paid at 90% of the gross charge.`);
    expect([items[3].setting, items[3]['standard_charge|methodology']]).toEqual(['inpatient', 'per diem']);
    expect([items[4].drug_unit_of_measurement, items[4].drug_type_of_measurement, items[4].setting]).toEqual(['1', 'UN', 'both']);
    expect(items[6]).toMatchObject({ 'standard_charge|negotiated_algorithm': expect.stringMatching(/^Allowed amount = \$8,000/), median_amount: '11000', '10th_percentile': '8000', '90th_percentile': '17000', count: '1 through 10', 'standard_charge|methodology': 'case rate' });
    expect(items[7]).toMatchObject({ 'standard_charge|negotiated_percentage': '45', count: '14', 'standard_charge|methodology': 'percent of total billed charges' });
    expect(items[8]).toMatchObject({ modifiers: '26', 'standard_charge|methodology': 'other' });
    expect(items[9]).toMatchObject({ 'standard_charge|discounted_cash': '35', additional_generic_notes: 'Price never confirmed by the clinic.' });
  });

  it('wide: CMS’s wide template’s header rows, a column group per payer and plan, a row per item', async () => {
    const { rows, res } = await rowsOf(`${files(imported)}-wide.csv`);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="[^"]+-wide_standardcharges\.csv"/);
    expect(rows[0].slice(0, 9)).toEqual(wideTemplate[0].slice(0, 9).map((cell) => cell.replace('[state]', 'UT')));
    const headers = rows[2];
    const plan = (p: string) => wideTemplate[2].filter((h) => h.includes('[payer_name]')).map((h) => h.replace('[payer_name]|[plan_name]', p));
    expect(headers).toEqual([
      'description', 'code|1', 'code|1|type', 'code|2', 'code|2|type',
      ...wideTemplate[2].slice(3, 9),
      ...plan('Platform Health Insurance|PPO'), ...plan('Region Health Insurance|HMO'),
      ...wideTemplate[2].slice(-3),
    ]);
    const items = rows.slice(3).map((row) => cells(headers, row));
    expect(items).toHaveLength(IMPORTED_SERVICES.length + 1);
    expect(items[1]).toEqual({
      description: 'Medical surgical bed', 'code|1': '120', 'code|1|type': 'RC', setting: 'inpatient', 'standard_charge|gross': '5000', 'standard_charge|discounted_cash': '4500',
      'standard_charge|Platform Health Insurance|PPO|negotiated_dollar': '4500', 'standard_charge|Platform Health Insurance|PPO|methodology': 'fee schedule',
      'additional_payer_notes|Platform Health Insurance|PPO': 'This service paid at 90% of the gross charge.',
      'standard_charge|Region Health Insurance|HMO|negotiated_dollar': '1400', 'standard_charge|Region Health Insurance|HMO|methodology': 'per diem',
      'standard_charge|min': '1400', 'standard_charge|max': '4500', additional_generic_notes: `Per day of stay. Price confirmed by the clinic on ${day(RECONFIRMED)}.`,
    });
    expect(items[4]).toMatchObject({ modifiers: '26', 'standard_charge|Platform Health Insurance|PPO|methodology': 'other', additional_generic_notes: FROM_FILE });
    expect(items[4]['standard_charge|Region Health Insurance|HMO|methodology']).toBeUndefined();
    expect(items[5]).toMatchObject({ description: 'Flu shot', additional_generic_notes: 'Price never confirmed by the clinic.' });
  });

  it('wide: a clinic without payers has one empty column group no one takes for a payer, and answers conditional GETs like the others', async () => {
    const first = await get(`${files(plain)}-wide.csv`);
    const rows = parse(first.body) as string[][];
    const none = wideTemplate[2].filter((h) => h.includes('[payer_name]')).map((h) => h.replace('[payer_name]|[plan_name]', 'no payer-specific charges|cash prices only'));
    expect(rows[2]).toEqual(['description', 'code|1', 'code|1|type', ...wideTemplate[2].slice(3, 9), ...none, ...wideTemplate[2].slice(-3)]);
    expect(rows.slice(3).every((row) => row.slice(9, 9 + none.length).every((cell) => cell === ''))).toBe(true);
    expect(rows.slice(3).map((row) => [row[0], row[1], row[2], row[4], row[8]])).toEqual([
      ['Exam, x-ray & cleaning', expect.stringMatching(/^DPC-/), 'LOCAL', 'outpatient', '120'],
      ['Office visit', '99213', 'CPT', 'outpatient', '60'],
    ]);
    const etag = String(first.headers.etag);
    expect((await get(`${files(plain)}-wide.csv`, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get(`${files(plain)}-wide.csv`, { 'if-modified-since': String(first.headers['last-modified']) })).statusCode).toBe(304);
    expect((await get(`${files('f'.repeat(24))}-wide.csv`)).statusCode).toBe(404);
    const listed = (await get('/open-data/price-files?limit=5000')).json().results as { id: string; wideCsv: string }[];
    expect(listed.find((e) => e.id === plain)?.wideCsv).toBe(`http://api.test${files(plain)}-wide.csv`);
  });
});

describe('CMS’s validator (@cmsgov/hpt-validator)', () => {
  it('accepts CMS’s own examples unchanged and refuses a file with a setting CMS does not have', () => {
    expect(hptValidate(fixture('v3_json_format_example.json'), 'json')).toMatchObject({ valid: true, errors: [] });
    expect(hptValidate(fixture('V3.0.0_Tall_CSV_Format_Example.csv'), 'csv')).toMatchObject({ valid: true, errors: [] });
    expect(hptValidate(fixture('V3.0.0_Wide_CSV_Format_Example.csv'), 'csv')).toMatchObject({ valid: true, errors: [] });
    const brokenCsv = fixture('V3.0.0_Tall_CSV_Format_Example.csv').toString('utf8').replace(',outpatient,', ',outside,');
    expect(hptValidate(brokenCsv, 'csv').errors).toContainEqual(expect.objectContaining({ message: expect.stringContaining('"outside"') }));
    const brokenJson = fixture('v3_json_format_example.json').toString('utf8').replace('"setting": "outpatient"', '"setting": "outside"');
    expect(hptValidate(brokenJson, 'json').valid).toBe(false);
  });

  it.each([
    ['imported, CMS-example-shaped', () => imported],
    ['listed by hand in the wizard', () => plain],
    ['never confirmed', () => never],
  ])('finds the JSON, tall CSV and wide CSV of a clinic %s valid', async (_name, id) => {
    for (const [suffix, format] of [['.json', 'json'], ['.csv', 'csv'], ['-wide.csv', 'csv']] as const) {
      const res = await get(`${files(id())}${suffix}`);
      expect(res.statusCode).toBe(200);
      expect({ suffix, ...hptValidate(res.rawPayload, format) }).toMatchObject({ suffix, valid: true, errors: [] });
    }
  });
});
