/**
 * An imported price stands on its price file's date, not the import day,
 * wherever a price's date leaves the API: the profile, the search card, the
 * price card and the export (whose CSV says of each price whether it was
 * confirmed, comes from a price file, or was never confirmed). The wizard keeps
 * an unchanged imported price's file date and source, and confirms a changed one.
 */
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { ObjectId } from 'mongodb';
import type { Clinic, ClinicCard } from '@directpay/contracts';
import { buildOwnerTestApp, multipart, signIn, validClinic, type TestApp } from '../owner/helpers';
import { FILE_DATE, IMPORTED_SERVICES, insertImportedClinic, NEVER_CONFIRMED, RECONFIRMED } from '../open-data/support/imported-clinic';

jest.setTimeout(120_000);

let t: TestApp;
let owner: Awaited<ReturnType<typeof signIn>>;
let imported = '';
let mixed = '';

const get = (url: string) => t.app.inject({ method: 'GET', url });
const [MRI, BED] = IMPORTED_SERVICES;

beforeAll(async () => {
  t = await buildOwnerTestApp();
  owner = await signIn(t.app, 'imported-stamp@example.com');
  const body = multipart([['jsonPayload', JSON.stringify(validClinic())]]);
  const res = await t.app.inject({ method: 'POST', url: '/account/clinics', headers: { ...owner.headers, ...body.headers }, payload: body.payload });
  const saved = (await t.app.clinics.findPublic(new ObjectId(res.json().result.id)))!;
  imported = await insertImportedClinic(t.app, owner.accountId, saved, [MRI, BED]);
  mixed = await insertImportedClinic(t.app, owner.accountId, saved, [MRI, NEVER_CONFIRMED]);
});
afterAll(() => t.close());

describe('an imported price’s date where it leaves the API', () => {
  it('the profile gives each price its file date and the clinic the stalest date, the file’s', async () => {
    const profile = (await get(`/clinics/${imported}`)).json().result as Clinic;
    expect(profile.services.map((s) => [s.description, s.confirmedAt, s.priceFileDate])).toEqual([
      [MRI.description, null, FILE_DATE.toISOString()],
      [BED.description, RECONFIRMED.toISOString(), FILE_DATE.toISOString()],
    ]);
    expect(profile.pricesConfirmedAt).toBe(FILE_DATE.toISOString());
    // Nothing of the source leaves but the date: the payers and codes are the price files'.
    expect(JSON.stringify(profile)).not.toContain('payers_information');
    expect((await get(`/clinics/${mixed}`)).json().result.pricesConfirmedAt).toBeNull();
  });

  it('the search card marks the date as a price file’s', async () => {
    const res = await get('/clinics?categoryId=1&limit=50');
    const cards = res.json().results as ClinicCard[];
    expect(cards.find((c) => c.id === imported)).toMatchObject({ pricesConfirmedAt: FILE_DATE.toISOString(), pricesFromFile: true });
    const plain = cards.find((c) => c.id !== imported && c.id !== mixed)!;
    expect(plain.pricesConfirmedAt).toEqual(expect.any(String));
    expect(plain.pricesFromFile).toBeUndefined();
    expect(cards.find((c) => c.id === mixed)?.pricesConfirmedAt).toBeUndefined();
  });

  it('the compare page’s clinic marks the date as a price file’s', async () => {
    const res = await get(`/clinics/compare?ids=${imported},${mixed}`);
    expect(res.statusCode).toBe(200);
    const [file, never] = res.json().results;
    expect(file).toMatchObject({ id: imported, pricesConfirmedAt: FILE_DATE.toISOString(), pricesFromFile: true });
    expect(never).toMatchObject({ id: mixed, pricesConfirmedAt: null });
    expect(never.pricesFromFile).toBeUndefined();
  });

  it('the price card carries the file dates and the clinic’s stalest date', async () => {
    const card = (await get(`/clinics/${imported}/price-card`)).json().result;
    expect(card.services.map((s: { priceFileDate?: string }) => s.priceFileDate)).toEqual([FILE_DATE.toISOString(), FILE_DATE.toISOString()]);
    expect(card.pricesConfirmedAt).toBe(FILE_DATE.toISOString());
  });

  it('the export CSV says of each price where it stands, never-confirmed ones included; the NDJSON gives the file dates', async () => {
    const csv = parse(gunzipSync((await get('/open-data/clinics.csv.gz')).rawPayload).toString('utf8'), { columns: true }) as Record<string, string>[];
    const rows = (id: string) => csv.filter((r) => r.clinic_id === id).map((r) => [r.service, r.price_confirmed_at, r.price_file_date, r.price_stamp]);
    expect(rows(imported)).toEqual([
      [MRI.description, '', FILE_DATE.toISOString(), 'price file'],
      [BED.description, RECONFIRMED.toISOString(), FILE_DATE.toISOString(), 'confirmed'],
    ]);
    expect(rows(mixed)[1]).toEqual([NEVER_CONFIRMED.description, '', '', 'never confirmed']);
    const lines = gunzipSync((await get('/open-data/clinics.ndjson.gz')).rawPayload).toString('utf8').trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(lines.find((l) => l.id === imported).services[0]).toMatchObject({ confirmedAt: null, priceFileDate: FILE_DATE.toISOString() });
  });
});

