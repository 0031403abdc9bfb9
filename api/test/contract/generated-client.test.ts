/**
 * A client generated from /docs/json works. openapi-typescript turns the
 * document the listening app serves into types; a small openapi-fetch program
 * written against them type-checks under strict; then that same program runs
 * against the app over HTTP: search, a profile, an owner's clinic created with
 * an image part and deleted.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import * as openapiFetch from 'openapi-fetch';
import { freePort } from '#test/free-port';
import { buildOwnerTestApp, pngImage, validClinic, type TestApp } from '../owner/helpers';

jest.setTimeout(60_000);

/**
 * openapi-typescript's Node API, in a child process: its dependencies are ES modules,
 * which Jest's CommonJS runtime cannot load. Image bytes (format: binary) become Blob,
 * as openapi-typescript's documentation suggests for files.
 */
const GENERATE = `
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
const [input, output] = process.argv.slice(1);
const blob = ts.factory.createTypeReferenceNode('Blob');
const ast = await openapiTS(pathToFileURL(input), { transform: (schema) => (schema.format === 'binary' ? blob : undefined) });
writeFileSync(output, astToString(ast));
`;

/** The client program: type-checked against the generated types, then run as it is. */
const CLIENT = `
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema';

type Api = Client<paths>;
type ClinicUpload = paths['/account/clinics']['post']['requestBody']['content']['multipart/form-data'];
export type ClinicInput = ClinicUpload['jsonPayload'];

export const connect = (baseUrl: string, token?: string): Api =>
  createClient<paths>({ baseUrl, headers: token ? { Authorization: \`Bearer \${token}\` } : {} });

/** The development identity provider's ID token, exchanged for a session token. */
export async function signIn(api: Api, email: string): Promise<string> {
  const dev = await api.POST('/auth/dev/token', { body: { email } });
  if (!dev.data) throw new Error(\`dev token: \${dev.response.status} \${dev.error?.message}\`);
  const session = await api.POST('/google_auth', { body: { token: dev.data.token } });
  if (!session.data) throw new Error(\`google_auth: \${session.response.status} \${session.error?.message}\`);
  return session.data.token;
}

export async function search(api: Api, categoryId: number, service: string) {
  const { data, error } = await api.GET('/clinics', { params: { query: { categoryId, service, sort: 'name', limit: 20 } } });
  if (!data) throw new Error(error.message);
  const total: number = data.total;
  return { total, results: data.results.map((card) => ({ id: card.id, name: card.name, prices: card.prices.map((p) => p.price) })) };
}

export async function profile(api: Api, id: string) {
  const { data, error, response } = await api.GET('/clinics/{id}', { params: { path: { id } } });
  const name: string | undefined = data?.result.detail.name;
  return { status: response.status, name, error: error?.message };
}

/** multipart/form-data: the JSON part as text, each image part a file. */
export async function createClinic(api: Api, clinic: ClinicInput, image: Blob) {
  const { data, error, response } = await api.POST('/account/clinics', {
    body: { jsonPayload: { ...clinic, images: [{ url: '' }] }, image0: image },
    bodySerializer: (body) => {
      const form = new FormData();
      form.append('jsonPayload', JSON.stringify(body.jsonPayload));
      for (const [name, part] of Object.entries(body)) if (part instanceof Blob) form.append(name, part, \`\${name}.png\`);
      return form;
    },
  });
  if (!data) throw new Error(\`\${response.status} \${error?.message}\`);
  return { status: response.status, id: data.result.id, name: data.result.detail.name, images: data.result.images.map((i) => i.url) };
}

export async function deleteClinic(api: Api, id: string): Promise<number> {
  const { error, response } = await api.DELETE('/account/clinics/{id}', { params: { path: { id } } });
  if (error) throw new Error(error.message);
  return response.status;
}

/** What the types refuse: each line must be an error, or the check reports an unused directive. */
export async function refused(api: Api, image: Blob) {
  // @ts-expect-error a billing code is text ('99203'), not a number
  await api.GET('/clinics', { params: { query: { code: 99203 } } });
  // @ts-expect-error the id is a path parameter
  await api.GET('/clinics/{id}', {});
  // @ts-expect-error jsonPayload is the clinic's JSON, not bytes
  await api.POST('/account/clinics', { body: { jsonPayload: image } });
  // @ts-expect-error only image0..image19 are parts
  const unknownPart: ClinicUpload = { jsonPayload: {} as ClinicInput, photo: image };
  await api.POST('/account/clinics', { body: unknownPart });
}
`;

