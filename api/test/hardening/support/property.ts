/**
 * Property-based requests over every route, generated from the route's own
 * schemas: no answer is a 5xx, every answer matches the route's response
 * schema (or the error shape), and a rejected request stores nothing.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { RouteOptions } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { ClinicInput, DoctorPayload, IMPORT_COLUMNS, fileMediaType } from '@directpay/contracts';
import { multipart } from '#test/owner/helpers';
import { hostileOf, textOf } from './arbitraries';
import { isErrorBody, trackWrites, type HardeningApp } from './app';

export const NUM_RUNS = Number(process.env.HARDENING_RUNS ?? 1000);

export interface Callers {
  /** Authorization headers to mix in on routes that need a session. */
  tokens: string[];
  /** Ids that exist (the caller's clinic and doctor, a demo clinic), mixed in with generated ones. */
  ids: string[];
}

type Schema = Record<string, unknown>;
const schemaOf = (route: RouteOptions, part: 'params' | 'querystring' | 'body') => (route.schema as Record<string, Schema | undefined> | undefined)?.[part];

const MULTIPART: [RegExp, TSchema][] = [
  [/^\/account\/clinics(\/:id)?$/, ClinicInput],
  [/^\/account\/clinics\/:clinicId\/doctors(\/:id)?$/, DoctorPayload],
];

/** The import routes take a CSV as the part `file`: rows of hostile cells, under our header or none. */
const CSV_ROUTE = /^\/account\/imports(\/preview)?$/;
const csvCell = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('=1+1', '@SUM(A1)', '-2+3', '+1', '"', '""', '\r\n', '\n', '\uFEFF', '\u0000', '\uFFFD', '{"$ne":1}', '__proto__', 'D1110', 'CPT', '84601', '120', 'Dental', 'https://a.example.com'),
);
const hostileCsv = fc
  .tuple(fc.boolean(), fc.array(fc.array(csvCell, { maxLength: 22 }), { maxLength: 6 }))
  .map(([header, rows]) => [...(header ? [IMPORT_COLUMNS.map((c) => c.name).join(',')] : []), ...rows.map((cells) => cells.join(','))].join('\r\n'));

const needsSession = (url: string) => /^\/account|^\/auth\/(session|sessions|password)$/.test(url);

/** Requests for one route: path params, query, headers and body from its schemas, often hostile. */
export function requestsFor(route: RouteOptions, callers: Callers): fc.Arbitrary<InjectOptions> {
  const method = String(route.method) as InjectOptions['method'];
  const params = (schemaOf(route, 'params')?.properties ?? {}) as Record<string, Schema>;
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  // Path values stay under the router's 100-character limit (over it Fastify answers 414 before any plugin runs).
  const path = fc.tuple(...names.map((n) => fc.oneof(fc.constantFrom(...callers.ids), textOf(params[n]).map((v) => v.slice(0, 90))))).map((values) => {
    let url = route.url;
    names.forEach((n, i) => (url = url.replace(`:${n}`, encodeURIComponent(values[i]) || '%20')));
    return url;
  });
  const query = (schemaOf(route, 'querystring')?.properties ?? {}) as Record<string, Schema>;
  const queryString = fc
    .tuple(
      ...Object.entries(query).map(([name, schema]) =>
        fc.oneof(
          { weight: 3, arbitrary: fc.option(textOf(schema).map((v) => `${name}=${encodeURIComponent(v)}`), { nil: '' }) },
          { weight: 1, arbitrary: fc.constantFrom(`${name}[$gt]=`, `${name}[$ne]=1`, `${name}=1&${name}=2`, `${name}[]=1`, `${name}[__proto__][x]=1`) },
        ),
      ),
    )
    .map((pairs) => pairs.filter(Boolean).join('&'));
  const auth = needsSession(route.url)
    ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...callers.tokens) }, { weight: 1, arbitrary: fc.constantFrom('', 'Bearer ', 'Bearer x.y.z', 'Basic YTpi') })
    : fc.constant('');
  const multipartSchema = (method === 'POST' || method === 'PUT') && MULTIPART.find(([pattern]) => pattern.test(route.url))?.[1];
  const bodySchema = schemaOf(route, 'body');
  const body: fc.Arbitrary<{ payload?: string | Buffer; headers: Record<string, string> }> = CSV_ROUTE.test(route.url)
    ? hostileCsv.map((text) => {
        const form = multipart([['file', { filename: 'locations.csv', contentType: 'text/csv', bytes: Buffer.from(text) }]]);
        return { payload: form.payload, headers: form.headers };
      })
    : multipartSchema
    ? hostileOf(multipartSchema as unknown as Schema).map((value) => {
        const form = multipart([['jsonPayload', JSON.stringify(value) ?? 'null']]);
        return { payload: form.payload, headers: form.headers };
      })
    : bodySchema
      ? hostileOf(bodySchema).map((value) => ({ payload: JSON.stringify(value) ?? 'null', headers: { 'content-type': 'application/json' } }))
      : fc.constant({ headers: {} });
  return fc.record({ path, queryString, auth, body, ip: fc.ipV4() }).map(({ path: p, queryString: q, auth: a, body: b, ip }) => ({
    method,
    url: q ? `${p}?${q}` : p,
    remoteAddress: ip, // a new client each time: the per-IP rate limits stay out of the way
    headers: { ...b.headers, ...(a ? { authorization: a } : {}) },
    payload: b.payload,
  }));
}

