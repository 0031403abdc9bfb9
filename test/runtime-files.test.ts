import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configFileFromEnv, portsFromEnv, remotesFileFromEnv } from '../scripts/runtime-files';
import { cacheControlFor, startStaticServer, type StaticServerOptions } from '../scripts/serve-static';

describe('remotes file written from the environment', () => {
  it('points each remote at its local port by default', () => {
    const ports = portsFromEnv({});
    expect(remotesFileFromEnv(ports, {}).remotes).toEqual({
      mf_search: 'http://localhost:3001/mf-manifest.json',
      mf_profile: 'http://localhost:3002/mf-manifest.json',
      mf_account: 'http://localhost:3003/mf-manifest.json',
    });
  });

  it('follows MF_*_URL so a remote moves without a host rebuild', () => {
    const remotes = remotesFileFromEnv(portsFromEnv({}), { MF_SEARCH_URL: 'https://search.example.com/mf-manifest.json' }).remotes;
    expect(remotes.mf_search).toBe('https://search.example.com/mf-manifest.json');
  });

  it('moves ports by environment and rejects a bad one by name', () => {
    expect(portsFromEnv({ HOST_PORT: '3100', API_PORT: '4100' })).toMatchObject({ host: 3100, api: 4100 });
    expect(() => portsFromEnv({ MF_PROFILE_PORT: 'abc' })).toThrow(/MF_PROFILE_PORT/);
  });

  it('tells the frontends where the API is', () => {
    expect(configFileFromEnv(portsFromEnv({ API_PORT: '4100' }), {}).apiUrl).toBe('http://localhost:4100');
    expect(configFileFromEnv(portsFromEnv({}), { API_URL: 'https://api.example.com' }).apiUrl).toBe('https://api.example.com');
  });
});

describe('cache headers of the static servers', () => {
  it('never caches entry and runtime files', () => {
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'remotes.json', 'config.json', 'index.html', 'home.html']) {
      expect(cacheControlFor(`/dist/${file}`)).toBe('no-cache');
    }
  });

  it('caches content-hashed chunks for a year', () => {
    expect(cacheControlFor('/dist/540.d7ac02c355d2.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/dist/__federation_expose_SearchPage.baf26b243ae7.js')).toBe('public, max-age=31536000, immutable');
  });

  it('caches a precompressed copy as the file it stands for', () => {
    expect(cacheControlFor('/dist/540.d7ac02c355d2.js.br')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/dist/540.d7ac02c355d2.js.gz')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/dist/remoteEntry.js.br')).toBe('no-cache');
  });
});

