import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NEVER_PUBLIC, PUBLIC_IN_DATA, SHOWN_ON_PROFILE } from '@directpay/contracts';
import { demoClinic, demoClinicId } from '#src/demo/demo-clinics';
import { buildPublicApp, PUBLIC_URL, type PublicApp } from './public-app';

let api: PublicApp;
beforeAll(async () => {
  api = await buildPublicApp('profile', { clinics: 12, images: true });
}, 60_000);
afterAll(() => api.close());

const get = (url: string, headers: Record<string, string> = {}) => api.server.inject({ method: 'GET', url, headers });

describe('GET /clinics/:id', () => {
  it('answers the full public profile and nothing private', async () => {
    const expected = demoClinic(3).fields;
    const response = await get(`/clinics/${demoClinicId(3).toHexString()}`);
    expect(response.statusCode).toBe(200);
    const { result } = response.json();
    expect(Object.keys(result).sort()).toEqual(
      ['address', 'appointments', 'categoryId', 'detail', 'doctors', 'hours', 'id', 'images', 'insurances', 'npi', 'otherServices', 'pricesConfirmedAt', 'services', 'specialties'].sort(),
    );
    // The NPI is public (the national registry publishes it); the TIN is not.
    expect(result.npi).toBe(expected.npi);
    expect(response.body).not.toContain(expected.tin);
    expect(result).toMatchObject({
      id: demoClinicId(3).toHexString(),
      categoryId: expected.categoryId,
      detail: expected.detail,
      address: expected.address,
      services: expected.services,
      hours: expected.hours,
    });
    expect(result.doctors.length).toBe(expected.doctors.length);
    expect(Object.keys(result.doctors[0])).not.toContain('imageId');
    expect(result.images.length).toBeGreaterThanOrEqual(1);
    expect(result.images.length).toBeLessThanOrEqual(4);
    for (const image of result.images) expect(image.url).toMatch(new RegExp(`^${PUBLIC_URL}/images/[0-9a-f]{24}$`));
    expect(response.body).not.toMatch(/accountId|"search"|"demo"|createdAt|"tin"/);
  });
});

describe("the wizard's public-visibility disclosure", () => {
  it('names every field of the public profile, and nothing it calls private leaves the server', async () => {
    const clinic = demoClinic(3).fields;
    expect(clinic.tin).toBeTruthy();
    const { result } = (await get(`/clinics/${demoClinicId(3).toHexString()}`)).json();
    const answered = Object.keys(result)
      .filter((key) => key !== 'id' && key !== 'detail')
      .concat(Object.keys(result.detail).map((key) => `detail.${key}`))
      .sort();
    const disclosed = [...SHOWN_ON_PROFILE, ...PUBLIC_IN_DATA].flatMap((part) => part.fields);
    expect(answered.filter((field) => !disclosed.includes(field))).toEqual([]);
    // And it claims nothing public that the answer does not carry.
    expect(disclosed.filter((field) => !answered.includes(field))).toEqual([]);
    for (const field of NEVER_PUBLIC.flatMap((part) => part.fields)) {
      expect(answered).not.toContain(field);
      expect(JSON.stringify(result)).not.toContain(String((clinic as Record<string, unknown>)[field]));
    }
  });
});

describe('GET /test/:id', () => {
  it('answers the test data source shape: clinic fields and images apart', async () => {
    const id = demoClinicId(4).toHexString();
    const profile = (await get(`/clinics/${id}`)).json().result;
    const response = await get(`/test/${id}`);
    expect(response.statusCode).toBe(200);
    const { clinic, images } = response.json();
    const { images: profileImages, ...rest } = profile;
    expect(clinic).toEqual(rest);
    expect(images).toEqual(profileImages);
  });
});

describe('GET /images/:id', () => {
  it('serves the bytes with their type, an ETag and a year of caching; 304 when unchanged', async () => {
    const { result } = (await get(`/clinics/${demoClinicId(0).toHexString()}`)).json();
    const url = result.images[0].url.slice(PUBLIC_URL.length);
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(response.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(response.headers.etag).toBeTruthy();
    const again = await get(url, { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('gives search cards the thumbnail of the first picture', async () => {
    const { results } = (await get('/clinics?categoryId=1')).json();
    const card = results.find((c: { id: string }) => c.id === demoClinicId(0).toHexString());
    const thumb = await get(card.imageUrl.slice(PUBLIC_URL.length));
    const full = (await get(`/clinics/${card.id}`)).json().result.images[0].url;
    expect(card.imageUrl).not.toBe(full);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.rawPayload.length).toBeLessThan((await get(full.slice(PUBLIC_URL.length))).rawPayload.length);
  });
});

describe('GET /health', () => {
  it('is live and ready while the database answers', async () => {
    expect((await get('/health')).json()).toEqual({ status: 'ok' });
    const ready = await get('/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('is not ready once the database is gone, while still live', async () => {
    const other = await buildPublicApp('ready');
    await other.server.mongo.client.close();
    try {
      expect((await other.server.inject('/health/ready')).statusCode).toBe(503);
      expect((await other.server.inject('/health')).statusCode).toBe(200);
    } finally {
      await other.server.close();
      rmSync(other.dataDir, { recursive: true, force: true });
    }
  });
});

describe('GET /docs', () => {
  it('serves the OpenAPI document with the public routes', async () => {
    const response = await get('/docs/json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    // Each route on its definition's path: a plugin's root without the trailing slash.
    expect(paths).toEqual(expect.arrayContaining(['/clinics', '/clinics/markers', '/clinics/{id}', '/categories', '/images/{id}', '/test/{id}']));
  });
});

describe('data survives a restart', () => {
  it('keeps clinics written before the API stopped', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'api-restart-'));
    try {
      const first = await buildPublicApp('restart', { clinics: 7, images: true, dataDir: dir });
      await first.close();
      const second = await buildPublicApp('restart', { dataDir: dir, env: { SEED_DEMO: 'on' } });
      try {
        // Seeding is skipped (not empty) and the 7 clinics and their images are back.
        expect(await second.server.clinics.count()).toBe(7);
        const { result } = (await second.server.inject(`/clinics/${demoClinicId(6).toHexString()}`)).json();
        expect((await second.server.inject(result.images[0].url.slice(PUBLIC_URL.length))).statusCode).toBe(200);
      } finally {
        if (process.env.MONGODB_URI) await second.server.mongo.db.dropDatabase();
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
