/**
 * The host's server as its image runs it (host/Dockerfile runs scripts/serve-host.ts,
 * the server `npm start` runs too): configured from the environment alone.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serveHost } from '../scripts/serve-host';

const ROOT = path.resolve(__dirname, '..');
/** A remote URL nothing answers (the discard port). */
const NOBODY = 'http://127.0.0.1:9/mf-manifest.json';
const INDEX = '<!doctype html><html><head><title>DirectPay Clinics</title><meta name="description" content="Cash prices"></head><body><div id="root"></div></body></html>';

/** A stand-in API that answers one clinic lookup with 404 and the sitemap's clinic list. */
async function apiStandIn(): Promise<{ url: string; server: Server; paths: string[] }> {
  const paths: string[] = [];
  const server = createServer((request, response) => {
    paths.push(request.url ?? '');
    if (request.url?.startsWith('/sitemap/clinics')) {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ results: [], total: 0 }));
      return;
    }
    response.statusCode = 404;
    response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, paths };
}

test('the host image runs the server npm start runs', () => {
  expect(readFileSync(path.join(ROOT, 'host/Dockerfile'), 'utf8')).toMatch(/CMD \["node", "--import", "tsx", "scripts\/serve-host.ts"\]/);
  expect(readFileSync(path.join(ROOT, 'scripts/start.ts'), 'utf8')).toMatch(/await serveHost\(\)/);
});

test('from the environment alone it serves the pages with their run-time files, the remotes file and robots.txt', async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'host-dist-'));
  writeFileSync(path.join(root, 'index.html'), INDEX);
  const host = await serveHost(
    { HOST_PORT: '0', API_URL: 'https://api.example.test', MF_SEARCH_URL: NOBODY, MF_PROFILE_URL: NOBODY, MF_ACCOUNT_URL: NOBODY, SITE_URL: 'https://directpay.example.test' },
    root,
  );
  try {
    const base = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}`;
    const page = await fetch(`${base}/about`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('"apiUrl":"https://api.example.test"');
    expect(html).toContain(`"mf_search":"${NOBODY}"`);
    expect(await (await fetch(`${base}/robots.txt`)).text()).toContain('Sitemap: https://directpay.example.test/sitemap.xml');
    // No remote answered: the file names them, with no routes.
    expect(await (await fetch(`${base}/remotes.json`)).json()).toEqual({ remotes: { mf_search: NOBODY, mf_profile: NOBODY, mf_account: NOBODY }, routes: [] });
  } finally {
    await host.close();
    rmSync(root, { recursive: true, force: true });
  }
});

test('a page a remote declares in its manifest is routed, preloaded and given its head with no host change', async () => {
  const api = await apiStandIn();
  // A remote that now serves /reviews/:id, asking for the clinic first.
  const manifest = {
    metaData: {
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      pages: [{ prefix: 'reviews', exposed: 'ReviewRoutes', label: 'the reviews', title: 'Reviews', description: 'What patients say.', pages: [{ path: '/reviews/:id', data: ['getClinic'], head: 'clinic' }] }],
    },
    exposes: [{ name: 'ReviewRoutes', assets: { js: { sync: ['reviews.0123456789ab.js'] } } }],
  };
  const remote = createServer((request, response) => response.end(request.url === '/mf-manifest.json' ? JSON.stringify(manifest) : ''));
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  const remoteUrl = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
  const root = mkdtempSync(path.join(os.tmpdir(), 'host-dist-'));
  writeFileSync(path.join(root, 'index.html'), INDEX);
  const host = await serveHost(
    { HOST_PORT: '0', API_URL: 'https://api.example.test', API_INTERNAL_URL: api.url, MF_SEARCH_URL: NOBODY, MF_ACCOUNT_URL: NOBODY,
      // The browser's URL of the remote, and where the server reaches it.
      MF_PROFILE_URL: 'https://profile.example.test/app/mf-manifest.json', MF_PROFILE_INTERNAL_URL: `${remoteUrl}/mf-manifest.json` },
    root,
  );
  try {
    const base = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}`;
    const page = await fetch(`${base}/reviews/000000000000000000000001`, { headers: { accept: 'text/html' } });
    const html = await page.text();
    // The clinic does not exist: the declared head says so.
    expect(page.status).toBe(404);
    expect(html).toContain('"prefix":"reviews"');
    // Preloaded where the browser finds the remote, read where the server reaches it.
    expect(html).toContain('<link rel="preload" as="script" href="https://profile.example.test/app/reviews.0123456789ab.js">');
    expect(html).not.toContain(remoteUrl);
    expect(api.paths).toContain('/clinics/000000000000000000000001');
    const file = (await (await fetch(`${base}/remotes.json`)).json()) as { routes: { prefix: string; remote: string }[] };
    expect(file.routes).toEqual([expect.objectContaining({ prefix: 'reviews', remote: 'mf_profile' })]);
  } finally {
    await host.close();
    api.server.close();
    remote.close();
    rmSync(root, { recursive: true, force: true });
  }
});

