/**
 * The OpenAPI document at /docs/json is exact: a valid OpenAPI 3.0 document
 * (checked by @apidevtools/swagger-parser, schema and semantics), one
 * operation per contracts definition with its name as operationId, on the
 * definition's own path, each response described, the contracts' own formats
 * with a pattern that admits what they admit, and image bytes as images.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { FIELD_FORMATS, MAX_CLINIC_IMAGES, endpoints, isClinicImagePart, isDoctorImagePart } from '@directpay/contracts';
import { buildPublicApp, type PublicApp } from '../public/public-app';

jest.setTimeout(60_000);

type Json = Record<string, unknown>;
interface Operation {
  operationId?: string;
  summary?: string;
  responses: Record<string, { description?: string; content?: Record<string, { schema?: Json }> }>;
}

let api: PublicApp;
let doc: { openapi: string; paths: Record<string, Record<string, Operation>>; components?: Json };
beforeAll(async () => {
  api = await buildPublicApp('openapi');
  const res = await api.server.inject({ method: 'GET', url: '/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => api.close());

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ path, method, op })),
  );

/** Every schema object in the document, wherever it sits. */
function schemasIn(node: unknown, found: Json[] = []): Json[] {
  if (Array.isArray(node)) for (const item of node) schemasIn(item, found);
  else if (node && typeof node === 'object') {
    const object = node as Json;
    if (typeof object.type === 'string' || 'format' in object || 'items' in object) found.push(object);
    for (const value of Object.values(object)) schemasIn(value, found);
  }
  return found;
}

describe('GET /docs/json', () => {
  it('is a valid OpenAPI 3.0 document', async () => {
    expect(doc.openapi).toMatch(/^3\.0\.\d+$/);
    // validate() dereferences in place: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
  });

  it('has one operation per contracts definition, named by it, on its path', () => {
    const documented = operations().map(({ path, method, op }) => `${op.operationId} ${method.toUpperCase()} ${path}`);
    const defined = Object.entries(endpoints).map(([name, e]) => `${name} ${e.method} ${e.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(documented.sort()).toEqual(defined.sort());
  });

  it('lists no path twice with and without a trailing slash', () => {
    const paths = Object.keys(doc.paths);
    expect(paths.filter((p) => p.length > 1 && p.endsWith('/'))).toEqual([]);
    expect(new Set(paths.map((p) => p.replace(/\/$/, ''))).size).toBe(paths.length);
  });

  it('describes every response', () => {
    const vague = operations().flatMap(({ path, method, op }) =>
      Object.entries(op.responses)
        .filter(([, r]) => !r.description || /^(Default Response|No body)$/.test(r.description))
        .map(([status]) => `${method.toUpperCase()} ${path} ${status}`),
    );
    expect(vague).toEqual([]);
  });

  it('gives each of the contracts’ own formats a pattern that admits what the format admits', () => {
    const SAMPLES: Record<string, [string[], string[]]> = {
      price: [['', '120', '99.50', ' 15 ', '1234567.89'], ['12.345', 'cheap', '-5', '12345678']],
      'clock-time': [['', '09:00', '23:59', '00:00'], ['24:00', '9:00', '12:60', 'noon']],
      'calendar-date': [['2025-02-28', '2024-02-29', '1999-12-31'], ['2025-2-28', '28/02/2025', 'today']],
      phone: [['', '(801) 555-0100', '+1 801 555 0100', '801.555.0100', '+49 30 901820', '801–555–0100', 'tel:+18015550100'], ['call me', 'phone', '801-555-0100 ext. 12']],
    };
    const custom = schemasIn(doc).filter((s) => typeof s.format === 'string' && s.format in SAMPLES);
    expect(new Set(custom.map((s) => s.format))).toEqual(new Set(Object.keys(SAMPLES)));
    for (const schema of custom) {
      const format = schema.format as string;
      expect({ format, pattern: typeof schema.pattern }).toEqual({ format, pattern: 'string' });
      const pattern = new RegExp(schema.pattern as string);
      const [valid, invalid] = SAMPLES[format];
      // The samples mean what the test says they mean...
      expect(valid.filter((v) => !FIELD_FORMATS[format](v))).toEqual([]);
      expect(invalid.filter((v) => FIELD_FORMATS[format](v))).toEqual([]);
      // ...and the pattern admits every valid one (a generated client must not refuse what the API takes).
      expect({ format, refused: valid.filter((v) => !pattern.test(v)) }).toEqual({ format, refused: [] });
      expect({ format, admitted: invalid.filter((v) => pattern.test(v)) }).toEqual({ format, admitted: [] });
    }
  });

  it('names every part of a multipart body: the JSON part and the image parts the API takes', () => {
    // "Any other part is bytes" made generated clients type jsonPayload as bytes as well.
    const parts = (path: string, method: string) => {
      const body = (doc.paths[path][method] as { requestBody?: { content: Record<string, { schema: Json }> } }).requestBody;
      const schema = body?.content['multipart/form-data'].schema as { properties: Record<string, Json>; additionalProperties: unknown };
      expect(schema.additionalProperties).toBe(false);
      expect(schema.properties.jsonPayload.type).toBe('object');
      const files = Object.keys(schema.properties).filter((name) => name !== 'jsonPayload');
      for (const name of files) expect(schema.properties[name]).toEqual({ type: 'string', format: 'binary' });
      return files;
    };
    const images = Array.from({ length: MAX_CLINIC_IMAGES }, (_, i) => `image${i}`);
    for (const [path, method] of [['/account/clinics', 'post'], ['/account/clinics/{id}', 'put']]) {
      expect(parts(path, method)).toEqual(images);
      expect(images.every(isClinicImagePart)).toBe(true);
    }
    for (const [path, method] of [['/account/clinics/{clinicId}/doctors', 'post'], ['/account/clinics/{clinicId}/doctors/{id}', 'put']]) {
      expect(parts(path, method).filter((name) => !isDoctorImagePart(name))).toEqual([]);
    }
  });

  it('documents GET /images/{id} as image bytes, and its errors as JSON', () => {
    const { responses } = doc.paths['/images/{id}'].get;
    expect(Object.keys(responses['200'].content ?? {}).sort()).toEqual(['image/gif', 'image/jpeg', 'image/png', 'image/webp']);
    for (const media of Object.values(responses['200'].content ?? {})) expect(media.schema).toEqual({ type: 'string', format: 'binary' });
    expect(Object.keys(responses['404'].content ?? {})).toEqual(['application/json']);
    expect(responses['304'].content).toBeUndefined();
  });
});
