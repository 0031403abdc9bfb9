/**
 * The loader that browser builds run over contracts' modules (issue 16): endpoint
 * objects keep what a call needs, and module-level schema building is marked
 * pure so an unused schema drops out. The API and jest run contracts untouched.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transformContractsSource } from '../contracts/browser-loader';
import { endpoints } from '@directpay/contracts';

const ROOT = path.resolve(__dirname, '..');

describe('contracts browser loader', () => {
  it('keeps only method, path, auth and bodyKind of an endpoint definition', () => {
    const out = transformContractsSource(`export const upload = defineEndpoint({
  method: 'PUT',
  path: '/account/clinics/:id',
  summary: 'Update',
  tags: ['account'],
  auth: 'session',
  body: ClinicUpload,
  bodyKind: 'multipart',
  responses: { 200: ClinicResponse, ...errorResponses(400) },
});`);
    expect(out).toBe(`export const upload = /*#__PURE__*/ defineEndpoint({ method: 'PUT', path: '/account/clinics/:id', auth: 'session', bodyKind: 'multipart' });`);
  });

  it('marks calls in module-level constants pure, never a call inside a function or a top-level statement', () => {
    const out = transformContractsSource(`const A = Type.Object({ a: Type.String() });
const B = (() => { register(x); return Type.Object(A.properties); })();
export function check(v) { return Value.Check(A, v); }
FormatRegistry.Set('price', isPrice);`);
    expect(out).toBe(`const A = /*#__PURE__*/ Type.Object({ a: /*#__PURE__*/ Type.String() });
const B = /*#__PURE__*/ (() => { register(x); return Type.Object(A.properties); })();
export function check(v) { return Value.Check(A, v); }
FormatRegistry.Set('price', isPrice);`);
  });

  it('leaves every endpoint of the contracts with its method, path, auth and body kind', () => {
    // Each endpoint file, transformed, states the same route as the definition the API registers.
    const folder = path.join(ROOT, 'contracts/src/endpoints');
    const routes = new Set<string>();
    for (const file of ['account', 'appointments', 'auth', 'catalog', 'clinics', 'compare', 'estimates', 'health', 'imports', 'messages', 'open-data', 'price-trust', 'price-card', 'sitemap']) {
      const out = transformContractsSource(readFileSync(path.join(folder, `${file}.ts`), 'utf8'));
      for (const match of out.matchAll(/defineEndpoint\((\{[^}]*\})\)/g)) routes.add(match[1]);
    }
    const expected = Object.values(endpoints).map((e) => {
      const parts = [`method: '${e.method}'`, `path: '${e.path}'`];
      if ('auth' in e && e.auth) parts.push(`auth: '${e.auth}'`);
      if ('bodyKind' in e && e.bodyKind) parts.push(`bodyKind: '${e.bodyKind}'`);
      return `{ ${parts.join(', ')} }`;
    });
    expect([...routes].sort()).toEqual([...new Set(expected)].sort());
  });
});
