/**
 * CMS's own V3.0.0 examples (tall CSV, wide CSV, JSON), unchanged, import
 * through the API: the preview asks for the category the files do not give and
 * says what is not imported; the apply stores what the file says of every
 * priced charge (setting, drug unit, codes, payers and methodologies, notes),
 * dated by the file's last_updated_on and never "confirmed" by the clinic.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findCategoryByLabel } from '@directpay/contracts';
import type { StoredClinic, StoredService } from '#src/repositories/clinics/stored-clinic';
import { trackWrites } from '../hardening/support/app';
import { buildOwnerTestApp, signIn, type TestApp } from '../owner/helpers';
import { HEADER, importRequest, location, row } from './support';

jest.setTimeout(60_000);
let t: TestApp;
beforeAll(async () => {
  t = await buildOwnerTestApp();
});
afterAll(() => t.close());

const EXAMPLES = [
  ['tall CSV', 'cms-v3-tall-example.csv', 'text/csv'],
  ['wide CSV', 'cms-v3-wide-example.csv', 'text/csv'],
  ['JSON', 'cms-v3-json-example.json', 'application/json'],
] as const;
const example = (file: string) => readFileSync(path.join(__dirname, 'fixtures', file));
const stored = async (accountId: string) =>
  (await t.app.mongo.db.collection<StoredClinic>('clinics').find({}).toArray()).filter((c) => c.accountId.toHexString() === accountId).sort((a, b) => a.detail.name.localeCompare(b.detail.name));
const MEDICAL_SCANS = findCategoryByLabel('Medical scans')!.id;
const FILE_DATE = new Date('2026-04-01T00:00:00Z');

/** A clinic's services by description, payers in a stable order (the tall file lists them row by row). */
function servicesOf(clinic: StoredClinic): Map<string, StoredService> {
  return new Map(
    [...clinic.services, ...clinic.otherServices].map((s) => {
      const payers = s.source?.charge.payers_information?.slice().sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
      return [s.description, payers ? { ...s, source: { ...s.source!, charge: { ...s.source!.charge, payers_information: payers } } } : s];
    }),
  );
}

