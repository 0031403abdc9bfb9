/**
 * A parameter or property name holding a line break or another control
 * character is refused in the error shape: `field` matches ApiErrorBody's
 * pointer pattern and no message carries the raw character.
 */
import { Value } from '@sinclair/typebox/value';
import { ApiErrorBody, useFieldFormats } from '@directpay/contracts';
import { buildOwnerTestApp, multipart, signIn, validClinic, type TestApp } from '../owner/helpers';
import { trackWrites } from './support/app';

/** The writes `send` makes (trackWrites leaves out the counters that count refused requests too). */
async function writesOf<T>(send: () => Promise<T>): Promise<[T, string[]]> {
  const writes = trackWrites(t.app);
  try {
    const result = await send();
    return [result, writes.take()];
  } finally {
    writes.stop();
  }
}

useFieldFormats();

let t: TestApp;
let owner: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await buildOwnerTestApp();
  owner = await signIn(t.app, 'control@example.com');
});
afterAll(() => t.close());

/** Control characters (C0, DEL, C1) and U+2028/U+2029, as escaped in a message. */
const CONTROLS = ['\n', '\r', '\u0000', '\u0001', '\t', '\u001f', '\u007f', '\u0085', '\u2028', '\u2029'];
const isControl = (c: string) => {
  const code = c.charCodeAt(0);
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
};
const escaped = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

function expectSafeError(body: unknown, field: string, shown: string) {
  expect([...Value.Errors(ApiErrorBody, body)].map((e) => `${e.path} ${e.message}`)).toEqual([]);
  const error = body as ApiErrorBody;
  expect(error).toMatchObject({ statusCode: 400, error: 'Bad Request', field });
  expect(Array.from(error.message).filter(isControl)).toEqual([]);
  // The message still names what was refused, escaped.
  expect(error.message).toContain(shown);
}

describe('names with control characters', () => {
  it.each(CONTROLS.map((c) => [escaped(c), c]))('a query parameter named a%s -> 400 with field /query', async (shown, c) => {
    const res = await t.app.inject({ method: 'GET', url: `/clinics?categoryId=1&${encodeURIComponent(`a${c}`)}=1` });
    expect(res.statusCode).toBe(400);
    expectSafeError(res.json(), '/query', `a${shown}`);
  });

  it('a JSON body property named with a line break -> 400 with field /body, nothing stored', async () => {
    const [res, writes] = await writesOf(() => t.app.inject({ method: 'POST', url: '/contact_us', payload: { first_name: 'F', last_name: 'L', email_address: 'a@b.co', message: 'hi', 'x\ny': 1 } }));
    expect(res.statusCode).toBe(400);
    expectSafeError(res.json(), '/body', 'x\\u000ay');
    expect(writes).toEqual([]);
  });

  it('a property inside jsonPayload named with U+2028 -> 400 pointing at its parent, nothing stored', async () => {
    const clinic = validClinic();
    const body = multipart([['jsonPayload', JSON.stringify({ ...clinic, detail: { ...clinic.detail, 'note\u2028': 'x' } })]]);
    const [res, writes] = await writesOf(() => t.app.inject({ method: 'POST', url: '/account/clinics', headers: { ...owner.headers, ...body.headers }, payload: body.payload }));
    expect(res.statusCode).toBe(400);
    expectSafeError(res.json(), '/body/jsonPayload/detail', 'note\\u2028');
    expect(writes).toEqual([]);
  });

  it('a multipart part named with a control character -> 400 whose message shows it escaped', async () => {
    const body = multipart([['jsonPayload', JSON.stringify(validClinic())], ['x\u0001', 'y']]);
    const res = await t.app.inject({ method: 'POST', url: '/account/clinics', headers: { ...owner.headers, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(400);
    expect([...Value.Errors(ApiErrorBody, res.json())]).toEqual([]);
    expect(Array.from(res.json().message as string).filter(isControl)).toEqual([]);
    expect(res.json().message).toContain('x\\u0001');
  });
});
