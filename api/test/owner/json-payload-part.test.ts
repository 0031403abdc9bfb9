/**
 * The jsonPayload part may arrive as plain text or declared application/json
 * (OpenAPI's default for an object part, which generated clients send): both
 * are read, validated and refused alike.
 */
import { buildOwnerTestApp, pngImage, signIn, validClinic, type TestApp } from './helpers';

type Session = Awaited<ReturnType<typeof signIn>>;

/** A multipart body whose jsonPayload part carries `contentType` (none: a plain text field), plus optional image parts. */
function form(json: string, contentType: string | undefined, images: Buffer[] = []) {
  const boundary = `----jsonpart${Math.random().toString(16).slice(2)}`;
  const type = contentType ? `Content-Type: ${contentType}\r\n` : '';
  const chunks: Buffer[] = [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="jsonPayload"\r\n${type}\r\n${json}\r\n`)];
  images.forEach((bytes, i) => {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image${i}"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`), bytes, Buffer.from('\r\n'));
  });
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('jsonPayload declared application/json', () => {
  let t: TestApp;
  let a: Session;
  beforeAll(async () => {
    t = await buildOwnerTestApp();
    a = await signIn(t.app, 'json-part@example.com');
  });
  afterAll(() => t.close());

  const post = (json: string, contentType: string | undefined, images: Buffer[] = []) => {
    const body = form(json, contentType, images);
    return t.app.inject({ method: 'POST', url: '/account/clinics', headers: { ...a.headers, ...body.headers }, payload: body.payload });
  };
  const clinicCount = async () => (await t.app.inject({ method: 'GET', url: '/account/clinics', headers: a.headers })).json().results.length as number;
  /** What a saved clinic says, without what differs between two saves (its id, image ids and times). */
  const saved = (result: Record<string, unknown>) =>
    JSON.parse(JSON.stringify(result), (key, value: unknown) => (key === 'id' || key === 'url' || key.endsWith('At') ? undefined : value)) as unknown;

  it.each([['application/json'], ['application/json; charset=utf-8'], ['Application/JSON']])('saves the same clinic as a text part when declared %s', async (type) => {
    const json = JSON.stringify(validClinic({ images: [{ url: '' }] }));
    const png = await pngImage();
    const asText = await post(json, undefined, [png]);
    const asJson = await post(json, type, [png]);
    expect(asText.statusCode).toBe(201);
    expect(asJson.statusCode).toBe(201);
    expect(saved(asJson.json().result)).toEqual(saved(asText.json().result));
  });

  it.each([
    ['a field that breaks its rule', JSON.stringify(validClinic({ services: [{ description: 'Exam', price: 'cheap' }] }))],
    ['a missing field', JSON.stringify(validClinic({ hours: undefined }))],
    ['an unknown field', JSON.stringify(validClinic({ owner: 'someone else' }))],
    ['an array instead of an object', '[]'],
  ])('refuses %s with the same 400 either way, and saves nothing', async (_name, json) => {
    const before = await clinicCount();
    const asText = await post(json, undefined);
    const asJson = await post(json, 'application/json');
    expect(asText.statusCode).toBe(400);
    expect(asJson.statusCode).toBe(400);
    expect(asJson.json()).toEqual(asText.json());
    expect(asJson.json().field).toMatch(/^\/body\/jsonPayload/);
    expect(await clinicCount()).toBe(before);
  });

  it.each([
    ['text that is not JSON', '{"categoryId": 1,'],
    ['a __proto__ key', JSON.stringify(validClinic()).replace('{', '{"__proto__":{"admin":true},')],
  ])('refuses %s as a 400 naming jsonPayload either way, and saves nothing', async (_name, json) => {
    const before = await clinicCount();
    for (const type of [undefined, 'application/json']) {
      const res = await post(json, type);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', field: '/body/jsonPayload' });
      expect(res.json().message).toMatch(/^jsonPayload /);
    }
    expect(await clinicCount()).toBe(before);
  });
});
