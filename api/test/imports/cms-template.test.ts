/**
 * CMS's own V3.0.0 example files (tall and wide) import as the same two
 * locations with the same cash prices: the locations from location_name and
 * hospital_address, each priced item once, its CPT/HCPCS/CDT code kept.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OwnerClinic } from '@directpay/contracts';
import { trackWrites } from '../hardening/support/app';
import { buildOwnerTestApp, signIn, type TestApp } from '../owner/helpers';
import { importRequest } from './support';

jest.setTimeout(60_000);
let t: TestApp;
beforeAll(async () => {
  t = await buildOwnerTestApp();
});
afterAll(() => t.close());

/** The example with DirectPay's two required columns added to rows 1 and 2 (rows 1 and 2 are one line each). */
function cmsExample(layout: 'tall' | 'wide', row1 = ',category,website', row2 = ',Medical scans,https://westmercy.example.com'): string {
  const lines = readFileSync(path.join(__dirname, 'fixtures', `cms-v3-${layout}-example.csv`), 'utf8').split('\n');
  lines[0] = lines[0].replace(/\r$/, '') + row1;
  lines[1] = lines[1].replace(/\r$/, '') + row2;
  return lines.join('\n');
}

it.each(['tall', 'wide'] as const)('the %s example becomes two locations with the cash prices, and applies once', async (layout) => {
  const owner = await signIn(t.app, `cms-${layout}@example.com`);
  const preview = await importRequest(t.app, owner, cmsExample(layout));
  expect(preview.statusCode).toBe(200);
  expect(preview.json()).toMatchObject({
    format: 'cms',
    created: 2,
    errors: [],
    locations: [
      { externalId: 'West Mercy Hospital', name: 'West Mercy Hospital', action: 'create', row: 2, services: 17 },
      { externalId: 'West Mercy Surgical Center', name: 'West Mercy Surgical Center', action: 'create', row: 2, services: 17 },
    ],
  });
  expect((await importRequest(t.app, owner, cmsExample(layout), { apply: true })).statusCode).toBe(200);
  const clinics = (await t.app.inject({ url: '/account/clinics', headers: owner.headers })).json().results as OwnerClinic[];
  const hospital = clinics.find((c) => c.detail.name === 'West Mercy Hospital')!;
  expect(hospital.address).toMatchObject({ streetAddress: '12 Main Street', cityTown: 'Fullerton', state: 'CA', zip: '92832' });
  expect(hospital.detail.website).toBe('https://westmercy.example.com');
  const services = [...hospital.services, ...hospital.otherServices] as Array<Record<string, unknown>>;
  // An item priced for several payers is one service; its RC code is left out, its CPT code kept.
  expect(services.filter((s) => s.description === 'MRI of brain (no contrast)')).toEqual([
    expect.objectContaining({ description: 'MRI of brain (no contrast)', price: '1080', code: '70551', codeSystem: 'CPT' }),
  ]);
  expect(services.find((s) => s.description === 'Medical surgical bed')).toMatchObject({ price: '4500' });
  expect(services.find((s) => s.description === 'Medical surgical bed')).not.toHaveProperty('code');
  // Items without a discounted cash price (the payer-only ones) are not services.
  expect(services.find((s) => s.description === 'Inguinal hernia repair')).toBeUndefined();

  const writes = trackWrites(t.app);
  expect((await importRequest(t.app, owner, cmsExample(layout), { apply: true })).json()).toMatchObject({ unchanged: 2 });
  expect(writes.take()).toEqual([]);
  writes.stop();
});

it('without the DirectPay columns the file is refused naming the column; a bad cash price names its row', async () => {
  const owner = await signIn(t.app, 'cms-bad@example.com');
  const plain = readFileSync(path.join(__dirname, 'fixtures', 'cms-v3-tall-example.csv'), 'utf8');
  const refused = await importRequest(t.app, owner, plain, { apply: true });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().message).toBe('Row 1: the required column category is missing (a DirectPay column: CMS allows hospital-created data elements on row 1).');

  const badPrice = cmsExample('tall').replace('outpatient,,,1200,1080,', 'outpatient,,,1200,"1,080",');
  expect((await importRequest(t.app, owner, badPrice)).json().errors).toEqual([
    { row: 4, column: 'standard_charge|discounted_cash', message: 'must be a price in dollars such as 120 or 99.50, without $ or thousands separators' },
  ]);
  const badCode = cmsExample('tall').replace('611,RC,70551,CPT', '611,RC,7055,CPT');
  expect((await importRequest(t.app, owner, badCode)).json().errors[0]).toEqual({ row: 4, column: 'code|2', message: 'must be a CPT code: 5 digits, or 4 digits and a letter' });
  const oneAddress = cmsExample('tall').replace('|23 Ocean Ave, San Jose, CA 94088', '');
  expect((await importRequest(t.app, owner, oneAddress)).json().errors).toEqual([{ row: 2, column: 'hospital_address', message: 'has 1 addresses for 2 locations in location_name' }]);
});
