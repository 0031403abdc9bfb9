import sharp from 'sharp';
import { MAX_IMAGE_BYTES } from '@directpay/contracts';
import { buildOwnerTestApp, imageFileCount, multipart, pngImage, signIn, validClinic, type FilePart, type TestApp } from './helpers';

type Session = Awaited<ReturnType<typeof signIn>>;

describe('clinic image uploads', () => {
  let t: TestApp;
  let a: Session;
  beforeAll(async () => {
    t = await buildOwnerTestApp();
    a = await signIn(t.app, 'uploader@example.com');
  });
  afterAll(() => t.close());

  const send = (files: FilePart[], clinic: Record<string, unknown> = validClinic({ images: files.map(() => ({ url: '' })) }), method = 'POST', url = '/account/clinics') => {
    const body = multipart([['jsonPayload', JSON.stringify(clinic)], ...files.map((f, i) => [`image${i}`, f] as [string, FilePart])]);
    return t.app.inject({ method: method as 'POST', url, headers: { ...a.headers, ...body.headers }, payload: body.payload });
  };
  const imageBytes = async (url: string) => (await t.app.inject({ method: 'GET', url: new URL(url).pathname })).rawPayload;

  /** Every rejected upload: the status, the part named, and nothing left in GridFS or the clinics. */
  const expectRejected = async (files: FilePart[], status: number, message: RegExp) => {
    const before = await imageFileCount(t.app);
    const clinics = (await t.app.inject({ method: 'GET', url: '/account/clinics', headers: a.headers })).json().results.length;
    const res = await send(files);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(await imageFileCount(t.app)).toBe(before);
    expect((await t.app.inject({ method: 'GET', url: '/account/clinics', headers: a.headers })).json().results).toHaveLength(clinics);
  };

  it('re-encodes a JPEG with EXIF GPS into WebP large and thumb sizes without any metadata', async () => {
    const withGps = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#3366aa' } })
      .jpeg()
      .withExifMerge({ IFD0: { Copyright: 'secret-owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 14/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '111/1 39/1 0/1' } })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const res = await send([{ bytes: withGps }]);
    expect(res.statusCode).toBe(201);
    const url: string = res.json().result.images[0].url;
    expect(url).toMatch(/^http:\/\/api\.test\/images\/[0-9a-f]{24}$/);
    const large = await sharp(await imageBytes(url)).metadata();
    expect(large).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(large.exif).toBeUndefined();
    expect(large.xmp).toBeUndefined();
    expect(large.icc).toBeUndefined();
    const stored = await t.app.mongo.db.collection('clinics').findOne({}, { sort: { createdAt: -1 } });
    const thumbId = stored!.images[0].thumbId.toHexString();
    const thumb = await sharp(await imageBytes(`http://api.test/images/${thumbId}`)).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 400 });
    expect(thumb.exif).toBeUndefined();
  });

  it('accepts PNG, GIF and WebP by content even when the declared type lies', async () => {
    const png = await pngImage();
    const gif = await sharp(png).gif().toBuffer();
    const webp = await sharp(png).webp().toBuffer();
    const res = await send([
      { bytes: png, contentType: 'application/octet-stream', filename: 'a.bin' },
      { bytes: gif, contentType: 'image/png' },
      { bytes: webp, contentType: 'text/plain', filename: 'b.txt' },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().result.images).toHaveLength(3);
  });

  it('rejects a spoofed type: text declared as image/jpeg (415 naming the part)', async () => {
    await expectRejected([{ bytes: Buffer.from('just some text, honestly a jpeg'), contentType: 'image/jpeg' }], 415, /image0 is not a JPEG, PNG, GIF or WebP/);
  });

  it('rejects an SVG (415 naming the part)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
    await expectRejected([{ bytes: svg, contentType: 'image/svg+xml', filename: 'x.svg' }], 415, /image0/);
  });

  it('rejects a polyglot: PNG magic bytes in front of HTML (400 naming the part)', async () => {
    const polyglot = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<html><script>alert(1)</script></html>')]);
    await expectRejected([{ bytes: polyglot, contentType: 'image/png' }], 400, /image0 could not be read/);
  });

  it('strips a script appended to a real image (polyglot that decodes)', async () => {
    const polyglot = Buffer.concat([await pngImage(), Buffer.from('<script>alert(document.cookie)</script>')]);
    const res = await send([{ bytes: polyglot, contentType: 'image/png' }]);
    expect(res.statusCode).toBe(201);
    const stored = await imageBytes(res.json().result.images[0].url);
    expect(stored.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('rejects zero bytes (400 naming the part)', async () => {
    await expectRejected([{ bytes: Buffer.alloc(0) }], 400, /image0 is empty/);
  });

  it('rejects 10 MB + 1 byte (413 naming the part) and writes nothing, even after a good image', async () => {
    const big = Buffer.concat([await pngImage(), Buffer.alloc(MAX_IMAGE_BYTES + 1)]);
    await expectRejected([{ bytes: await pngImage() }, { bytes: big }], 413, /image1 is larger than 10 MB/);
  });

  it('rejects a bad second image without writing the good first one', async () => {
    await expectRejected([{ bytes: await pngImage() }, { bytes: Buffer.from('GIF89a-but-not-really') }], 400, /image1/);
  });

  it('rejects more than 20 image parts (413)', async () => {
    const png = await pngImage(8, 8);
    const files = Array.from({ length: 21 }, () => ({ bytes: png }));
    await expectRejected(files, 413, /at most 20/);
  });

  it('rejects image parts that do not match the blanked urls', async () => {
    const res = await send([{ bytes: await pngImage() }], validClinic({ images: [] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/jsonPayload\/images/);
  });

  it('keeps existing images, deletes removed ones, and deletes all on clinic delete', async () => {
    const created = await send([{ bytes: await pngImage() }, { bytes: await pngImage(32, 32) }]);
    const clinic = created.json().result;
    const [keep, drop] = clinic.images.map((i: { url: string }) => i.url);
    const before = await imageFileCount(t.app);
    const updated = await send([{ bytes: await pngImage(20, 20) }], { ...validClinic(), id: clinic.id, doctors: [], images: [{ url: keep }, { url: '' }] }, 'PUT', `/account/clinics/${clinic.id}`);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().result.images[0].url).toBe(keep);
    expect(await imageFileCount(t.app)).toBe(before); // one image (2 files) added, one (2 files) removed
    expect((await t.app.inject({ method: 'GET', url: new URL(drop).pathname })).statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url: `/account/clinics/${clinic.id}`, headers: a.headers });
    expect(del.statusCode).toBe(204);
    expect(await imageFileCount(t.app)).toBe(before - 4);
  });

  it("copies images for a duplicate, and refuses another account's image url", async () => {
    const created = (await send([{ bytes: await pngImage() }])).json().result;
    const copy = await send([], { ...validClinic({ images: created.images }), detail: { ...validClinic().detail, name: 'Copy (Copy)' } });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().result.images[0].url).not.toBe(created.images[0].url);
    const b = await signIn(t.app, 'thief@example.com');
    const body = multipart([['jsonPayload', JSON.stringify(validClinic({ images: created.images }))]]);
    const res = await t.app.inject({ method: 'POST', url: '/account/clinics', headers: { ...b.headers, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/jsonPayload\/images\/0\/url/);
  });
});
