import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

const ROOT = path.resolve(__dirname, '..');

/**
 * Lints `code` as if it were written in `file` with the repository's own
 * config; answers ESLint's report. One warm ESLint in a worker thread serves
 * every probe (a process per probe spent a minute loading the config).
 */
let worker: Worker | undefined;
const pending = new Map<number, (report: string) => void>();
let nextId = 0;

function lint(file: string, code: string): Promise<string> {
  if (!worker) {
    worker = new Worker(path.join(__dirname, 'support/eslint-worker.mjs'), { workerData: { root: ROOT } });
    worker.on('message', ({ id, report }: { id: number; report: string }) => {
      pending.get(id)?.(report);
      pending.delete(id);
    });
    worker.on('error', (error) => {
      for (const resolve of pending.values()) resolve(`error ${String(error)}`);
      pending.clear();
    });
  }
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    worker?.postMessage({ id, file: path.join(ROOT, file), code });
  });
}

// Loading the config and its plugins takes seconds on a busy machine; every probe after it is quick.
beforeAll(async () => {
  await lint('contracts/src/warm-up.ts', 'export {};\n');
}, 120_000);

afterAll(async () => {
  await worker?.terminate();
});

describe('architecture boundaries enforced by lint', () => {
  it('stops a remote from importing another remote', async () => {
    expect(await lint('mf-search/src/probe.ts', "import '@directpay/mf-profile';\n")).toMatch(/A remote never imports another remote/);
  });

  it("keeps a browser spec's own servers on ports from test-ports.ts, never BASE_PORT plus a number of its own", async () => {
    const probe = "import { BASE_PORT } from '#support/site';\nexport const port = BASE_PORT + 300;\n";
    expect(await lint('e2e/tests/probe.spec.ts', probe)).toMatch(/Take a port from #support\/test-ports/);
    expect(await lint('e2e/support/probe.ts', probe)).not.toMatch(/Take a port/);
  });

  it('stops a remote from importing the host or the API', async () => {
    expect(await lint('mf-account/src/probe.ts', "import '@directpay/host';\n")).toMatch(/never imports/);
    expect(await lint('mf-profile/src/probe.ts', "import '@directpay/api';\n")).toMatch(/never imports/);
  });

  it('stops shared-ui and contracts from importing any app', async () => {
    expect(await lint('shared-ui/src/probe.ts', "import '@directpay/host';\n")).toMatch(/may not import any app/);
    expect(await lint('contracts/src/probe.ts', "import '@directpay/shared-ui';\n")).toMatch(/imports no app/);
  });

  it('makes the host, remotes and shared-ui reach the router only through shared-ui/routing (issue 16)', async () => {
    const message = /Import routing from '@directpay\/shared-ui\/routing'/;
    expect(await lint('mf-search/src/probe.ts', "import { Link } from 'react-router-dom';\nexport { Link };\n")).toMatch(message);
    expect(await lint('host/src/probe.ts', "import { Link } from 'react-router';\nexport { Link };\n")).toMatch(message);
    expect(await lint('shared-ui/src/components/probe.ts', "export { Link } from 'react-router-dom';\n")).toMatch(message);
    expect(await lint('mf-profile/src/probe.ts', "import '@directpay/mf-search';\nimport { Link } from 'react-router-dom';\nexport { Link };\n")).toMatch(/A remote never imports another remote/);
    expect(await lint('mf-profile/src/probe.ts', "import { Link } from '@directpay/shared-ui/routing';\nexport { Link };\n")).not.toMatch(/error/);
    expect(await lint('shared-ui/src/entry-points/routing.ts', "export { Link } from 'react-router-dom';\n")).not.toMatch(/error/);
  });

  it('keeps the embeddable price card to the contracts, and the apps away from it', async () => {
    expect(await lint('embed/src/probe.ts', "import '@directpay/shared-ui';\n")).toMatch(/runs on clinics' own websites/);
    expect(await lint('embed/src/probe.ts', "import { createElement } from 'react';\nexport { createElement };\n")).toMatch(/must stay under 8 KB compressed/);
    expect(await lint('embed/src/probe.ts', "import { Type } from '@sinclair/typebox';\nexport { Type };\n")).toMatch(/must stay under 8 KB compressed/);
    expect(await lint('embed/src/probe.ts', "import { formatPrice } from '@directpay/contracts';\nexport { formatPrice };\n")).not.toMatch(/error/);
    expect(await lint('mf-account/src/probe.ts', "import '@directpay/embed';\n")).toMatch(/A remote never imports/);
    expect(await lint('host/src/probe.ts', "import '@directpay/embed';\n")).toMatch(/The host knows remotes only/);
  });

  it('makes the apps and shared-ui reach react-leaflet only through shared-ui/map (issue 16)', async () => {
    const message = /Import react-leaflet from '@directpay\/shared-ui\/map'/;
    expect(await lint('mf-search/src/probe.ts', "import { useMap } from 'react-leaflet';\nexport { useMap };\n")).toMatch(message);
    expect(await lint('mf-profile/src/probe.ts', "import { LeafletContext } from '@react-leaflet/core';\nexport { LeafletContext };\n")).toMatch(message);
    expect(await lint('host/src/probe.ts', "import 'react-leaflet';\n")).toMatch(message);
    expect(await lint('shared-ui/src/components/probe.ts', "export { Marker } from 'react-leaflet';\n")).toMatch(message);
    expect(await lint('mf-profile/src/probe.ts', "import { Marker } from '@directpay/shared-ui/map';\nexport { Marker };\n")).not.toMatch(/error/);
    expect(await lint('shared-ui/src/entry-points/map.ts', "export { Marker } from 'react-leaflet';\n")).not.toMatch(/error/);
    // Each façade is the one module for its own library only.
    expect(await lint('shared-ui/src/entry-points/map.ts', "export { Link } from 'react-router-dom';\n")).toMatch(/Import routing from/);
    expect(await lint('shared-ui/src/entry-points/routing.ts', "export { Marker } from 'react-leaflet';\n")).toMatch(message);
  });

  it('makes the apps and shared-ui reach styled-components only through shared-ui/styled (issue 16)', async () => {
    const message = /Import styled-components from '@directpay\/shared-ui\/styled'/;
    expect(await lint('mf-search/src/probe.ts', "import styled from 'styled-components';\nexport const P = styled.p``;\n")).toMatch(message);
    expect(await lint('host/src/probe.ts', "import { ThemeProvider } from 'styled-components';\nexport { ThemeProvider };\n")).toMatch(message);
    expect(await lint('shared-ui/src/components/probe.ts', "export { css } from 'styled-components';\n")).toMatch(message);
    expect(await lint('mf-account/src/probe.ts', "import styled, { css } from '@directpay/shared-ui/styled';\nexport const P = styled.p`${css``}`;\n")).not.toMatch(/error/);
    expect(await lint('shared-ui/src/entry-points/styled.ts', "export { default, css } from 'styled-components';\n")).not.toMatch(/error/);
    // The home page's build-time render, in Node, uses the server style sheet; nothing else in the host does.
    expect(await lint('host/src/prerender/render-home.tsx', "import { ServerStyleSheet } from 'styled-components';\nexport { ServerStyleSheet };\n")).not.toMatch(/error/);
    expect(await lint('shared-ui/src/entry-points/styled.ts', "export { Link } from 'react-router-dom';\n")).toMatch(/Import routing from/);
  });

  it('makes the search and the profile name each endpoint they call, not the endpoints object (issue 16)', async () => {
    const message = /Import the endpoint by name/;
    expect(await lint('mf-search/src/probe.ts', "import { endpoints } from '@directpay/contracts';\nexport const call = endpoints.searchClinics;\n")).toMatch(message);
    expect(await lint('mf-profile/src/probe.ts', "import { endpoints, getClinic } from '@directpay/contracts';\nexport const calls = [endpoints, getClinic];\n")).toMatch(message);
    expect(await lint('mf-search/src/probe.ts', "import { searchClinics } from '@directpay/contracts';\nexport const call = searchClinics;\n")).not.toMatch(/error/);
    // The account area, behind sign-in, may use the object.
    expect(await lint('mf-account/src/probe.ts', "import { endpoints } from '@directpay/contracts';\nexport const call = endpoints.listMyClinics;\n")).not.toMatch(/error/);
  });

  it('lets a remote use shared-ui and contracts', async () => {
    expect(await lint('mf-search/src/probe.ts', "import '@directpay/shared-ui';\nimport '@directpay/contracts';\n")).not.toMatch(/error/);
  });
});

describe('build output is not linted', () => {
  // A build writes bundles into these folders; linting them failed `npm test` on a checkout that had built once.
  const buildFolders = readFileSync(path.join(ROOT, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim().replace(/\/$/, ''))
    .filter((line) => /^dist(-[a-z]+)?$/.test(line));

  it.each(buildFolders)('ignores every %s folder git ignores', async (folder) => {
    expect(await lint(`host/${folder}/bundle.js`, 'var unused = eval("1");\n')).toMatch(/File ignored because of a matching ignore pattern/);
  });

  it('finds the build folders to check', () => {
    expect(buildFolders).toEqual(expect.arrayContaining(['dist', 'dist-prerender', 'dist-standalone']));
  });
});

describe('the API declares no schema of its own (issue 14)', () => {
  it('refuses a TypeBox value import and a route generic in api/src', async () => {
    expect(await lint('api/src/probe.ts', "import { Type } from '@sinclair/typebox';\nexport const X = Type.String();\n")).toMatch(/api\/src declares no schema/);
    expect(await lint('api/src/probe.ts', "import { TypeCompiler } from '@sinclair/typebox/compiler';\nexport const C = TypeCompiler;\n")).toMatch(/api\/src declares no schema/);
    const generic = "declare const app: { get<T>(path: string): T };\nexport const x = app.get<{ Params: { id: string } }>('/');\n";
    expect(await lint('api/src/probe.ts', generic)).toMatch(/Register routes with route\(fastify, endpoint/);
  });

  it('lets api/src import TypeBox types and contracts schemas', async () => {
    const code = "import type { TSchema } from '@sinclair/typebox';\nimport { getClinic } from '@directpay/contracts';\nexport const x: TSchema | undefined = getClinic.params;\n";
    expect(await lint('api/src/probe.ts', code)).not.toMatch(/error/);
  });
});

describe('every write to a clinic stamps its version (issue 17)', () => {
  const STAMP = /Stamp a write with \.\.\.revised\(now\)/;

  it('makes the API write CSV only through lib/csv.ts, which neutralizes formulas', async () => {
    const message = /Write CSV with csvText or csvStream from api\/src\/lib\/csv.ts/;
    expect(await lint('api/src/routes/probe.ts', "import { stringify } from 'csv-stringify';\nexport default stringify;\n")).toMatch(message);
    expect(await lint('api/bench/probe.ts', "import { stringify } from 'csv-stringify/sync';\nexport default stringify;\n")).toMatch(message);
    expect(await lint('api/src/lib/csv.ts', "import { stringify } from 'csv-stringify';\nexport default stringify;\n")).not.toMatch(message);
  });

  it('refuses updatedAt set by hand anywhere in api/src', async () => {
    const write = "declare const c: { updateOne(f: object, u: object): void };\nconst now = new Date();\nc.updateOne({}, { $set: { name: 'x', updatedAt: now } });\n";
    expect(await lint('api/src/repositories/price-confirmations/probe.ts', write)).toMatch(STAMP);
    expect(await lint('api/src/routes/account/probe.ts', "export const doc = { updatedAt: new Date() };\n")).toMatch(STAMP);
  });

  it('accepts the stamp, a filter on the stamp read before, and updatedAt as the stamp itself sets it', async () => {
    const code = "import { revised } from '#src/repositories/clinics/stored-clinic';\ndeclare const current: { updatedAt: Date };\nexport const set = { name: 'x', ...revised(new Date()) };\nexport const filter = { updatedAt: current.updatedAt };\n";
    expect(await lint('api/src/repositories/price-confirmations/probe.ts', code)).not.toMatch(/error/);
    expect(await lint('api/src/repositories/clinics/stored-clinic.ts', "export const stamp = (now: Date) => ({ updatedAt: now });\n")).not.toMatch(/error/);
  });
});

describe('relative imports stay inside their workspace', () => {
  const LEAVES = /A relative import may not leave the ([a-z0-9-]+) workspace \(this one reaches into ([a-z0-9-]+|a folder outside the repository)\)/;
  // [importing file, relative specifier, the workspace it reaches into]
  const forbidden: [string, string, string][] = [
    // remote -> another remote
    ['mf-profile/src/features/clinic-profile/probe.ts', '../../../../mf-search/src/exposed/SearchPage', 'mf-search'],
    ['mf-search/src/probe.ts', '../../mf-account/src/exposed/AccountApp', 'mf-account'],
    ['mf-account/src/app/probe.tsx', '../../../mf-profile/src/app/clinic-profile-screen', 'mf-profile'],
    // remote -> host, remote -> API
    ['mf-profile/src/app/probe.ts', '../../../host/src/app/App', 'host'],
    ['mf-search/src/app/probe.ts', '../../../api/src/config', 'api'],
    // host -> remote, host -> API
    ['host/src/app/probe.ts', '../../../mf-search/src/exposed/SearchPage', 'mf-search'],
    ['host/src/remotes/probe.ts', '../../../api/src/config', 'api'],
    // shared code -> apps
    ['shared-ui/src/components/probe.ts', '../../../host/src/app/App', 'host'],
    ['contracts/src/probe.ts', '../../api/src/config', 'api'],
    ['contracts/src/probe.ts', '../../shared-ui/src/index', 'shared-ui'],
    // API and engine -> frontends, engine -> API
    ['api/src/routes/probe.ts', '../../../host/src/app/App', 'host'],
    ['api/src/probe.ts', '../../shared-ui/src/index', 'shared-ui'],
    ['embedded-mongo/src/probe.ts', '../../api/src/config', 'api'],
    // product code -> test harnesses
    ['mf-account/src/probe.ts', '../../e2e/support/site', 'e2e'],
  ];

  it.each(forbidden)('refuses %s importing %s', async (file, specifier, target) => {
    const out = await lint(file, `import { x } from '${specifier}';\nexport { x };\n`);
    expect(out).toMatch(LEAVES);
    expect(out.match(LEAVES)?.[2]).toBe(target);
  });

  it('refuses the other ways of writing an import: export-from, import() and require', async () => {
    expect(await lint('mf-profile/src/app/probe.ts', "export * from '../../../mf-search/src/exposed/SearchPage';\n")).toMatch(LEAVES);
    expect(await lint('mf-profile/src/app/probe.ts', "export const p = import('../../../api/src/config');\n")).toMatch(LEAVES);
    expect(await lint('host/src/probe.js', "module.exports = require('../../api/src/config');\n")).toMatch(LEAVES);
  });

  it('refuses a relative path that climbs out of the repository', async () => {
    expect(await lint('mf-profile/src/probe.ts', "import '../../../api/src/config';\n")).toMatch(/reaches into a folder outside the repository/);
  });

  it('lets a file import inside its own workspace, and a webpack config use the shared build tooling', async () => {
    expect(await lint('mf-profile/src/features/probe.ts', "import { x } from '../app/clinic-profile-screen';\nexport { x };\n")).not.toMatch(/error/);
    expect(await lint('mf-search/webpack.config.ts', "import { createAppConfig } from '../scripts/webpack/create-app-config';\nexport { createAppConfig };\n")).not.toMatch(
      /error/,
    );
  });
});

describe('effects return only a cleanup function', () => {
  const file = 'mf-search/src/probe.tsx';
  const header = "import { useEffect, useLayoutEffect } from 'react';\ndeclare const list: { scrollTo(o: object): Promise<void> };\n";

  it('refuses an expression-bodied effect, whose value React would call as a cleanup', async () => {
    const out = await lint(file, `${header}export function A() { useEffect(() => list.scrollTo({ top: 0 }), []); return null; }\n`);
    expect(out).toMatch(/An effect returns nothing or a cleanup function/);
    expect(await lint(file, `${header}export function B() { useLayoutEffect(() => list.scrollTo({}), []); return null; }\n`)).toMatch(/An effect returns nothing/);
  });

  it('refuses it through the React namespace too', async () => {
    const out = await lint(file, `import * as React from 'react';\nexport function A() { React.useEffect(() => void 0, []); return null; }\n`);
    expect(out).toMatch(/An effect returns nothing or a cleanup function/);
  });

  it('accepts a braced body and an arrow that returns the cleanup', async () => {
    const out = await lint(file, `${header}export function A() {\n  useEffect(() => { list.scrollTo({ top: 0 }); }, []);\n  useLayoutEffect(() => () => void list.scrollTo({}), []);\n  return null;\n}\n`);
    expect(out).not.toMatch(/error/);
  });
});

describe('one file-naming convention and no climbing imports (issue 14)', () => {
  it('refuses a file name that is not kebab-case, and accepts a component in a kebab-case file', async () => {
    expect(await lint('mf-search/src/components/SearchPage.tsx', 'export const SearchPage = 1;\n')).toMatch(/check-file\/filename-naming-convention/);
    expect(await lint('embedded-mongo/src/commands/findAndModify.ts', 'export const x = 1;\n')).toMatch(/check-file\/filename-naming-convention/);
    expect(await lint('mf-search/src/components/search-page.tsx', 'export const SearchPage = 1;\n')).not.toMatch(/error/);
    expect(await lint('mf-search/src/components/search-page.test.tsx', 'export const x = 1;\n')).not.toMatch(/error/);
  });

  it('refuses a relative import that climbs more than one folder inside its workspace, and accepts the alias', async () => {
    const climbing = "import { Field } from '../../../components/form-controls';\nexport { Field };\n";
    expect(await lint('mf-account/src/features/doctors/components/probe.tsx', climbing)).toMatch(/through the workspace alias/);
    expect(await lint('api/test/hardening/support/probe.ts', "import { x } from '../../owner/helpers';\nexport { x };\n")).toMatch(/through the workspace alias/);
    const aliased = "import { Field } from '#src/components/form-controls';\nimport { y } from '../sibling';\nexport { Field, y };\n";
    expect(await lint('mf-account/src/features/doctors/components/probe.tsx', aliased)).not.toMatch(/through the workspace alias/);
  });
});

describe('names sort with compareNames, never localeCompare (issue 16)', () => {
  it('refuses localeCompare in the host, every remote and shared-ui', async () => {
    const code = "export const sorted = ['b', 'a'].sort((x, y) => x.localeCompare(y, 'en', { sensitivity: 'base' }));\n";
    for (const file of ['host/src/probe.ts', 'mf-search/src/probe.ts', 'mf-profile/src/probe.ts', 'mf-account/src/probe.ts', 'shared-ui/src/probe.ts']) {
      expect(await lint(file, code)).toMatch(/Sort names with compareNames/);
    }
  });

  it('accepts compareNames, and still refuses an effect that returns a value there', async () => {
    expect(await lint('mf-account/src/probe.ts', "import { compareNames } from '@directpay/shared-ui';\nexport const sorted = ['b', 'a'].sort(compareNames);\n")).not.toMatch(/error/);
    const effect = "import { useEffect } from 'react';\nexport function A() { useEffect(() => void 0, []); return null; }\n";
    expect(await lint('mf-profile/src/probe.tsx', effect)).toMatch(/An effect returns nothing or a cleanup function/);
  });
});

describe('styles keep to the type scale (issue 16)', () => {
  const APPS = ['host/src/probe.ts', 'mf-search/src/probe.ts', 'mf-profile/src/probe.ts', 'mf-account/src/probe.ts', 'shared-ui/src/probe.ts'];
  const styled = (css: string) => `import styled from '@directpay/shared-ui/styled';\nexport const Text = styled.p\`\n  ${css}\n\`;\n`;

  it('refuses a font size or weight outside the scale in the host, every remote and shared-ui', async () => {
    for (const file of APPS) {
      expect(await lint(file, styled('font-size: 0.9rem;'))).toMatch(/Use a size of the type scale/);
      expect(await lint(file, styled('color: red; font-size:13px;'))).toMatch(/Use a size of the type scale/);
      expect(await lint(file, styled('font-weight: 600;'))).toMatch(/Use font-weight 400 or 700/);
    }
  });

  it('accepts the scale\'s sizes and weights, and a control at its parent\'s size', async () => {
    expect(await lint('mf-search/src/probe.ts', styled('font-size: 1.125rem;\n  font-weight: 700;'))).not.toMatch(/error/);
    expect(await lint('shared-ui/src/probe.ts', styled('font-size: 0.75rem; font-weight: 400;'))).not.toMatch(/error/);
    expect(await lint('host/src/probe.ts', styled('font-family: inherit; font-size: 100%;'))).not.toMatch(/error/);
  });
});

describe("amounts are written by the contracts' formatters, so '$' never wraps away from its amount", () => {
  const message = /Write amounts with the contracts' formatters/;

  it('refuses a hand-written $ before an amount in the pages, the price card, the mails and the PDFs', async () => {
    const probes: [string, string][] = [
      ['mf-profile/src/probe.ts', 'export const line = (price: string) => `at $${price} each`;\n'],
      ['mf-search/src/probe.ts', "export const line = (price: string) => '$ ' + price;\n"],
      ['host/src/probe.ts', "export const line = (price: string) => '$\\u00a0' + price;\n"],
      ['mf-account/src/probe.tsx', 'export const Price = ({ price }: { price: string }) => <span>$ {price}</span>;\n'],
      ['mf-profile/src/probe.tsx', 'export const Price = ({ price }: { price: string }) => <span>from ${price}</span>;\n'],
      ['shared-ui/src/probe.tsx', 'export const Price = () => <span>From $ 95 a visit</span>;\n'],
      ['embed/src/probe.ts', "export const price = 'from $ 95';\n"],
      ['api/src/probe.ts', 'export const mail = (paid: string) => `Amount paid: $${paid}`;\n'],
      ['contracts/src/probe.ts', 'export const words = (n: number) => `median $ ${n}`;\n'],
    ];
    for (const [file, code] of probes) expect(`${file}: ${await lint(file, code)}`).toMatch(message);
  });

  it('accepts the formatters, a $ joined to a figure in words, an input adornment, and tests', async () => {
    const accepted: [string, string][] = [
      ['mf-profile/src/probe.tsx', "import { formatPrice } from '@directpay/shared-ui';\nexport const Price = ({ price }: { price: string }) => <span>{formatPrice(price)}</span>;\n"],
      ['mf-profile/src/probe.tsx', 'export const Words = () => <p>if it is $400 or more above the estimate</p>;\n'],
      ['mf-account/src/probe.tsx', 'export const Adornment = () => <span aria-hidden="true">$</span>;\n'],
      ['mf-profile/src/probe.tsx', 'export const Label = () => <label>Amount paid ($)</label>;\n'],
      ['mf-search/src/probe.test.ts', "it('reads', () => expect(`$${1}`).toBe('$1'));\n"],
    ];
    for (const [file, code] of accepted) expect(`${file}: ${await lint(file, code)}`).not.toMatch(/money\/no-hand-written-price/);
  });
});
