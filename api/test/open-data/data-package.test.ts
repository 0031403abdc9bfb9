/**
 * The export says what it is: /open-data/datapackage.json, beside the downloads, is a valid
 * Frictionless Data Package v2.0 (checked with the specification's own JSON Schema, vendored in
 * ./frictionless) that describes the copies served now; the CSV keeps to the Table Schema it
 * publishes; and both gzip files carry the licence, the attribution line and their generation
 * time inside, on every row and line.
 */
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'csv-parse/sync';
import { OPEN_DATA_LICENSE, openDataAttribution, type OpenDataClinic, type OpenDataPackage } from '@directpay/contracts';
import { seedDemo } from '#src/demo/seed-demo';
import { buildOwnerTestApp, type TestApp } from '../owner/helpers';
import profile from './frictionless/datapackage-2.0.schema.json';
import { tableSchemaErrors, type TableSchema } from './table-schema-check';

jest.setTimeout(120_000);

const SITE = 'https://directpay.example.com';
let t: TestApp;

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const dataPackage = async () => (await get('/open-data/datapackage.json')).json() as OpenDataPackage;
const resource = (pkg: OpenDataPackage, path: string) => pkg.resources.find((r) => r.path === path)!;
/** A download as a re-user gets it: the gzip bytes, its text and its Last-Modified. */
async function download(path: string) {
  const res = await get(`/open-data/${path}`);
  expect(res.statusCode).toBe(200);
  return { bytes: res.rawPayload, text: gunzipSync(res.rawPayload).toString('utf8'), lastModified: new Date(String(res.headers['last-modified'])) };
}

beforeAll(async () => {
  t = await buildOwnerTestApp({ SITE_ORIGINS: SITE });
  await seedDemo({ clinics: t.app.clinics, images: t.app.images }, { clinics: 40, images: false });
});
afterAll(() => t.close());

describe('/open-data/datapackage.json', () => {
  it('is a valid Frictionless Data Package v2.0, by the specification’s own schema', async () => {
    const res = await get('/open-data/datapackage.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const pkg = res.json() as OpenDataPackage;
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    // The profile's one format that is an editor hint, not a check.
    ajv.addFormat('textarea', true);
    const validate = ajv.compile(profile);
    expect(validate(pkg) ? [] : validate.errors).toEqual([]);
    expect(pkg.$schema).toBe('https://datapackage.org/profiles/2.0/datapackage.json');
    expect(pkg.licenses).toEqual([{ name: 'CC-BY-4.0', path: OPEN_DATA_LICENSE.url, title: OPEN_DATA_LICENSE.title }]);
    expect(pkg.sources).toEqual([expect.objectContaining({ path: `${SITE}/open-data` })]);
    expect(pkg.description).toContain(openDataAttribution(SITE));
    const csv = resource(pkg, 'clinics.csv.gz');
    expect(csv).toMatchObject({ format: 'csv', mediatype: 'text/csv', compression: 'gz', encoding: 'utf-8', type: 'table' });
    expect(csv.dialect).toEqual({ header: true, delimiter: ',', lineTerminator: '\r\n', quoteChar: '"', doubleQuote: true });
    // Every column with its type, format and description.
    for (const field of csv.schema!.fields) expect({ ...field, description: field.description.length > 10 }).toMatchObject({ type: expect.any(String), format: expect.any(String), description: true });
    expect(resource(pkg, 'clinics.ndjson.gz')).toMatchObject({ format: 'ndjson', mediatype: 'application/x-ndjson', compression: 'gz', encoding: 'utf-8' });
  });

  it('describes the files served beside it: their size, hash and generation time', async () => {
    const pkg = await dataPackage();
    for (const r of pkg.resources) {
      const file = await download(r.path);
      expect(r.bytes).toBe(file.bytes.length);
      expect(r.hash).toBe(`sha256:${createHash('sha256').update(file.bytes).digest('hex')}`);
      // Last-Modified has whole seconds; the descriptor the milliseconds.
      expect(Math.floor(Date.parse(r.created) / 1000)).toBe(file.lastModified.getTime() / 1000);
    }
    expect(pkg.created).toBe(pkg.resources.map((r) => r.created).sort().at(-1));
  });

  it('is cached like the files: ETag, Last-Modified, five minutes, the licence link, and 304s', async () => {
    const res = await get('/open-data/datapackage.json');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers.link).toBe(`<${OPEN_DATA_LICENSE.url}>; rel="license"`);
    expect(String(res.headers.etag)).toMatch(/^"[\w-]+"$/);
    expect((await get('/open-data/datapackage.json', { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(304);
    expect((await get('/open-data/datapackage.json', { 'if-modified-since': String(res.headers['last-modified']) })).statusCode).toBe(304);
  });
});

describe('the files themselves', () => {
  it('clinics.csv.gz keeps to the Table Schema it publishes: its header, every row’s types and formats', async () => {
    const schema = resource(await dataPackage(), 'clinics.csv.gz').schema as TableSchema;
    const { text } = await download('clinics.csv.gz');
    const table = parse(text, { relax_column_count: true }) as string[][];
    expect(table.length).toBeGreaterThan(40);
    expect(tableSchemaErrors(schema, table)).toEqual([]);
  });

  it('clinics.csv.gz has the licence, the attribution and its generation time on every row', async () => {
    const { text, lastModified } = await download('clinics.csv.gz');
    const rows = parse(text, { columns: true }) as Record<string, string>[];
    const generated = resource(await dataPackage(), 'clinics.csv.gz').created;
    expect(new Set(rows.map((r) => JSON.stringify([r.license, r.attribution, r.generated_at])))).toEqual(
      new Set([JSON.stringify([OPEN_DATA_LICENSE.url, openDataAttribution(SITE), generated])]),
    );
    expect(Math.floor(Date.parse(generated) / 1000)).toBe(lastModified.getTime() / 1000);
  });

  it('clinics.ndjson.gz has them on every line, which stays a clinic', async () => {
    const { text } = await download('clinics.ndjson.gz');
    const lines = text.trimEnd().split('\n').map((line) => JSON.parse(line) as OpenDataClinic);
    const generated = resource(await dataPackage(), 'clinics.ndjson.gz').created;
    expect(lines.length).toBeGreaterThanOrEqual(40);
    for (const line of lines) {
      expect(line.id).toMatch(/^[0-9a-f]{24}$/);
      expect([line.license, line.attribution, line.generatedAt]).toEqual([OPEN_DATA_LICENSE.url, openDataAttribution(SITE), generated]);
    }
  });
});

describe('a copy made before the files carried their stamp', () => {
  it('is served while its stamped successor is made at once, not an hour later', async () => {
    const name = 'clinics.ndjson.gz';
    const states = t.app.mongo.db.collection<{ _id: string; sha256?: string; claimBy?: string }>('open_data_exports');
    await download(name);
    // As such a copy's state was: no byte hash.
    await states.updateOne({ _id: name }, { $unset: { sha256: '' } });
    const old = await t.app.openDataExports.current(name);
    expect(old?.sha256).toBeUndefined();
    // Within the hour, yet made again: the state gets its hash back once the new copy is written.
    let state = await states.findOne({ _id: name });
    for (let i = 0; i < 200 && (!state?.sha256 || state.claimBy); i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      state = await states.findOne({ _id: name });
    }
    expect(state?.sha256).toMatch(/^[0-9a-f]{64}$/);
    const pkg = await dataPackage();
    expect(resource(pkg, name).hash).toMatch(/^sha256:[0-9a-f]{64}$/);
  });
});
