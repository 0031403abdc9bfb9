/**
 * Clinics the profile specs need and the demo data does not have (more than six
 * services, insurances and specialties, five doctors, a long description; and a
 * clinic with one image, no doctors and no coordinates). They are created once
 * per run through the owner API and shared by every spec and worker through a
 * file in the run folder, so sign-in stays far under its rate limit.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import type { Clinic } from '@directpay/contracts';
import { runDir } from '#support/fixtures';
import { site } from '#support/site';
import { DOCTORS, RICH_CLINIC, SPARSE_CLINIC } from './profile-data';

export interface ProfileClinics {
  rich: Clinic;
  sparse: Clinic;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

async function picture(hue: number): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: { r: hue, g: 120, b: 255 - hue } } }).png().toBuffer();
}

async function createClinics(api: APIRequestContext): Promise<ProfileClinics> {
  const { token: idToken } = await ok<{ token: string }>(await api.post('/auth/dev/token', { data: { email: 'profile-e2e@example.com' } }), 'dev token');
  const { token } = await ok<{ token: string }>(await api.post('/google_auth', { data: { token: idToken } }), 'sign-in');
  const headers = { authorization: `Bearer ${token}` };

  const create = async (payload: object, images: number) => {
    const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = { jsonPayload: JSON.stringify(payload) };
    for (let i = 0; i < images; i++) multipart[`image${i}`] = { name: `office-${i}.png`, mimeType: 'image/png', buffer: await picture(40 + i * 80) };
    return (await ok<{ result: Clinic }>(await api.post('/account/clinics', { headers, multipart }), 'create clinic')).result;
  };

  const rich = await create(RICH_CLINIC, 3);
  for (const [i, doctor] of DOCTORS.entries()) {
    const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = { jsonPayload: JSON.stringify(doctor) };
    if (i === 0) multipart.image = { name: 'doctor.png', mimeType: 'image/png', buffer: await picture(200) };
    await ok(await api.post(`/account/clinics/${rich.id}/doctors`, { headers, multipart }), 'add doctor');
  }
  const sparse = await create(SPARSE_CLINIC, 1);
  const fresh = await ok<{ result: Clinic }>(await api.get(`/clinics/${rich.id}`), 'reload clinic');
  return { rich: fresh.result, sparse };
}

/** The shared clinics, created by whichever worker asks first (a mkdir lock keeps it to one). */
export async function profileClinics(): Promise<ProfileClinics> {
  const file = path.join(runDir(), 'profile-clinics.json');
  const lock = `${file}.lock`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as ProfileClinics;
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error('Timed out waiting for another worker to create the profile clinics');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const api = await playwrightRequest.newContext({ baseURL: site.api });
  try {
    const clinics = await createClinics(api);
    writeFileSync(file, JSON.stringify(clinics));
    return clinics;
  } finally {
    await api.dispose();
    rmSync(lock, { recursive: true, force: true });
  }
}

/** A demo clinic id from the public search, as a visitor would reach it. */
export async function demoClinicId(categoryId = 1): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL: site.api });
  try {
    const { results } = await ok<{ results: { id: string }[] }>(await api.get(`/clinics?categoryId=${categoryId}`), 'search');
    return results[0].id;
  } finally {
    await api.dispose();
  }
}

export async function getClinic(id: string): Promise<Clinic> {
  const api = await playwrightRequest.newContext({ baseURL: site.api });
  try {
    return (await ok<{ result: Clinic }>(await api.get(`/clinics/${id}`), 'clinic')).result;
  } finally {
    await api.dispose();
  }
}
