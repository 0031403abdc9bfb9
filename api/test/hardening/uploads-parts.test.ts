/**
 * Hardening, uploads: each accepted type by content on the doctor route, and
 * the part rules (names, duplicates, counts, tiny and disguised files) on both
 * upload routes. A refused upload writes nothing.
 */
import sharp from 'sharp';
import { buildHardeningApp, trackWrites, type HardeningApp } from './support/app';
import { setUpCallers } from './support/callers';
import { multipart, pngImage, validClinic, validDoctor, type FilePart } from '../owner/helpers';

jest.setTimeout(60_000);
let h: HardeningApp;
let token: string;
let clinicId: string;
let writes: ReturnType<typeof trackWrites>;
let png: Buffer;
beforeAll(async () => {
  h = await buildHardeningApp();
  const callers = await setUpCallers(h);
  token = callers.tokens[0];
  clinicId = callers.clinicId;
  writes = trackWrites(h.app);
  png = await pngImage(24, 24);
});
afterAll(() => h.close());

const send = (url: string, parts: [string, string | FilePart][], method: 'POST' | 'PUT' = 'POST') => {
  const form = multipart(parts);
  writes.take();
  return h.app.inject({ method, url, headers: { authorization: token, ...form.headers }, payload: form.payload });
};
/** A 1x1 PNG, for the tables below (built before beforeAll runs). */
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const doctorUrl = (): string => `/account/clinics/${clinicId}/doctors`;

describe('uploads: types by content, part rules, nothing written on refusal', () => {
  it.each([
    ['JPEG', () => sharp(png).jpeg().toBuffer()],
    ['GIF', () => sharp(png).gif().toBuffer()],
    ['WebP', () => sharp(png).webp().toBuffer()],
  ])('a doctor photo in %s (declared as something else) is accepted and stored as WebP', async (_type, make) => {
    const res = await send(doctorUrl(), [['jsonPayload', JSON.stringify(validDoctor())], ['image', { bytes: await make(), contentType: 'application/octet-stream' }]]);
    expect(res.statusCode).toBe(201);
    const photo = await h.app.inject({ method: 'GET', url: new URL(res.json().result.imgUrl as string).pathname });
    expect((await sharp(photo.rawPayload).metadata()).format).toBe('webp');
  });

  it.each([
    ['a doctor photo that is text', doctorUrl, [['image', { bytes: Buffer.from('plain text pretending to be a photo') }]], 415, /^image is not a JPEG/],
    ['an empty doctor photo', doctorUrl, [['image', { bytes: Buffer.alloc(0) }]], 400, /^image is empty/],
    ['two doctor photos', doctorUrl, [['image', { bytes: PNG_1PX }], ['image2', { bytes: PNG_1PX }]], 413, /at most 1|Unexpected file part/],
    ['a doctor photo named image0', doctorUrl, [['image0', { bytes: PNG_1PX }]], 400, /Unexpected file part image0/],
    ['an 11-byte file with JPEG magic', (): string => '/account/clinics', [['image0', { bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0]) }]], 400, /image0 could not be read/],
    ['JPEG magic bytes before HTML', (): string => '/account/clinics', [['image0', { bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('<html><script>alert(1)</script>')]) }]], 400, /image0 could not be read/],
    ['the same part twice', (): string => '/account/clinics', [['image0', { bytes: PNG_1PX }], ['image0', { bytes: PNG_1PX }]], 400, /image0 was sent twice/],
    ['a file part named jsonPayload', (): string => '/account/clinics', [['jsonPayload', { bytes: PNG_1PX }]], 400, /Unexpected file part jsonPayload/],
    ['a part named after an image that is text', (): string => '/account/clinics', [['image0', 'not a file']], 400, /Unexpected part image0/],
  ] as const)('refused: %s', async (_name, url, parts, status, message) => {
    const isDoctor = url() === doctorUrl();
    const images = parts.filter(([, v]) => typeof v !== 'string').length;
    const payload = isDoctor ? validDoctor() : validClinic({ images: Array.from({ length: Math.max(images, 1) }, () => ({ url: '' })) });
    const res = await send(url(), [['jsonPayload', JSON.stringify(payload)], ...(parts as unknown as [string, string | FilePart][])]);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(writes.take()).toEqual([]);
  });

  it('jsonPayload sent twice is refused', async () => {
    const res = await send('/account/clinics', [['jsonPayload', JSON.stringify(validClinic())], ['jsonPayload', JSON.stringify(validClinic())]]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/jsonPayload was sent twice/);
    expect(writes.take()).toEqual([]);
  });

  it('a refused new picture on update leaves the clinic and its pictures as they were', async () => {
    const before = await h.app.inject({ method: 'GET', url: '/account/clinics', headers: { authorization: token } });
    const kept = (before.json().results as { id: string; images: { url: string }[] }[]).find((c) => c.id === clinicId)!;
    const res = await send(
      `/account/clinics/${clinicId}`,
      [['jsonPayload', JSON.stringify(validClinic({ images: [...kept.images, { url: '' }] }))], ['image0', { bytes: Buffer.from('GIF89a but no picture at all') }]],
      'PUT',
    );
    expect(res.statusCode).toBe(400);
    expect(writes.take()).toEqual([]);
    const after = await h.app.inject({ method: 'GET', url: '/account/clinics', headers: { authorization: token } });
    expect(after.json()).toEqual(before.json());
  });
});
