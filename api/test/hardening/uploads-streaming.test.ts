/**
 * Uploads are checked while they stream (issue 12, item 5): the type from the
 * first bytes, 10 MB per part, a total per request and a parts limit. A
 * request over a limit is refused without reading the rest of it, and memory
 * stays flat: only one raw part is held at a time.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';
import { MAX_UPLOAD_BYTES } from '#src/images/multipart';
import { buildOwnerTestApp, imageFileCount, pngImage, signIn, validClinic, type TestApp } from '../owner/helpers';

type Session = Awaited<ReturnType<typeof signIn>>;
jest.setTimeout(60_000);
const MB = 1024 * 1024;
const CHUNK = 64 * 1024;
// One zero chunk pushed again and again: the test makes no garbage of its own, so the figure is the server's.
const ZEROS = Buffer.alloc(CHUNK);

interface StreamPart {
  name: string;
  /** The part's first bytes (a real image, or anything); then `size` bytes in all, zero padded. */
  head: Buffer;
  size: number;
}

/** A multipart body made while it is read, counting what the server pulled. */
function streamedBody(jsonPayload: string, parts: StreamPart[]) {
  const boundary = '----streamed7d0e';
  const pieces: (Buffer | { zeros: number })[] = [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="jsonPayload"\r\n\r\n${jsonPayload}\r\n`)];
  for (const part of parts) {
    pieces.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`), part.head);
    pieces.push({ zeros: part.size - part.head.length }, Buffer.from('\r\n'));
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  const total = pieces.reduce((n, p) => n + (Buffer.isBuffer(p) ? p.length : p.zeros), 0);
  const state = { consumed: 0 };
  let index = 0;
  let zerosLeft = -1;
  const stream = new Readable({
    read() {
      while (index < pieces.length) {
        const piece = pieces[index];
        if (Buffer.isBuffer(piece)) {
          index++;
          state.consumed += piece.length;
          if (!this.push(piece)) return;
          continue;
        }
        if (zerosLeft < 0) zerosLeft = piece.zeros;
        if (zerosLeft === 0) {
          zerosLeft = -1;
          index++;
          continue;
        }
        const n = Math.min(CHUNK, zerosLeft);
        zerosLeft -= n;
        state.consumed += n;
        this.push(n === CHUNK ? ZEROS : ZEROS.subarray(0, n));
        return;
      }
      this.push(null);
    },
  });
  return { stream, state, total, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

// A collector on demand: the figure below is memory the server holds, not garbage not yet collected.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** The peak growth of live JS heap + Buffers while `work` runs, collected and sampled every 50 ms. */
async function peakGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const used = () => {
    gc();
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers;
  };
  const start = used();
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, used());
  }, 50);
  try {
    const result = await work();
    peak = Math.max(peak, used());
    return { result, growth: peak - start };
  } finally {
    clearInterval(timer);
  }
}

describe('uploads are checked while they stream', () => {
  let t: TestApp;
  let a: Session;
  let png: Buffer;
  beforeAll(async () => {
    t = await buildOwnerTestApp();
    a = await signIn(t.app, 'streamer@example.com');
    png = await pngImage(16, 16);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  // Over a real socket: app.inject reads a stream payload without backpressure, a socket does not.
  const post = (body: ReturnType<typeof streamedBody>, extra: Record<string, string> = {}) =>
    new Promise<{ statusCode: number; json: () => { message: string }; consumed: number }>((resolve, reject) => {
      const { port } = t.app.server.address() as AddressInfo;
      const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/account/clinics', headers: { ...a.headers, ...body.headers, ...extra } }, (response) => {
        const consumed = body.state.consumed;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          body.stream.destroy();
          request.destroy();
          const text = Buffer.concat(chunks).toString();
          resolve({ statusCode: response.statusCode ?? 0, json: () => JSON.parse(text) as { message: string }, consumed });
        });
      });
      request.on('error', (error) => (body.stream.destroyed ? undefined : reject(error)));
      body.stream.pipe(request);
    });
  const clinicWith = (n: number) => JSON.stringify(validClinic({ images: Array.from({ length: n }, () => ({ url: '' })) }));

  it('20 parts of 9.9 MB: refused at the request total without reading the rest, memory growth under 64 MB, nothing stored', async () => {
    const parts = Array.from({ length: 20 }, (_, i) => ({ name: `image${i}`, head: png, size: Math.round(9.9 * MB) }));
    const body = streamedBody(clinicWith(20), parts);
    const before = await imageFileCount(t.app);
    const { result: res, growth } = await peakGrowth(() => post(body));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/larger than 100 MB in total/);
    expect(body.total).toBeGreaterThan(190 * MB);
    expect(res.consumed).toBeLessThan(MAX_UPLOAD_BYTES + 8 * MB); // + socket buffers
    expect(growth).toBeLessThan(64 * MB);
    expect(await imageFileCount(t.app)).toBe(before);
    expect(await t.app.mongo.db.collection('clinics').countDocuments()).toBe(0);
  }, 120_000);

  it('a Content-Length over the request total is refused before the body is read', async () => {
    const body = streamedBody(clinicWith(20), Array.from({ length: 20 }, (_, i) => ({ name: `image${i}`, head: png, size: Math.round(9.9 * MB) })));
    const res = await post(body, { 'content-length': String(body.total) });
    expect(res.statusCode).toBe(413);
    expect(res.consumed).toBeLessThan(8 * MB);
  });

  it('a 9.9 MB part that is not an image is refused from its first bytes (415 naming it)', async () => {
    const body = streamedBody(clinicWith(2), [
      { name: 'image0', head: Buffer.from('%PDF-1.7 definitely a document'), size: Math.round(9.9 * MB) },
      { name: 'image1', head: png, size: 9 * MB },
    ]);
    const res = await post(body);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/^image0 is not a JPEG, PNG, GIF or WebP image/);
    expect(res.consumed).toBeLessThan(8 * MB);
  });

  it('a part over 10 MB is refused at 10 MB, before the parts after it are read (413 naming it)', async () => {
    const body = streamedBody(clinicWith(3), [
      { name: 'image0', head: png, size: 1 * MB },
      { name: 'image1', head: png, size: 40 * MB },
      { name: 'image2', head: png, size: 9 * MB },
    ]);
    const res = await post(body);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('image1 is larger than 10 MB.');
    expect(res.consumed).toBeLessThan(20 * MB);
  });

  it('more file parts than allowed are refused (413) without reading the parts after the limit', async () => {
    const body = streamedBody(clinicWith(21), Array.from({ length: 40 }, (_, i) => ({ name: `image${i}`, head: png, size: png.length })));
    const res = await post(body);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/at most 20/);
  });
});