describe.each(EXAMPLES)("CMS's %s example, unchanged", (layout, file, contentType) => {
  let owner: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    owner = await signIn(t.app, `cms-${file}@example.com`);
  });
  const send = (options: { apply?: boolean; category?: string } = {}) => importRequest(t.app, owner, example(file), { filename: file, contentType, ...options });

  it('previews as two new locations, asks for the category and says what is not imported', async () => {
    const preview = await send();
    expect(preview.statusCode).toBe(200);
    const report = preview.json();
    expect(report).toMatchObject({ format: 'cms', created: 2, errors: [], categoryNeeded: true });
    expect(report.locations).toEqual([
      expect.objectContaining({ externalId: 'West Mercy Hospital', name: 'West Mercy Hospital', action: 'create', services: 17 }),
      expect.objectContaining({ externalId: 'West Mercy Surgical Center', name: 'West Mercy Surgical Center', action: 'create', services: 17 }),
    ]);
    const messages = (report.notices as { message: string }[]).map((n) => n.message);
    expect(messages).toContain(
      '5 items have no discounted cash price and are not imported (the directory lists cash prices; their payer-specific charges are left out with them): Inguinal hernia repair; Major hip and knee joint replacement or reattachment of lower extremity without mcc; Cesarean section without sterilization with mcc; Psychoses; Heart transplant or implant of heart assist system with mcc.',
    );
    expect(messages).toContain(
      '3 modifiers and their payment adjustments are not imported (modifier_information): 50 Bilateral procedure; 62 Co-surgeon; 50|62 Bilateral procedure with co-surgeon. Modifiers on a priced charge are kept.',
    );
    expect(messages).toContainEqual(expect.stringMatching(/^The general contract provisions are not imported .*: When total claim charges exceed \$200,000\.00/));
    expect(messages).toContain("The attestation signed by Leigh Attester is not imported: it attests the hospital's own file.");
    expect(messages).toContain('The file gives no website: the locations are listed without one until you add it in the clinic wizard.');
  });

  it('is refused without a category, naming the field, and nothing is stored', async () => {
    const writes = trackWrites(t.app);
    for (const category of [undefined, '', 'Hospital']) {
      const refused = await send({ apply: true, category });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().field).toBe('/body/category');
      expect(refused.json().message).toMatch(category === 'Hospital' ? /^category must be one of Dental, / : /^category is required: the file gives no category for its new locations; send one of Dental, /);
    }
    expect(writes.take()).toEqual([]);
    writes.stop();
    expect(await stored(owner.accountId)).toEqual([]);
  });

  it('applied with the chosen category, keeps what the file says of each priced charge', async () => {
    const applied = await send({ apply: true, category: 'Medical scans' });
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ created: 2, errors: [] });
    const [hospital, surgical] = await stored(owner.accountId);
    expect(hospital.address).toMatchObject({ streetAddress: '12 Main Street', suiteUnit: '', cityTown: 'Fullerton', state: 'CA', zip: '92832' });
    expect(surgical.address).toMatchObject({ streetAddress: '23 Ocean Ave', cityTown: 'San Jose', state: 'CA', zip: '94088' });
    for (const clinic of [hospital, surgical]) {
      expect(clinic.categoryId).toBe(MEDICAL_SCANS);
      expect(clinic.detail.website).toBe('');
      expect(clinic.priceFile).toEqual({
        hospital_name: 'West Mercy Hospital',
        last_updated_on: '2026-04-01',
        version: '3.0.0',
        type_2_npi: ['0000000001', '0000000002', '0000000003'],
        license_information: { license_number: '50056', state: 'CA' },
        importedAt: expect.any(Date),
      });
      // Dated by the file, not confirmed by the clinic on the import day.
      for (const service of [...clinic.services, ...clinic.otherServices]) {
        expect(service.priceFileDate).toEqual(FILE_DATE);
        expect(service).not.toHaveProperty('confirmedAt');
      }
      // The clinic's price date is its oldest price's: here the file's.
      expect(clinic.pricesConfirmedAt).toEqual(FILE_DATE);
    }
    const services = servicesOf(hospital);
    expect(services.size).toBe(17);
    expect(services.get('MRI of brain (no contrast)')).toMatchObject({
      price: '1080',
      code: '70551',
      codeSystem: 'CPT',
      source: {
        code_information: [
          { code: '611', type: 'RC' },
          { code: '70551', type: 'CPT' },
        ],
        charge: {
          setting: 'outpatient',
          gross_charge: 1200,
          minimum: 250,
          maximum: 400,
          payers_information: [
            { payer_name: 'Platform Health Insurance', plan_name: 'PPO', methodology: 'fee schedule', standard_charge_dollar: 400 },
            { payer_name: 'Region Health Insurance', plan_name: 'HMO', methodology: 'fee schedule', standard_charge_dollar: 250 },
          ],
        },
      },
    });
    const bed = services.get('Medical surgical bed')!;
    expect(bed).not.toHaveProperty('code');
    expect(bed.source!.charge.setting).toBe('inpatient');
    expect(bed.source!.charge.payers_information).toContainEqual({ payer_name: 'Region Health Insurance', plan_name: 'HMO', methodology: 'per diem', standard_charge_dollar: 1400 });
    expect(bed.source!.charge.payers_information).toContainEqual({
      payer_name: 'Platform Health Insurance',
      plan_name: 'PPO',
      methodology: 'fee schedule',
      standard_charge_dollar: 4500,
      additional_payer_notes: 'This service paid at 90% of the gross charge.',
    });
    expect(services.get('Pacemaker')!.source!.charge.payers_information![0]).toEqual({
      payer_name: 'Platform Health Insurance',
      plan_name: 'PPO',
      methodology: 'other',
      standard_charge_algorithm: 'Allowed amount for service is 110% of the actual cost, based on supplier invoice.',
      median_amount: 23123.46,
      '10th_percentile': 16998.38,
      '90th_percentile': 50000.77,
      count: '18',
      additional_payer_notes: 'Methodology is explained in algorithm data element.',
    });
    expect(services.get('Pacemaker')).toMatchObject({ code: 'C1785', codeSystem: 'HCPCS' });
    expect(services.get('ER level 3')!.source!.charge.payers_information![0]).toMatchObject({ methodology: 'percent of total billed charges', standard_charge_percentage: 80 });
    expect(services.get('Fluconazole 2 milligrams/milliliter')).toMatchObject({
      price: '45',
      code: 'J1450',
      source: { code_information: [{ code: 'J1450', type: 'HCPCS' }, { code: '25021-0184-82', type: 'NDC' }], drug_information: { unit: 100, type: 'ML' }, charge: { setting: 'both', gross_charge: 75 } },
    });
    expect(services.get('Permethrin 5% cream')!.source).toMatchObject({ drug_information: { unit: 60, type: 'GM' } });
    expect(services.get('Aspirin 81 milligram chewable tablet')).toMatchObject({ price: '1.5', source: { drug_information: { unit: 1, type: 'UN' } } });
    const perDiem = services.get('Behavioral health; residential (hospital residential treatment program), without room and board, per diem, days 1-3')!;
    expect(perDiem.source!.charge.payers_information).toEqual([{ payer_name: 'Region Health Insurance', plan_name: 'HMO', methodology: 'per diem', standard_charge_dollar: 2000 }]);
    // The observation room's three payer rows (two for one plan, each with its note) are one charge.
    expect(services.get('Treatment or observation room - observation room')!.source!.charge.payers_information).toHaveLength(3);
  });

  it('again, changes nothing', async () => {
    const writes = trackWrites(t.app);
    expect((await send({ apply: true })).json()).toMatchObject({ created: 0, updated: 0, unchanged: 2, categoryNeeded: false });
    expect(writes.take()).toEqual([]);
    writes.stop();
  });
});

