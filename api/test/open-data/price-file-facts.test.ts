/**
 * What a price file says of itself, as a re-user reads it: the clinic's NPIs in
 * `type_2_npi`, `last_updated_on` as the date the prices were confirmed or
 * imported (never the record's write date), CMS's file name with the clinic's
 * id and no TIN, and membership fees marked as such.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'csv-parse/sync';
import { ObjectId } from 'mongodb';
import { MEMBERSHIP_NOTE, neverPublic, npiCheckDigit, publicInFileNames } from '@directpay/contracts';
import { buildOwnerTestApp, multipart, signIn, validClinic, validDoctor, type TestApp } from '../owner/helpers';

jest.setTimeout(120_000);

const schema = JSON.parse(readFileSync(path.join(__dirname, 'cms-hpt', 'V3.0.0_Hospital_price_transparency_schema.json'), 'utf8'));
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validateCms = ajv.compile(schema);

let t: TestApp;
let owner: Awaited<ReturnType<typeof signIn>>;

const npiOf = (first9: string) => `${first9}${npiCheckDigit(first9)}`;
const NPI = npiOf('124531959');
const FILE_NPI = npiOf('198765432');

const save = async (method: 'POST' | 'PUT', url: string, payload: unknown) => {
  const body = multipart([['jsonPayload', JSON.stringify(payload)]]);
  const res = await t.app.inject({ method, url, headers: { ...owner.headers, ...body.headers }, payload: body.payload });
  expect(res.statusCode).toBeLessThan(300);
  return res.json().result as { id: string };
};
const get = (url: string) => t.app.inject({ method: 'GET', url });
const files = (id: string) => `/open-data/clinics/${id}/standard-charges`;
const json = async (id: string) => {
  const res = await get(`${files(id)}.json`);
  expect(res.statusCode).toBe(200);
  expect(validateCms(res.json()) ? [] : ajv.errorsText(validateCms.errors)).toEqual([]);
  return res;
};
/** The CSV's general value row, by the header row's names. */
const csvGeneral = async (id: string) => {
  const res = await get(`${files(id)}.csv`);
  expect(res.statusCode).toBe(200);
  const rows = parse(res.body, { relax_column_count: true }) as string[][];
  return { res, values: Object.fromEntries(rows[0].map((name, i) => [name, rows[1][i]])), items: rows.slice(3) };
};
const setStored = (id: string, fields: Record<string, unknown>) => t.app.clinics.collection.updateOne({ _id: new ObjectId(id) }, { $set: fields });

beforeAll(async () => {
  t = await buildOwnerTestApp();
  owner = await signIn(t.app, 'price-file-facts@example.com');
});
afterAll(() => t.close());

describe('type_2_npi', () => {
  it('is the clinic’s NPI when it has one, with those of the file its prices came from, once each; “none (not a hospital)” only without', async () => {
    const { id } = await save('POST', '/account/clinics', { ...validClinic(), npi: NPI });
    expect((await json(id)).json().type_2_npi).toEqual([NPI]);
    expect((await csvGeneral(id)).values.type_2_npi).toBe(NPI);

    await setStored(id, { priceFile: { hospital_name: 'Bright Smiles', last_updated_on: '2026-01-05', version: '3.0.0', type_2_npi: [FILE_NPI, NPI], license_information: { state: 'UT' }, importedAt: new Date() } });
    expect((await json(id)).json().type_2_npi).toEqual([NPI, FILE_NPI]);
    expect((await csvGeneral(id)).values.type_2_npi).toBe(`${NPI}|${FILE_NPI}`);

    // The hospital-only words only where there is no NPI.
    const without = (await save('POST', '/account/clinics', validClinic())).id;
    expect((await json(without)).json().type_2_npi).toEqual(['none (not a hospital)']);
    expect((await csvGeneral(without)).values.type_2_npi).toBe('none (not a hospital)');
  });
});

