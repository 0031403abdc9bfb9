/**
 * The fair-price mark shows with 5 or more prices of a service around a clinic,
 * and the demo data has no such area. The specs that need the mark share one,
 * listed once per run as owners list them (one sign-in, far under its rate
 * limit): 5 cancer screening clinics with a colon test price in Billings, MT,
 * a category and town the other specs do not count. The first has a picture and
 * the lowest price.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { runDir } from './fixtures';
import { apiSignIn, uniqueEmail } from './session';
import { site } from './site';

export const FAIR_PRICE_TOWN = { cityTown: 'Billings', state: 'MT', zip: '59101', latitude: 45.78, longitude: -108.5 } as const;
/** The colon test's price at each clinic, the first one's first. */
export const FAIR_PRICE_AREA_PRICES = ['84', '120', '140', '160', '180'] as const;

function clinicPayload(i: number, price: string, withPicture: boolean) {
  const hours: Record<string, string | boolean> = {};
  for (const day of ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']) {
    const open = day !== 'sunday' && day !== 'saturday';
    Object.assign(hours, { [`${day}Toggle`]: open, [`${day}OpenTime`]: open ? '09:00' : '', [`${day}CloseTime`]: open ? '17:00' : '' });
  }
  return {
    categoryId: 13,
    detail: { name: `Billings Screening ${i}`, website: 'https://screening.example.com', emailAddress: 'front@screening.example.com', phoneNumber: '4065550100', acceptingNewPatients: true, description: 'Cancer screening with posted cash prices.' },
    address: { streetAddress: `${i + 1} Broadway`, suiteUnit: '', ...FAIR_PRICE_TOWN, latitude: FAIR_PRICE_TOWN.latitude + i * 0.01 },
    images: withPicture ? [{ url: '' }] : [],
    services: [
      { description: 'Cervical cancer test', price: String(Number(price) + 40) },
      { description: 'Colon cancer test', price },
      { description: 'Breast cancer test', price: '' },
      { description: 'Lung cancer test', price: '300' },
    ],
    otherServices: [{ description: 'Skin check', price: '60' }],
    insurances: [],
    specialties: [],
    hours,
  };
}

async function listClinics(api: APIRequestContext): Promise<string[]> {
  const { token } = await apiSignIn(api, uniqueEmail('fair-price-area'));
  const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 30, g: 140, b: 200 } } }).png().toBuffer();
  const ids: string[] = [];
  for (const [i, price] of FAIR_PRICE_AREA_PRICES.entries()) {
    const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = { jsonPayload: JSON.stringify(clinicPayload(i, price, i === 0)) };
    if (i === 0) multipart.image0 = { name: 'front.png', mimeType: 'image/png', buffer: picture };
    const answer = await api.post(`${site.api}/account/clinics`, { headers: { authorization: `Bearer ${token}` }, multipart });
    if (!answer.ok()) throw new Error(`list a clinic: ${answer.status()} ${await answer.text()}`);
    ids.push(((await answer.json()) as { result: { id: string } }).result.id);
  }
  return ids;
}

/** The area's clinic ids (the first: a picture and the lowest price), listed by whichever worker asks first. */
export async function fairPriceArea(): Promise<string[]> {
  const file = path.join(runDir(), 'fair-price-area.json');
  const lock = `${file}.lock`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as string[];
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error('Timed out waiting for another worker to list the fair-price area');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const api = await playwrightRequest.newContext({ baseURL: site.api });
  try {
    const ids = await listClinics(api);
    writeFileSync(file, JSON.stringify(ids));
    return ids;
  } finally {
    await api.dispose();
    rmSync(lock, { recursive: true, force: true });
  }
}