describe('the wizard and the owner’s confirmation', () => {
  const saveWith = async (id: string, services: { description: string; price: string; code?: string; codeSystem?: string }[]) => {
    const profile = (await get(`/clinics/${id}`)).json().result as Clinic;
    // The owner's form sends the clinic back as GET answered it, dates included; the server decides them.
    const payload = { ...validClinic(), id, detail: profile.detail, services: services.map((s) => ({ ...s, confirmedAt: null, priceFileDate: FILE_DATE.toISOString() })) };
    const body = multipart([['jsonPayload', JSON.stringify(payload)]]);
    const res = await t.app.inject({ method: 'PUT', url: `/account/clinics/${id}`, headers: { ...owner.headers, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(200);
    return (await t.app.clinics.findPublic(new ObjectId(id)))!;
  };

  it('keeps an unchanged imported price’s file date and source, and confirms a changed one as today', async () => {
    const before = Date.now();
    const doc = await saveWith(imported, [
      { description: MRI.description, price: MRI.price, code: MRI.code, codeSystem: MRI.codeSystem },
      { description: BED.description, price: '4200' },
      { description: 'Sealant', price: '45' },
    ]);
    const [mri, bed, sealant] = doc.services;
    expect(mri).toMatchObject({ priceFileDate: FILE_DATE, source: MRI.source });
    expect(mri.confirmedAt).toBeUndefined();
    expect(bed.priceFileDate).toBeUndefined();
    expect(bed.source).toEqual(BED.source);
    expect(bed.confirmedAt!.getTime()).toBeGreaterThanOrEqual(before);
    expect(sealant.confirmedAt!.getTime()).toBeGreaterThanOrEqual(before);
    const profile = (await get(`/clinics/${imported}`)).json().result as Clinic;
    expect(profile.pricesConfirmedAt).toBe(FILE_DATE.toISOString());
    // The file still says the unchanged price comes from it, and the changed one is the owner's.
    const items = (await get(`/open-data/clinics/${imported}/standard-charges.json`)).json().standard_charge_information;
    expect(items[0].standard_charges[0].additional_generic_notes).toBe("Price from the clinic's price file of 2026-04-01.");
    expect(items[1].standard_charges[0]).toMatchObject({ setting: 'inpatient', discounted_cash: 4200, additional_generic_notes: expect.stringMatching(/^Per day of stay\. Price confirmed by the clinic on \d{4}-\d{2}-\d{2}\.$/) });
  });

  it('the owner’s “prices are current” replaces the file’s stamp with the confirmation', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/account/clinics/${mixed}/prices-confirmation`, headers: owner.headers });
    expect(res.statusCode).toBeLessThan(300);
    const profile = (await get(`/clinics/${mixed}`)).json().result as Clinic;
    const confirmed = new Date(profile.pricesConfirmedAt!);
    expect(confirmed.getTime()).toBeGreaterThan(FILE_DATE.getTime());
    expect(profile.services[0]).toMatchObject({ priceFileDate: FILE_DATE.toISOString(), confirmedAt: confirmed.toISOString() });
    const card = ((await get('/clinics?categoryId=1&limit=50')).json().results as ClinicCard[]).find((c) => c.id === mixed)!;
    expect(card.pricesFromFile).toBeUndefined();
    expect(card.pricesConfirmedAt).toBe(confirmed.toISOString());
  });
});
