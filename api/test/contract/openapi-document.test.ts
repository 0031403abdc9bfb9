/**
 * The OpenAPI document at /docs/json is exact: a valid OpenAPI 3.0 document
 * (checked by @apidevtools/swagger-parser, schema and semantics), one
 * operation per contracts definition with its name as operationId, on the
 * definition's own path, each response described, the contracts' own formats
 * with a pattern that admits what they admit, image bytes as images, and
 * examples for every operation that its schemas and the API itself take.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv from 'ajv';
import type { TSchema } from '@sinclair/typebox';
import {
  ClinicInput,
  FIELD_FORMATS,
  MAX_CLINIC_IMAGES,
  endpoints,
  isClinicImagePart,
  isDoctorImagePart,
  type EndpointDefinition,
  type EndpointName,
} from '@directpay/contracts';
import { validatorCompiler } from '#src/lib/validation';
import { checkClinic, checkPayload } from '#src/routes/account/validate';
import { buildPublicApp, type PublicApp } from '../public/public-app';

jest.setTimeout(60_000);

type Json = Record<string, unknown>;
interface Media {
  schema?: Json;
  example?: unknown;
}
interface Operation {
  operationId?: string;
  summary?: string;
  parameters?: { name: string; in: string; schema: Json; example?: unknown }[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { description?: string; content?: Record<string, Media> }>;
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

/** Every example of an operation with the schema it illustrates. */
function examplesOf(op: Operation) {
  const found: { where: string; schema: Json; value: unknown }[] = [];
  for (const p of op.parameters ?? []) if (p.example !== undefined) found.push({ where: `${p.in} ${p.name}`, schema: p.schema, value: p.example });
  for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
    if (media.example !== undefined) found.push({ where: `body ${type}`, schema: media.schema!, value: media.example });
  }
  for (const [status, response] of Object.entries(op.responses)) {
    for (const [type, media] of Object.entries(response.content ?? {})) {
      if (media.example !== undefined) found.push({ where: `${status} ${type}`, schema: media.schema!, value: media.example });
    }
  }
  return found;
}