it('the three layouts store the same clinics', async () => {
  const results = [];
  for (const [, file, contentType] of EXAMPLES) {
    const owner = await signIn(t.app, `same-${file}@example.com`);
    expect((await importRequest(t.app, owner, example(file), { apply: true, category: 'Medical scans', filename: file, contentType })).statusCode).toBe(200);
    results.push((await stored(owner.accountId)).map((c) => ({ detail: c.detail, address: c.address, services: [...servicesOf(c).values()], priceFile: { ...c.priceFile, importedAt: null } })));
  }
  expect(results[1]).toEqual(results[0]);
  expect(results[2]).toEqual(results[0]);
});

it("a later import from DirectPay's template no longer carries the earlier CMS file's NPIs, licence and date", async () => {
  const owner = await signIn(t.app, 'cms-then-template@example.com');
  expect((await importRequest(t.app, owner, example('cms-v3-json-example.json'), { apply: true, category: 'Medical scans', contentType: 'application/json' })).statusCode).toBe(200);
  const [hospital] = await stored(owner.accountId);
  expect(hospital.priceFile?.type_2_npi).toHaveLength(3);
  const csv = [
    HEADER,
    row(location('West Mercy Hospital', 'West Mercy Hospital', { category: 'Medical scans', street: '12 Main Street', city: 'Fullerton', state: 'CA', zip: '92832', service: 'MRI of brain (no contrast)', price: '990' })),
    '',
  ].join('\r\n');
  const applied = await importRequest(t.app, owner, csv, { apply: true });
  expect(applied.json()).toMatchObject({ updated: 1, errors: [] });
  const after = (await stored(owner.accountId)).find((c) => c._id.equals(hospital._id))!;
  expect(after).not.toHaveProperty('priceFile');
  expect([...after.services, ...after.otherServices].map((s) => [s.description, s.price, s.source])).toEqual([['MRI of brain (no contrast)', '990', undefined]]);
});

it("refuses a payer or plan named with '|', which CMS's wide layout cannot publish, naming where it is", async () => {
  const owner = await signIn(t.app, 'piped-payer@example.com');
  const json = JSON.parse(example('cms-v3-json-example.json').toString('utf8'));
  json.standard_charge_information[0].standard_charges[0].payers_information[0].payer_name = 'Platform | Health';
  const fromJson = await importRequest(t.app, owner, Buffer.from(JSON.stringify(json)), { category: 'Medical scans', contentType: 'application/json' });
  expect(fromJson.json().errors).toEqual([
    expect.objectContaining({ column: '/standard_charge_information/0/standard_charges/0/payers_information/0/payer_name', message: expect.stringContaining("must not contain '|'") }),
  ]);
  const tall = example('cms-v3-tall-example.csv').toString('utf8').replace('1080,Platform Health Insurance,PPO', '1080,Platform Health Insurance,PPO | Gold');
  const fromCsv = await importRequest(t.app, owner, tall, { category: 'Medical scans', apply: true });
  expect(fromCsv.statusCode).toBe(400);
  expect(fromCsv.json().message).toMatch(/column plan_name: must not contain '\|'/);
  expect(await stored(owner.accountId)).toEqual([]);
});