describe('last_updated_on', () => {
  const services = [
    { description: 'Exam, x-ray & cleaning', price: '120' },
    { description: 'Crown', price: '900' },
    { description: 'Not priced yet', price: '' },
  ];

  it('is the oldest date a price was confirmed or imported on, and an edit that changes no price leaves it alone', async () => {
    const { id } = await save('POST', '/account/clinics', validClinic({ services }));
    const today = new Date().toISOString().slice(0, 10);
    // A save in the wizard confirms its prices.
    expect((await json(id)).json().last_updated_on).toBe(today);

    // Confirmed on different days: the file is true as of the older one.
    const stored = (await t.app.clinics.findPublic(new ObjectId(id)))!;
    await setStored(id, {
      services: [{ ...stored.services[0], confirmedAt: new Date('2026-03-02T15:00:00Z') }, { ...stored.services[1], confirmedAt: new Date('2026-02-10T09:00:00Z') }, stored.services[2]],
      updatedAt: new Date('2026-03-02T15:00:00Z'),
    });
    // An edit that changes no price: a doctor added. The record's write date moves, the file's date does not.
    const doctor = multipart([['jsonPayload', JSON.stringify(validDoctor())]]);
    const added = await t.app.inject({ method: 'POST', url: `/account/clinics/${id}/doctors`, headers: { ...owner.headers, ...doctor.headers }, payload: doctor.payload });
    expect(added.statusCode).toBe(201);
    expect((await t.app.clinics.findPublic(new ObjectId(id)))!.updatedAt.toISOString().slice(0, 10)).toBe(today);
    expect((await json(id)).json().last_updated_on).toBe('2026-02-10');
    expect((await csvGeneral(id)).values.last_updated_on).toBe('2026-02-10');
  });

  it('is the price file’s date for an imported price, the later of the two when the clinic confirmed it since', async () => {
    const { id } = await save('POST', '/account/clinics', validClinic({ services }));
    const stored = (await t.app.clinics.findPublic(new ObjectId(id)))!;
    const { confirmedAt: _confirmed, ...imported } = stored.services[0];
    await setStored(id, {
      services: [{ ...imported, priceFileDate: new Date('2025-12-01T00:00:00Z') }, { ...stored.services[1], priceFileDate: new Date('2025-11-01T00:00:00Z'), confirmedAt: new Date('2026-01-20T10:00:00Z') }, stored.services[2]],
    });
    expect((await json(id)).json().last_updated_on).toBe('2025-12-01');
  });

  it('is the day the listing was created for a price never confirmed nor imported, whatever was written since', async () => {
    const { id } = await save('POST', '/account/clinics', validClinic({ services }));
    const stored = (await t.app.clinics.findPublic(new ObjectId(id)))!;
    const never = stored.services.map(({ confirmedAt: _c, ...service }) => service);
    await setStored(id, { services: never, createdAt: new Date('2025-06-15T12:00:00Z'), updatedAt: new Date('2026-04-01T12:00:00Z') });
    expect((await json(id)).json().last_updated_on).toBe('2025-06-15');
    expect((await csvGeneral(id)).values.last_updated_on).toBe('2025-06-15');
  });
});

describe('file names', () => {
  const disposition = async (id: string, kind: 'json' | 'csv') => String((await get(`${files(id)}.${kind}`)).headers['content-disposition']);

  it('follow CMS’s pattern with the clinic’s id and its NPI, and never carry a TIN, an EIN or an SSN', async () => {
    for (const tin of ['12-3456789', '078-05-1120']) {
      const { id } = await save('POST', '/account/clinics', { ...validClinic({ detail: { ...validClinic().detail, name: 'Smiles & Co. Dental' } }), npi: NPI, tin });
      expect(await disposition(id, 'json')).toBe(`inline; filename="${id}-${NPI}_smiles-co-dental_standardcharges.json"`);
      expect(await disposition(id, 'csv')).toBe(`attachment; filename="${id}-${NPI}_smiles-co-dental_standardcharges.csv"`);
      const digits = tin.replace(/\D/g, '');
      const everything = [(await get(`${files(id)}.json`)).body, (await get(`${files(id)}.csv`)).body, (await get('/open-data/price-files?limit=5000')).body];
      for (const text of everything) expect(text).not.toContain(digits);
    }
    // Without an NPI, the id alone.
    const { id } = await save('POST', '/account/clinics', validClinic());
    expect(await disposition(id, 'json')).toBe(`inline; filename="${id}_bright-smiles-dental_standardcharges.json"`);
  });
});