/** Checks a value as the API checks that part of a request (coercing text parts); undefined when it passes. */
function apiRefuses(schema: TSchema, httpPart: 'params' | 'querystring' | 'body', value: unknown): string | undefined {
  const validate = validatorCompiler({ schema, httpPart, method: 'GET', url: '/' }) as (data: unknown) => { error?: Error };
  return validate(structuredClone(value)).error?.message;
}

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

  it('names the API’s public URL as its server, and its examples’ URLs are on it', () => {
    const { publicUrl } = api.server.config;
    expect((doc as { servers?: unknown }).servers).toEqual([{ url: publicUrl, description: 'This API' }]);
    const urls = JSON.stringify(doc).match(/"https?:\/\/[^"]*\/(images|open-data)\/[^"]*"/g) ?? [];
    expect(urls.length).toBeGreaterThan(5);
    expect(urls.filter((url) => !url.startsWith(`"${publicUrl}/`))).toEqual([]);
  });

  it('says what a method a path lacks answers, QUERY included, as the API answers it', async () => {
    const asked = [{ method: 'QUERY' }, { method: 'QUERY', payload: { categoryId: 1 } }, { method: 'PATCH' }] as const;
    for (const { method, ...body } of asked) {
      const res = await api.server.inject({ method, url: '/clinics', ...body });
      expect({ method, status: res.statusCode, allow: res.headers.allow }).toEqual({ method, status: 405, allow: 'GET, HEAD, OPTIONS' });
    }
    expect((doc as { info?: { description?: string } }).info?.description).toMatch(/QUERY included, with or without a body\) answers 405 with an `Allow` header/);
  });

  it('dates its examples on the day it is served, however long the API has run', async () => {
    const scheduledFor = (document: typeof doc) =>
      Date.parse((document.paths['/clinics/{clinicId}/estimate-requests'].post.requestBody?.content['application/json'].example as { scheduledFor: string }).scheduledFor);
    // Ten weeks on, the same process (its document built once) serves dates ten weeks on.
    jest.useFakeTimers({ now: Date.now() + 70 * 86_400_000, advanceTimers: true, doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'] });
    try {
      const later = (await api.server.inject({ method: 'GET', url: '/docs/json' })).json() as typeof doc;
      expect((scheduledFor(later) - scheduledFor(doc)) / 86_400_000).toBe(70);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says how the examples of multipart bodies hold their file parts', () => {
    const multipart = operations().filter(({ op }) => op.requestBody?.content['multipart/form-data']);
    expect(multipart.length).toBeGreaterThanOrEqual(6);
    for (const { op } of multipart) expect((op.requestBody as { description?: string }).description).toMatch(/`data:` URI/);
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

  it('gives every operation examples: its body, its success answer, its parameters', () => {
    const missing = operations().flatMap(({ path, method, op }) => {
      const name = `${method.toUpperCase()} ${path}`;
      const gaps: string[] = [];
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) if (media.example === undefined) gaps.push(`${name} body ${type}`);
      for (const [status, response] of Object.entries(op.responses)) {
        const json = response.content?.['application/json'];
        if (status.startsWith('2') && json && json.example === undefined) gaps.push(`${name} ${status}`);
      }
      for (const p of op.parameters ?? []) if (p.in === 'path' && p.example === undefined) gaps.push(`${name} ${p.name}`);
      if (examplesOf(op).length === 0) gaps.push(`${name}: none`);
      return gaps;
    });
    expect(missing).toEqual([]);
  });

  it('has examples valid against their schemas as the document states them', async () => {
    // OpenAPI 3.0 schemas (Ajv knows nullable), the document's own keywords (example) and the contracts' formats.
    const ajv = new Ajv({ strict: false, allErrors: true });
    for (const [name, check] of Object.entries(FIELD_FORMATS)) ajv.addFormat(name, check);
    ajv.addFormat('binary', true);
    const dereferenced = (await SwaggerParser.dereference(structuredClone(doc) as never)) as unknown as typeof doc;
    const invalid: unknown[] = [];
    for (const [path, item] of Object.entries(dereferenced.paths)) {
      for (const [method, op] of Object.entries(item)) {
        for (const { where, schema, value } of examplesOf(op)) {
          const validate = ajv.compile(schema);
          if (!validate(value)) invalid.push({ at: `${method.toUpperCase()} ${path} ${where}`, errors: ajv.errorsText(validate.errors) });
        }
      }
    }
    expect(invalid).toEqual([]);
    expect(operations().flatMap(({ op }) => examplesOf(op)).length).toBeGreaterThan(80);
  });

  it('has request examples the API takes: parameters and bodies pass its own checks', () => {
    const refused: unknown[] = [];
    for (const { op } of operations()) {
      const endpoint: EndpointDefinition = endpoints[op.operationId as EndpointName];
      const at = (part: string, message: string | undefined) => message && refused.push({ at: `${op.operationId} ${part}`, message });
      const given = (where: string) =>
        Object.fromEntries((op.parameters ?? []).filter((p) => p.in === where && p.example !== undefined).map((p) => [p.name, p.example]));
      if (endpoint.params) at('params', apiRefuses(endpoint.params, 'params', given('path')));
      if (endpoint.querystring) at('query', apiRefuses(endpoint.querystring, 'querystring', given('query')));
      const body = Object.values(op.requestBody?.content ?? {})[0]?.example as Json | undefined;
      if (!body || !endpoint.body) continue;
      if (endpoint.bodyKind !== 'multipart') {
        at('body', apiRefuses(endpoint.body, 'body', body));
        continue;
      }
      const parts = (endpoint.body as unknown as { properties: Record<string, TSchema> }).properties;
      if (!('jsonPayload' in parts)) {
        // A file-only upload (the import's CSV): the example names exactly its parts.
        expect({ at: op.operationId, parts: Object.keys(body as object).sort() }).toEqual({ at: op.operationId, parts: Object.keys(parts).sort() });
        continue;
      }
      // A multipart body: its JSON part as the route reads it, and an image part for each image with url ''.
      const { jsonPayload, ...files } = body as { jsonPayload: Json & { images?: { url: string }[] } };
      try {
        // The routes' own checks: a clinic's add the contracts' cross-field rules.
        const schema = (endpoint.body as unknown as { properties: { jsonPayload: TSchema } }).properties.jsonPayload;
        if (schema === ClinicInput) checkClinic(structuredClone(jsonPayload));
        else checkPayload(schema, structuredClone(jsonPayload));
      } catch (error) {
        at('jsonPayload', (error as Error).message);
      }
      if (jsonPayload.images) {
        const blanks = jsonPayload.images.filter((image) => image.url === '').length;
        expect({ at: op.operationId, parts: Object.keys(files) }).toEqual({ at: op.operationId, parts: Array.from({ length: blanks }, (_, i) => `image${i}`) });
      }
    }
    expect(refused).toEqual([]);
  });

  it('documents GET /images/{id} as image bytes, and its errors as JSON', () => {
    const { responses } = doc.paths['/images/{id}'].get;
    expect(Object.keys(responses['200'].content ?? {}).sort()).toEqual(['image/gif', 'image/jpeg', 'image/png', 'image/webp']);
    for (const media of Object.values(responses['200'].content ?? {})) expect(media.schema).toEqual({ type: 'string', format: 'binary' });
    expect(Object.keys(responses['404'].content ?? {})).toEqual(['application/json']);
    expect(responses['304'].content).toBeUndefined();
  });
});