interface ClientProgram {
  connect(baseUrl: string, token?: string): unknown;
  signIn(api: unknown, email: string): Promise<string>;
  search(api: unknown, categoryId: number, service: string): Promise<{ total: number; results: { id: string; name: string; prices: string[] }[] }>;
  profile(api: unknown, id: string): Promise<{ status: number; name?: string; error?: string }>;
  createClinic(api: unknown, clinic: unknown, image: Blob): Promise<{ status: number; id: string; name: string; images: string[] }>;
  deleteClinic(api: unknown, id: string): Promise<number>;
}

let t: TestApp;
let baseUrl = '';
let dir = '';
beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  t = await buildOwnerTestApp({ API_PUBLIC_URL: baseUrl });
  await t.app.listen({ port, host: '127.0.0.1' });
  dir = mkdtempSync(path.join(os.tmpdir(), 'generated-client-'));
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a client generated from /docs/json', () => {
  let program: ClientProgram;

  it('type-checks, strict and with no diagnostics, a program that searches, reads a profile, creates and deletes a clinic', async () => {
    const res = await fetch(`${baseUrl}/docs/json`);
    expect(res.status).toBe(200);
    writeFileSync(path.join(dir, 'openapi.json'), await res.text());
    await promisify(execFile)(process.execPath, ['--input-type=module', '-e', GENERATE, path.join(dir, 'openapi.json'), path.join(dir, 'schema.ts')], {
      cwd: path.join(__dirname, '../..'),
    });
    writeFileSync(path.join(dir, 'client.ts'), CLIENT);

    const checked = ts.createProgram([path.join(dir, 'client.ts')], {
      strict: true,
      noEmit: true,
      noUnusedLocals: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
      // The temp folder has no node_modules: the package's own types, as an installed client would see them.
      paths: { 'openapi-fetch': [require.resolve('openapi-fetch').replace(/index\.cjs$/, 'index.d.cts')] },
    });
    const diagnostics = ts.getPreEmitDiagnostics(checked).map((d) => {
      const at = d.file && d.start !== undefined ? `${path.basename(d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1} ` : '';
      return `${at}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
    expect(diagnostics).toEqual([]);

    // The same source, run: its only import at run time is openapi-fetch.
    const js = ts.transpileModule(CLIENT, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true } }).outputText;
    const module = { exports: {} as ClientProgram };
    const load = (name: string) => {
      if (name !== 'openapi-fetch') throw new Error(`The client program imports ${name}`);
      return openapiFetch;
    };
    new Function('require', 'module', 'exports', js)(load, module, module.exports);
    program = module.exports;
  });

  describe('at run time, over HTTP', () => {
    let api: unknown;
    let clinic: Awaited<ReturnType<ClientProgram['createClinic']>>;
    const payload = validClinic({ detail: { ...validClinic().detail, name: 'Generated Client Dental' } });

    beforeAll(async () => {
      if (!program) throw new Error('The client program did not load');
      const token = await program.signIn(program.connect(baseUrl), 'generated-client@example.com');
      api = program.connect(baseUrl, token);
    });

    it("creates an owner's clinic with an image part: one image, whose URL serves image bytes", async () => {
      const png = await pngImage(40, 30);
      clinic = await program.createClinic(api, payload, new Blob([new Uint8Array(png)], { type: 'image/png' }));
      expect({ status: clinic.status, name: clinic.name, images: clinic.images.length }).toEqual({ status: 201, name: 'Generated Client Dental', images: 1 });
      expect(clinic.images[0].startsWith(`${baseUrl}/images/`)).toBe(true);
      const image = await fetch(clinic.images[0]);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\//);
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0);
    });

    it("finds it by search and reads its profile: the clinic's name", async () => {
      const found = await program.search(api, payload.categoryId, 'Exam, x-ray & cleaning');
      expect(found.total).toBeGreaterThan(0);
      expect(found.results).toContainEqual({ id: clinic.id, name: 'Generated Client Dental', prices: ['120'] });
      expect(await program.profile(program.connect(baseUrl), clinic.id)).toEqual({ status: 200, name: 'Generated Client Dental' });
    });

    it('deletes it: 204, and its profile is then 404', async () => {
      expect(await program.deleteClinic(api, clinic.id)).toBe(204);
      const gone = await program.profile(program.connect(baseUrl), clinic.id);
      expect(gone.status).toBe(404);
      expect(gone.name).toBeUndefined();
      expect(gone.error).toEqual(expect.any(String));
    });
  });
});