/** For the few plain JSON schemas (not TypeBox): types, properties and required keys. */
function plainCheck(schema: Schema, value: unknown): boolean {
  if (schema.type === 'object') {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
    const v = value as Record<string, unknown>;
    if (((schema.required ?? []) as string[]).some((k) => !(k in v))) return false;
    return Object.entries((schema.properties ?? {}) as Record<string, Schema>).every(([k, sub]) => !(k in v) || plainCheck(sub, v[k]));
  }
  if (schema.type === 'string') return typeof value === 'string';
  if (schema.type === 'number' || schema.type === 'integer') return typeof value === 'number';
  if (schema.type === 'boolean') return typeof value === 'boolean';
  return true;
}

const compiled = new Map<unknown, { Check(value: unknown): boolean }>();
function responseCheck(route: RouteOptions, status: number) {
  const schema = (route.schema?.response as Record<string, TSchema> | undefined)?.[status];
  // A file's bytes are no JSON answer, even in a JSON-based format (FHIR JSON, NDJSON).
  if (!schema || fileMediaType(schema) !== undefined) return undefined;
  if (!compiled.has(schema)) {
    let check: { Check(value: unknown): boolean };
    try {
      check = TypeCompiler.Compile(schema);
    } catch {
      check = { Check: (value) => plainCheck(schema as unknown as Schema, value) };
    }
    compiled.set(schema, check);
  }
  return compiled.get(schema)!;
}

/** Runs NUM_RUNS generated requests against one route and checks each answer. */
export async function checkRoute(h: HardeningApp, route: RouteOptions, callers: Callers, numRuns = NUM_RUNS): Promise<void> {
  const writes = trackWrites(h.app);
  try {
    await fc.assert(
      fc.asyncProperty(requestsFor(route, callers), async (request) => {
        writes.take();
        const res = await h.app.inject(request);
        const where = `${request.method} ${request.url} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
        if (res.statusCode >= 500) throw new Error(`5xx: ${where}`);
        const check = responseCheck(route, res.statusCode);
        const json = /json/.test(String(res.headers['content-type'])) && (check || res.statusCode >= 400) ? (res.json() as unknown) : undefined;
        if (check && json !== undefined && !check.Check(json)) throw new Error(`answer does not match its schema: ${where}`);
        if (!check && res.statusCode >= 400 && !isErrorBody(res.statusCode, json)) throw new Error(`not the error shape: ${where}`);
        const written = writes.take();
        if (res.statusCode >= 400 && written.length > 0) throw new Error(`a rejected request wrote to the database (${written.join(', ')}): ${where}`);
      }),
      { numRuns },
    );
  } finally {
    writes.stop();
  }
}
