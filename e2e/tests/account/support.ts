import zlib from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import type { ClinicInput, OwnerClinic } from '@directpay/contracts';
import { site } from '#support/site';

export { apiSignIn, signInAsNewOwner, uniqueEmail } from '#support/session';

/** A real PNG of a solid colour (the API decodes images with sharp, so the bytes must be valid). */
export function makePng(rgb: [number, number, number], size = 4): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3).map((_, i) => rgb[i % 3])]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

export function pngFile(name: string, rgb: [number, number, number] = [20, 120, 110]) {
  return { name, mimeType: 'image/png', buffer: makePng(rgb) };
}

export function clinicInput(name: string, overrides: Partial<ClinicInput> = {}): ClinicInput {
  const day = (open: boolean) => (open ? { t: true, o: '09:00', c: '17:00' } : { t: false, o: '', c: '' });
  const hours: Record<string, string | boolean> = {};
  for (const [d, open] of Object.entries({ sunday: false, monday: true, tuesday: true, wednesday: true, thursday: true, friday: true, saturday: false })) {
    const v = day(open);
    hours[`${d}Toggle`] = v.t;
    hours[`${d}OpenTime`] = v.o;
    hours[`${d}CloseTime`] = v.c;
  }
  return {
    categoryId: 9,
    detail: { name, website: 'https://clinic.example.com', emailAddress: 'clinic@example.com', phoneNumber: '8015550100', acceptingNewPatients: true, description: 'Seeded by a test.' },
    address: { streetAddress: '1 Main St', suiteUnit: '', cityTown: 'Provo', state: 'UT', zip: '84601', latitude: 40.23, longitude: -111.66 },
    images: [],
    services: [{ description: 'LASIK', price: '2000' }],
    otherServices: [],
    insurances: [],
    specialties: [],
    hours: hours as ClinicInput['hours'],
    ...overrides,
  };
}

/** Creates a clinic through the owner API (for tests that start from an existing clinic). */
export async function createClinicByApi(request: APIRequestContext, token: string, input: ClinicInput): Promise<OwnerClinic> {
  const response = await request.post(`${site.api}/account/clinics`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { jsonPayload: JSON.stringify(input) },
  });
  if (!response.ok()) throw new Error(`create clinic: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { result: OwnerClinic }).result;
}

export async function listClinicsByApi(request: APIRequestContext, token: string): Promise<OwnerClinic[]> {
  const response = await request.get(`${site.api}/account/clinics`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { results: OwnerClinic[] }).results;
}

/** Opens a clinic row's Options menu and picks an item. */
export async function chooseOption(page: Page, clinicName: string, item: string): Promise<void> {
  await page.getByRole('button', { name: `Options for ${clinicName}`, exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** A locations CSV of our template: three locations in Utah, one service each; `badPrice` spoils the second's price. */
export function threeLocationsCsv(badPrice?: string): string {
  const header = 'external_id,name,category,website,phone,email,street,suite,city,state,zip,latitude,longitude,service,price,code,code_system,includes,excludes,all_inclusive';
  const row = (id: string, name: string, street: string, city: string, zip: string, price: string) =>
    `${id},${name},Dental,https://smiles.example.com,,,${street},,${city},UT,${zip},,,"Exam, x-ray & cleaning",${price},D1110,CDT,Exam|X-rays,,`;
  return [
    header,
    row('slc', 'Import Smiles Salt Lake', '2 State St', 'Salt Lake City', '84101', '130'),
    row('provo', 'Import Smiles Provo', '1 Main St', 'Provo', '84601', badPrice ?? '120'),
    row('orem', 'Import Smiles Orem', '3 Center St', 'Orem', '84057', '115'),
    '',
  ].join('\r\n');
}

export const csvFile = (text: string, name = 'locations.csv') => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

/** Opens an account page through the account navigation (a slide-over on a phone). */
export async function openAccountPage(page: Page, label: string, isMobile: boolean): Promise<void> {
  if (isMobile) await page.getByRole('button', { name: 'Account menu' }).click();
  const nav = isMobile ? page.getByRole('dialog', { name: 'Account menu' }) : page.getByRole('navigation', { name: 'Account' });
  await nav.getByRole('link', { name: label }).click();
}