describe('the EIN in file names, by the owner’s choice', () => {
  const disposition = async (id: string) => String((await get(`${files(id)}.json`)).headers['content-disposition']);
  const send = (method: 'POST' | 'PUT', url: string, payload: unknown) => {
    const body = multipart([['jsonPayload', JSON.stringify(payload)]]);
    return t.app.inject({ method, url, headers: { ...owner.headers, ...body.headers }, payload: body.payload });
  };
  const named = validClinic({ detail: { ...validClinic().detail, name: 'EIN Dental' } });

  it('names the files with the EIN only when the owner chose it and the TIN is an EIN; an SSN is refused, naming the field', async () => {
    const { id } = await save('POST', '/account/clinics', { ...named, npi: NPI, tin: '12-3456789', einInFileNames: true });
    expect(await disposition(id)).toBe(`inline; filename="123456789-${NPI}_ein-dental_standardcharges.json"`);
    expect(String((await get(`${files(id)}.csv`)).headers['content-disposition'])).toBe(`attachment; filename="123456789-${NPI}_ein-dental_standardcharges.csv"`);
    const mine = (await t.app.inject({ method: 'GET', url: '/account/clinics', headers: owner.headers })).json().results.find((c: { id: string }) => c.id === id);
    expect(mine).toMatchObject({ tin: '123456789', einInFileNames: true });
    const profile = (await get(`/clinics/${id}`)).json().result;
    expect(profile).not.toHaveProperty('einInFileNames');
    expect(profile).not.toHaveProperty('tin');
    // Kept by a save that leaves it out.
    await save('PUT', `/account/clinics/${id}`, { ...named, id });
    expect(await disposition(id)).toBe(`inline; filename="123456789-${NPI}_ein-dental_standardcharges.json"`);

    // A TIN in SSN groups, or one no EIN can be, is never published: the save is refused and nothing changes.
    for (const tin of ['123-45-6789', '078-05-1120', '078051120', '']) {
      const res = await send('PUT', `/account/clinics/${id}`, { ...named, id, tin });
      expect({ tin, status: res.statusCode, field: res.json().field }).toEqual({ tin, status: 400, field: '/body/jsonPayload/einInFileNames' });
      expect(res.json().message).toMatch(/^jsonPayload\/einInFileNames needs /);
    }
    expect((await t.app.clinics.findPublic(new ObjectId(id)))!.tin).toBe('123456789');
    const before = await t.app.clinics.collection.countDocuments();
    expect((await send('POST', '/account/clinics', { ...named, tin: '078-05-1120', einInFileNames: true })).statusCode).toBe(400);
    expect(await t.app.clinics.collection.countDocuments()).toBe(before);

    // Turned off: the clinic's id again, and the TIN nowhere.
    await save('PUT', `/account/clinics/${id}`, { ...named, id, tin: '078-05-1120', einInFileNames: false });
    expect(await disposition(id)).toBe(`inline; filename="${id}-${NPI}_ein-dental_standardcharges.json"`);
    for (const kind of ['json', 'csv']) expect((await get(`${files(id)}.${kind}`)).body).not.toContain('078051120');
  });
});

describe('the wizard’s disclosure of the EIN choice', () => {
  // The wizard's last step says what each choice makes public; this holds its words to the files and the profile.
  it.each([true, false])('with einInFileNames %s, the file names carry exactly what it says they do, and the profile none of it', async (chosen) => {
    const { id } = await save('POST', '/account/clinics', validClinic({ npi: NPI, tin: '12-3456789', einInFileNames: chosen }));
    const stored = (await t.app.clinics.collection.findOne({ _id: new ObjectId(id) })) as unknown as Record<string, unknown>;
    const names = await Promise.all(['json', 'csv'].map(async (kind) => String((await get(`${files(id)}.${kind}`)).headers['content-disposition'])));
    const profile = (await get(`/clinics/${id}`)).body;
    for (const field of publicInFileNames(chosen).flatMap((part) => part.fields)) {
      for (const name of names) expect(name).toContain(`filename="${String(stored[field])}-`);
      expect(profile).not.toContain(String(stored[field]));
    }
    for (const field of neverPublic(chosen).flatMap((part) => part.fields)) {
      for (const name of names) expect(name).not.toContain(String(stored[field]));
      expect(profile).not.toContain(String(stored[field]));
    }
    // Whichever the choice, the TIN is either disclosed as in the names or listed as never public.
    expect([...publicInFileNames(chosen), ...neverPublic(chosen)].flatMap((part) => part.fields)).toContain('tin');
  });
});