describe('the host static server', () => {
  /** A static server over a temporary folder holding `files`; the folder is removed afterwards. */
  async function withStaticServer(
    files: Record<string, string>,
    options: Omit<StaticServerOptions, 'root' | 'port' | 'spa'>,
    use: (base: string) => Promise<void>,
  ): Promise<void> {
    const root = mkdtempSync(path.join(os.tmpdir(), 'static-'));
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, name), text);
    const server = await startStaticServer({ root, port: 0, spa: true, ...options });
    try {
      await use(`http://127.0.0.1:${(server.server.address() as { port: number }).port}`);
    } finally {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    }
  }

  it('answers the run-time files from memory, uncached, and falls back to index.html for routes', async () => {
    const remotes = { remotes: { mf_search: 'http://search.example/mf-manifest.json' } };
    await withStaticServer({ 'index.html': '<!doctype html><title>host</title>' }, { generated: { 'remotes.json': remotes } }, async (base) => {
      const file = await fetch(`${base}/remotes.json`);
      expect(file.headers.get('cache-control')).toBe('no-cache');
      expect(await file.json()).toEqual(remotes);
      const route = await fetch(`${base}/clinic/abc/prices`, { headers: { accept: 'text/html' } });
      expect(route.status).toBe(200);
      expect(await route.text()).toContain('<title>host</title>');
      expect((await fetch(`${base}/missing.js`)).status).toBe(404);
    });
  });

  it('answers / with the prerendered home page and other routes with the empty shell; only pages a remote serves preload the host\'s remote-page scripts', async () => {
    const files = {
      'index.html': '<!doctype html><head><title>host</title></head><body><div id=root></div></body>',
      'home.html': '<!doctype html><head><title>host</title></head><body><div id="root"><h1>Home</h1></div></body>',
      'page-start-files.json': JSON.stringify({ catalogs: {}, remotePage: ['federation.abcdefabcdef.js'], shared: {} }),
      // A remote's manifest, declaring the prefixes it serves (served here too, for brevity).
      'mf-manifest.json': JSON.stringify({
        metaData: {
          remoteEntry: { name: 'remoteEntry.js', path: '' },
          pages: ['search', 'account'].map((prefix) => ({ prefix, exposed: 'Routes', label: prefix, title: prefix, description: prefix })),
        },
        exposes: [],
      }),
    };
    const runtime = { config: { apiUrl: 'http://api.example' }, remotes: { remotes: {} as Record<string, string> } };
    await withStaticServer(files, { hostPage: { runtime } }, async (base) => {
      runtime.remotes.remotes.mf_search = `${base}/mf-manifest.json`;
      const page = (url: string) => fetch(`${base}${url}`, { headers: { accept: 'text/html' } }).then((r) => r.text());
      const preload = '<link rel="preload" as="script" fetchpriority="low" href="/federation.abcdefabcdef.js">';
      for (const url of ['/', '/?from=mail']) {
        const home = await page(url);
        expect(home).toContain('<h1>Home</h1>');
        // The home page runs no remote: main alone, nothing preloaded for later.
        expect(home).not.toContain(preload);
      }
      for (const url of ['/about', '/login']) expect(await page(url)).not.toContain(preload);
      // A path naming what every object inherits is no one's route: the empty shell with 404, nothing preloaded.
      for (const url of ['/constructor', '/__proto__/x', '/toString']) {
        const response = await fetch(`${base}${url}`, { headers: { accept: 'text/html' } });
        expect(response.status).toBe(404);
        const html = await response.text();
        expect(html).toContain('<div id=root></div>');
        expect(html).not.toContain(preload);
      }
      const search = await page('/search?category=Dental');
      expect(search).toContain('<div id=root></div>');
      expect(search).not.toContain('<h1>Home</h1>');
      expect(search).toContain(preload);
      expect(await page('/account')).toContain(preload);
    });
  });
  it('preloads what a page fetches as it starts: main\'s catalogs in its language, and on a remote\'s page the shared modules and catalogs its first code asks for', async () => {
    const files = {
      'index.html': '<!doctype html><head><title>host</title></head><body><div id=root></div></body>',
      'page-start-files.json': JSON.stringify({
        catalogs: { es: ['host-es.aaaaaaaaaaaa.js'] },
        remotePage: ['federation.abcdefabcdef.js'],
        shared: {
          '@directpay/shared-ui/contract-text': { scripts: ['contract-text.bbbbbbbbbbbb.js'], catalogs: { es: ['contract-text-es.cccccccccccc.js'] } },
          '@directpay/shared-ui/dialogs': { scripts: ['dialogs.dddddddddddd.js'], catalogs: {} },
        },
      }),
      'mf-manifest.json': JSON.stringify({
        metaData: {
          remoteEntry: { name: 'remoteEntry.js', path: '' },
          pages: [{ prefix: 'search', exposed: 'Routes', label: 'search', title: 'search', description: 'search' }],
          // Another team's file: a name that is not a plain relative script, and a key the host does not give, are ignored.
          startFiles: {
            Routes: {
              shared: ['@directpay/shared-ui/contract-text', 'react', '__proto__'],
              catalogs: { es: ['remote-es.eeeeeeeeeeee.js', 'https://elsewhere.example/x.js', '"><script>x</script>.js'] },
            },
          },
        },
        exposes: [{ name: 'Routes', assets: { js: { sync: ['routes.ffffffffffff.js'] } } }],
      }),
    };
    const runtime = { config: { apiUrl: 'http://api.example' }, remotes: { remotes: {} as Record<string, string> } };
    await withStaticServer(files, { hostPage: { runtime } }, async (base) => {
      runtime.remotes.remotes.mf_search = `${base}/mf-manifest.json`;
      const preloaded = async (url: string) => {
        const html = await (await fetch(`${base}${url}`, { headers: { accept: 'text/html' } })).text();
        return [...html.matchAll(/<link rel="preload" as="script"(?: fetchpriority="low")? href="([^"]+)">/g)].map((m) => m[1].replace(base, ''));
      };
      expect(await preloaded('/search')).toEqual(['/federation.abcdefabcdef.js', '/contract-text.bbbbbbbbbbbb.js', '/remoteEntry.js', '/routes.ffffffffffff.js']);
      expect(await preloaded('/es/search')).toEqual([
        '/host-es.aaaaaaaaaaaa.js',
        '/federation.abcdefabcdef.js',
        '/contract-text.bbbbbbbbbbbb.js',
        '/contract-text-es.cccccccccccc.js',
        '/remoteEntry.js',
        '/routes.ffffffffffff.js',
        '/remote-es.eeeeeeeeeeee.js',
      ]);
      // A host page in Spanish loads main's Spanish catalogs before it renders; in English nothing.
      expect(await preloaded('/es/about')).toEqual(['/host-es.aaaaaaaaaaaa.js']);
      expect(await preloaded('/about')).toEqual([]);
    });
  });
});
