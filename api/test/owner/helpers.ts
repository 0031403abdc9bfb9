/**
 * The real app on a fresh temp DATA_DIR (embedded engine), or on MONGODB_URI
 * with a fresh database name when that is set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startApp } from '#test/start-app';
import { loadConfig } from '#src/config';

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  outboxDir: string;
  close(): Promise<void>;
}

export async function buildOwnerTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'api-owner-'));
  const outboxDir = path.join(dataDir, 'outbox');
  const config = loadConfig({
    DATA_DIR: dataDir,
    OUTBOX_DIR: outboxDir,
    DEV_IDP: 'on',
    API_PUBLIC_URL: 'http://api.test',
    SITE_ORIGINS: 'http://site.test',
    ...(process.env.MONGODB_URI ? { MONGODB_URI: process.env.MONGODB_URI, MONGODB_DB: `test_${path.basename(dataDir).replace(/\W/g, '_')}` } : {}),
    ...env,
  });
  const server = await startApp(config);
  return {
    app: server,
    dataDir,
    outboxDir,
    async close() {
      if (process.env.MONGODB_URI) await server.mongo.db.dropDatabase().catch(() => undefined);
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the dev identity provider and /google_auth; returns the session. */
export async function signIn(app: FastifyInstance, email: string) {
  const dev = await app.inject({ method: 'POST', url: '/auth/dev/token', payload: { email } });
  const login = await app.inject({ method: 'POST', url: '/google_auth', payload: { token: dev.json().token } });
  const body = login.json() as { token: string; userId: string; accountId: string; email: string };
  return { ...body, headers: { authorization: `Bearer ${body.token}` } };
}

export interface FilePart {
  filename?: string;
  contentType?: string;
  bytes: Buffer;
}

/** A multipart/form-data body from named parts: strings are fields, FileParts are files. */
export function multipart(parts: [string, string | FilePart][]) {
  const boundary = `----directpay${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename ?? 'photo.jpg'}"\r\nContent-Type: ${value.contentType ?? 'image/jpeg'}\r\n\r\n`,
        ),
        value.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const day = (on: boolean) => (on ? { Toggle: true, OpenTime: '09:00', CloseTime: '17:00' } : { Toggle: false, OpenTime: '', CloseTime: '' });

/** A clinic jsonPayload that passes every check; tests break one field at a time. */
export function validClinic(overrides: Record<string, unknown> = {}) {
  const hours: Record<string, unknown> = {};
  for (const d of ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']) {
    for (const [k, v] of Object.entries(day(d !== 'sunday' && d !== 'saturday'))) hours[`${d}${k}`] = v;
  }
  return {
    categoryId: 1,
    detail: {
      name: 'Bright Smiles Dental',
      website: 'https://bright.example.com',
      emailAddress: 'front@bright.example.com',
      phoneNumber: '(801) 555-0100',
      acceptingNewPatients: true,
      description: 'Family dentistry with posted cash prices.',
    },
    address: { streetAddress: '1 Main St', suiteUnit: '', cityTown: 'Provo', state: 'UT', zip: '84601', latitude: 40.23, longitude: -111.66 },
    images: [] as { url: string }[],
    services: [{ description: 'Exam, x-ray & cleaning', price: '120' }],
    otherServices: [],
    insurances: [{ name: 'Cash' }],
    specialties: [],
    hours,
    ...overrides,
  };
}

export function validDoctor(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Dr.',
    firstname: 'Ana',
    lastname: 'Reyes',
    specialty: 'General dentistry',
    degree: 'DDS',
    medicalSchool: 'University of Utah',
    residency: '',
    boardCertifications: '',
    yearGraduated: 2005,
    description: 'Twenty years of practice.',
    ...overrides,
  };
}

/** A small real image made with sharp. */
export async function pngImage(width = 64, height = 48): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } }).png().toBuffer();
}

export async function imageFileCount(app: FastifyInstance): Promise<number> {
  return app.mongo.db.collection('images.files').countDocuments();
}