describe('memberships', () => {
  it('carry a note saying they are membership fees; a service that mentions members does not', async () => {
    const { id } = await save('POST', '/account/clinics', validClinic({
      services: [{ description: 'Single annual membership', price: '300', includes: ['Two cleanings'] }, { description: 'Crown, membership price', price: '800' }],
      otherServices: [{ description: 'Couples membership', price: '550' }],
    }));
    const items = (await json(id)).json().standard_charge_information as { description: string; standard_charges: { additional_generic_notes?: string }[] }[];
    const notes = Object.fromEntries(items.map((item) => [item.description, item.standard_charges[0].additional_generic_notes ?? '']));
    expect(notes['Single annual membership']).toMatch(new RegExp(`^${MEMBERSHIP_NOTE.replace(/[.()]/g, '\\$&')} Includes: Two cleanings\\.`));
    expect(notes['Couples membership']).toContain(MEMBERSHIP_NOTE);
    expect(notes['Crown, membership price']).not.toContain(MEMBERSHIP_NOTE);
    const csvNotes = (await csvGeneral(id)).items.map((row) => [row[0], row[row.length - 1].startsWith(MEMBERSHIP_NOTE)]);
    expect(csvNotes).toEqual([['Single annual membership', true], ['Crown, membership price', false], ['Couples membership', true]]);
  });
});

describe('location names in the list of price files (cms-hpt.txt’s)', () => {
  it('carry the city where two listed clinics read the same, the street too where they share the city', async () => {
    const at = (name: string, cityTown: string, streetAddress: string, state = 'UT') =>
      save('POST', '/account/clinics', validClinic({ detail: { ...validClinic().detail, name }, address: { ...validClinic().address, cityTown, streetAddress, state } }));
    const provo = (await at('Clear Eyes', 'Provo', '1 Main St')).id;
    const orem = (await at('Clear Eyes', 'Orem', '5 State St')).id;
    const provoToo = (await at(' clear eyes ', 'Provo', '9 Elm St')).id;
    const lone = (await at('Lone Pine Clinic', 'Provo', '1 Main St')).id;
    // A namesake without a price file (no US state) is not listed, so it changes no name.
    await at('Lone Pine Clinic', 'Toronto', '1 King St', 'Ontario');
    const listed = (await get('/open-data/price-files?limit=5000')).json().results as { id: string; name: string }[];
    const nameOf = (id: string) => listed.find((entry) => entry.id === id)?.name;
    expect([provo, orem, provoToo, lone].map(nameOf)).toEqual(['Clear Eyes (1 Main St, Provo, UT)', 'Clear Eyes (Orem, UT)', 'clear eyes (9 Elm St, Provo, UT)', 'Lone Pine Clinic']);
    // Pages of one clinic each still see the namesakes on other pages.
    const names: string[] = [];
    for (let after = '', pages = 0; pages < 200; pages++) {
      const page = (await get(`/open-data/price-files?limit=1${after ? `&after=${after}` : ''}`)).json();
      names.push(...page.results.filter((entry: { id: string }) => [provo, orem, provoToo].includes(entry.id)).map((entry: { name: string }) => entry.name));
      if (!page.next) break;
      after = page.next;
    }
    expect(names.sort()).toEqual(['Clear Eyes (1 Main St, Provo, UT)', 'Clear Eyes (Orem, UT)', 'clear eyes (9 Elm St, Provo, UT)']);
  });
});
