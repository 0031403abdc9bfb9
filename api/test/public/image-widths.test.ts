/**
 * Width variants of the images route (issue 16): `?w=400|800|1200` answers the
 * stored picture at most that wide as WebP, re-encoded once and then served from
 * the API's cache; any other `w` is a 400 naming the field.
 */
import sharp from 'sharp';
import { demoClinicId } from '#src/demo/demo-clinics';
import { buildPublicApp, PUBLIC_URL, type PublicApp } from './public-app';

let api: PublicApp;
let imagePath: string;
beforeAll(async () => {
  api = await buildPublicApp('imagewidths', { clinics: 3, images: true });
  const { result } = (await get(`/clinics/${demoClinicId(0).toHexString()}`)).json();
  imagePath = result.images[0].url.slice(PUBLIC_URL.length);
}, 60_000);
afterAll(() => api.close());

const get = (url: string, headers: Record<string, string> = {}) => api.server.inject({ method: 'GET', url, headers });

describe('GET /images/:id?w=', () => {
  it.each([400, 800])('w=%i answers a WebP at most that wide, narrower than the original', async (width) => {
    const original = await get(imagePath);
    const originalWidth = (await sharp(original.rawPayload).metadata()).width!;
    const response = await get(`${imagePath}?w=${width}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toMatch(/max-age=31536000/);
    const { width: shown, format } = await sharp(response.rawPayload).metadata();
    expect(format).toBe('webp');
    expect(shown).toBe(Math.min(width, originalWidth));
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });

  it('re-encodes a variant once: the second answer is the cached bytes', async () => {
    const first = await get(`${imagePath}?w=1200`);
    const second = await get(`${imagePath}?w=1200`);
    expect(first.headers['x-image-variant']).toBe('miss');
    expect(second.headers['x-image-variant']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('concurrent first requests for one variant share a single encoding', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => get(`${imagePath.replace(/.$/, (c) => c)}?w=800&`.replace(/&$/, ''))));
    expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
  });

  it('gives each width its own ETag, and a 304 for it', async () => {
    const response = await get(`${imagePath}?w=400`);
    const plain = await get(imagePath);
    expect(response.headers.etag).not.toBe(plain.headers.etag);
    expect((await get(`${imagePath}?w=400`, { 'if-none-match': String(response.headers.etag) })).statusCode).toBe(304);
  });

  it.each(['?w=500', '?w=0', '?w=-400', '?w=abc', '?w=', '?w=400&w=800', '?w=1e3', '?width=400'])('%s -> 400 naming the field', async (query) => {
    const response = await get(`${imagePath}${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toMatch(query.startsWith('?width') ? /width/ : /\bw\b/);
    expect(body.field).toMatch(/^\/query\//);
  });

  it('a variant of an image that does not exist is a 404', async () => {
    expect((await get(`/images/${'f'.repeat(24)}?w=400`)).statusCode).toBe(404);
  });

  it('a stored file the encoder cannot read is sent as stored, not a 500, and again on the next request', async () => {
    // A damaged file on disk: stored bytes that are no picture (uploads are checked, so only damage gets here).
    const damaged = await api.server.images.upload(Buffer.from('not a picture at all'), 'image/jpeg');
    for (let i = 0; i < 2; i++) {
      const response = await get(`/images/${damaged.toHexString()}?w=400`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-image-variant']).toBe('original');
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.rawPayload.toString()).toBe('not a picture at all');
    }
  });
});