test('an unknown or expired estimate link answers 404 with the page; a known one 200; the server asks only whether it exists', async () => {
  const asked: string[] = [];
  const api = createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`);
    response.statusCode = request.url === '/estimates/known-link-token-000000000000' ? 200 : 404;
    response.end();
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  // mf-profile's declaration of the estimate page (its webpack.config.ts).
  const manifest = {
    metaData: {
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      pages: [{ prefix: 'estimate', exposed: 'EstimateRoutes', label: 'your estimate', title: 'Your Good Faith Estimate', description: 'An estimate.', pages: [{ path: '/estimate/:token', head: 'estimate' }] }],
    },
    exposes: [],
  };
  const remote = createServer((_request, response) => response.end(JSON.stringify(manifest)));
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  const root = mkdtempSync(path.join(os.tmpdir(), 'host-dist-'));
  writeFileSync(path.join(root, 'index.html'), INDEX);
  const host = await serveHost(
    { HOST_PORT: '0', API_URL: 'https://api.example.test', API_INTERNAL_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`, MF_SEARCH_URL: NOBODY, MF_ACCOUNT_URL: NOBODY,
      MF_PROFILE_URL: `http://127.0.0.1:${(remote.address() as AddressInfo).port}/mf-manifest.json` },
    root,
  );
  const base = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}`;
  try {
    for (const accept of ['text/html', '*/*']) {
      const res = await fetch(`${base}/estimate/expired-link-token-000000000000`, { headers: { accept } });
      expect([res.status, res.headers.get('content-type')]).toEqual([404, 'text/html; charset=utf-8']);
      const html = await res.text();
      // The same shell: the page then shows its own "We could not find this estimate".
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<title>Estimate not found | DirectPay Clinics</title>');
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
    const known = await fetch(`${base}/estimate/known-link-token-000000000000`, { headers: { accept: 'text/html' } });
    expect(known.status).toBe(200);
    expect(await known.text()).not.toContain('Estimate not found');
    // HEAD: nothing of a patient's estimate reaches the host's server.
    expect(new Set(asked.map((line) => line.split(' ')[0]))).toEqual(new Set(['HEAD']));
    expect(asked).toContain('HEAD /estimates/expired-link-token-000000000000');
  } finally {
    await host.close();
    api.close();
    remote.close();
    rmSync(root, { recursive: true, force: true });
  }
});

test('as curl asks (Accept: */*), a path no one serves answers 404 with the page, a served path 200, and the files stay files', async () => {
  // A remote that serves /search (and whatever its router finds below it).
  const manifest = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, pages: [{ prefix: 'search', exposed: 'SearchRoutes', label: 'the clinic search', title: 'Search', description: 'Clinics.' }] }, exposes: [] };
  const remote = createServer((_request, response) => response.end(JSON.stringify(manifest)));
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  const root = mkdtempSync(path.join(os.tmpdir(), 'host-dist-'));
  writeFileSync(path.join(root, 'index.html'), INDEX);
  writeFileSync(path.join(root, 'main.0123456789ab.js'), 'console.log(1);');
  const host = await serveHost(
    { HOST_PORT: '0', API_URL: 'https://api.example.test', MF_SEARCH_URL: `http://127.0.0.1:${(remote.address() as AddressInfo).port}/mf-manifest.json`, MF_PROFILE_URL: NOBODY, MF_ACCOUNT_URL: NOBODY, SITE_URL: 'https://directpay.example.test' },
    root,
  );
  const base = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}`;
  const curl = (pathname: string, method = 'GET') => fetch(`${base}${pathname}`, { method, headers: { accept: '*/*' } });
  try {
    for (const unknown of ['/no-such-page', '/about/team', '/searches', '/Login/x']) {
      const res = await curl(unknown);
      expect([unknown, res.status, res.headers.get('content-type')]).toEqual([unknown, 404, 'text/html; charset=utf-8']);
      const html = await res.text();
      // The same shell as every page (the router then shows "Page not found"), kept out of search results.
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<title>Page not found | DirectPay Clinics</title>');
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
    expect((await curl('/no-such-page', 'HEAD')).status).toBe(404);
    // A browser's own Accept, and a client that sends none, are told the same.
    expect((await fetch(`${base}/no-such-page`, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } })).status).toBe(404);
    for (const known of ['/', '/about', '/about/', '/contactus?x=1', '/login', '/confirm-email', '/search', '/search/anything-its-router-decides']) {
      const res = await curl(known);
      expect([known, res.status]).toEqual([known, 200]);
      expect(await res.text()).not.toContain('noindex');
    }
    expect((await curl('/robots.txt')).status).toBe(200);
    expect((await curl('/config.json')).status).toBe(200);
    expect((await curl('/remotes.json')).status).toBe(200);
    expect((await curl('/main.0123456789ab.js')).status).toBe(200);
    // A missing file is not a page.
    const file = await curl('/missing.0123456789ab.js');
    expect([file.status, file.headers.get('content-type')]).toEqual([404, 'application/json; charset=utf-8']);
  } finally {
    await host.close();
    remote.close();
    rmSync(root, { recursive: true, force: true });
  }
});

test('a remote that stops answering holds up no page: its last declaration is served at once', async () => {
  let hang = false;
  const manifest = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, pages: [{ prefix: 'search', exposed: 'SearchRoutes', label: 'the clinic search', title: 'Search', description: 'Clinics.' }] }, exposes: [] };
  // Answers its manifest until told to hang; then it never answers.
  const remote = createServer((request, response) => {
    if (!hang) response.end(JSON.stringify(manifest));
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  const manifestUrl = `http://127.0.0.1:${(remote.address() as AddressInfo).port}/slow/mf-manifest.json`;
  const root = mkdtempSync(path.join(os.tmpdir(), 'host-dist-'));
  writeFileSync(path.join(root, 'index.html'), INDEX);
  const host = await serveHost({ HOST_PORT: '0', API_URL: 'https://api.example.test', MF_SEARCH_URL: manifestUrl, MF_PROFILE_URL: NOBODY, MF_ACCOUNT_URL: NOBODY }, root);
  const realNow = Date.now;
  try {
    const base = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}`;
    const about = () => fetch(`${base}/about`, { headers: { accept: 'text/html' } }).then((r) => r.text());
    expect(await about()).toContain('"prefix":"search"');
    // The server's copy has gone stale and the remote now hangs (the server gives up on it after 1.5 s).
    hang = true;
    jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 60_000);
    const started = realNow();
    expect(await about()).toContain('"prefix":"search"');
    expect(realNow() - started).toBeLessThan(1_000);
  } finally {
    jest.restoreAllMocks();
    await host.close();
    remote.closeAllConnections();
    remote.close();
    rmSync(root, { recursive: true, force: true });
  }
});

test('cms-hpt.txt lists every clinic with a price file, page after page, in CMS’s format with the site’s own URLs', async () => {
  const file = (id: string, name: string) => ({ id, name, json: `https://api.example.test/open-data/clinics/${id}/standard-charges.json`, csv: '' });
  const contact = { name: 'DirectPay Clinics', email: 'hello@directpay.example.test' };
  const pages: Record<string, unknown> = {
    '': { results: [file('a'.repeat(24), 'Bright Smiles'), file('b'.repeat(24), 'Line\nBreak Dental')], next: 'b'.repeat(24), contact },
    ['b'.repeat(24)]: { results: [], next: 'c'.repeat(24), contact },
    ['c'.repeat(24)]: { results: [file('d'.repeat(24), 'Clear Eyes')], next: null, contact },
  };
  const asked: string[] = [];
  const api = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://api');
    asked.push(url.search);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(pages[url.searchParams.get('after') ?? '']));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const root = mkdtempSync(path.join(os.tmpdir(), 'host-dist-'));
  writeFileSync(path.join(root, 'index.html'), INDEX);
  const host = await serveHost(
    { HOST_PORT: '0', API_URL: 'https://api.example.test', API_INTERNAL_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`, MF_SEARCH_URL: NOBODY, MF_PROFILE_URL: NOBODY, MF_ACCOUNT_URL: NOBODY, SITE_URL: 'https://directpay.example.test' },
    root,
  );
  try {
    const res = await fetch(`http://127.0.0.1:${(host.server.address() as AddressInfo).port}/cms-hpt.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const entry = (id: string, name: string) =>
      `location-name: ${name}\nsource-page-url: https://directpay.example.test/clinic/${id}\nmrf-url: https://api.example.test/open-data/clinics/${id}/standard-charges.json\ncontact-name: DirectPay Clinics\ncontact-email: hello@directpay.example.test\n`;
    expect(await res.text()).toBe([entry('a'.repeat(24), 'Bright Smiles'), entry('b'.repeat(24), 'Line Break Dental'), entry('d'.repeat(24), 'Clear Eyes')].join('\n'));
    expect(asked).toEqual(['?limit=5000', `?limit=5000&after=${'b'.repeat(24)}`, `?limit=5000&after=${'c'.repeat(24)}`]);
    // The open data page is a public page the sitemap lists.
    expect(await (await fetch(`http://127.0.0.1:${(host.server.address() as AddressInfo).port}/sitemap-pages.xml`)).text()).toContain('<loc>https://directpay.example.test/open-data</loc>');
  } finally {
    await host.close();
    api.close();
    rmSync(root, { recursive: true, force: true });
  }
});
