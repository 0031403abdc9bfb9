/**
 * A static server for the built host and remotes with the headers Module
 * Federation needs: entry files and the runtime files no-cache, content-hashed
 * chunks immutable, CORS so the host origin can load remote assets, and (for
 * the host) an SPA fallback to index.html.
 *
 * Files are sent compressed: the build writes `.br` and `.gz` beside each one
 * (scripts/webpack/precompressed.ts, compression-webpack-plugin) and `preCompressed` picks the best the
 * browser accepts. The host's pages are finished per request (scripts/host-page.ts);
 * `/` starts from the home page's build-time HTML (`home.html`, host/webpack.prerender.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { remotesFileWithRoutes, renderHostPage, type RuntimeFiles, type ServerRemotes } from './host-page';
import { EARLY_SCRIPT } from './webpack/early-script-config';
import { prerenderedHomeOf, PAGE_START_FILES, type PageStartFiles } from './webpack/host-build-files';
import { LOCALES, localeOfPath, type Locale } from '@directpay/contracts';
import { cmsHptTxt, robotsTxt, sitemapFile, sitemapIndex } from './host-page-files';
import { serveEmbed } from './serve-embed';

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  /** Serve the host's page for other paths a client asks for as a page (`wantsPage`): 200 or 404 as the path is served. */
  spa?: boolean;
  /**
   * Files answered from memory (config.json): each server keeps
   * its own, so two stacks built from one checkout never overwrite each other's.
   */
  generated?: Record<string, unknown>;
  /**
   * The host's pages: index.html with the run-time files written in, preloads,
   * and the server-rendered head of clinic pages (needs `spa`).
   */
  hostPage?: {
    runtime: RuntimeFiles;
    /** The API as this server reaches it, when not at the browser's apiUrl. */
    serverApiUrl?: string;
    /** The remotes' manifests as this server reaches them, when not at the browser's URLs. */
    serverRemotes?: ServerRemotes;
    /** The public origin for canonical URLs (default: the request's). */
    siteUrl?: string;
    /** The embeddable price card's build (embed/dist), served under /embed/ with its iframe page (scripts/serve-embed.ts). */
    embedRoot?: string;
  };
}

const NO_CACHE = new Set(['remoteEntry.js', EARLY_SCRIPT, 'mf-manifest.json', 'mf-stats.json', 'remotes.json', 'config.json', 'index.html', ...LOCALES.map(prerenderedHomeOf)]);
const HASHED = /\.[0-9a-f]{12}\.(js|css|png|jpe?g|gif|svg|webp|woff2?)$/;

export function cacheControlFor(filePath: string): string {
  // A precompressed copy (x.js.br, x.js.gz) is cached as the file it stands for.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (NO_CACHE.has(name)) return 'no-cache';
  if (HASHED.test(name) || HASHED.test(name.replace(/\.map$/, ''))) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

/** Answers the host's index.html, finished for the request when `hostPage` is set, gzipped when the browser takes it. */
function pageSender(options: StaticServerOptions) {
  let pages: { index: string; home: Map<Locale, string | null>; startFiles?: PageStartFiles } | undefined;
  const optional = (name: string) => (existsSync(path.join(options.root, name)) ? readFileSync(path.join(options.root, name), 'utf8') : null);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    pages ??= {
      index: readFileSync(path.join(options.root, 'index.html'), 'utf8'),
      home: new Map(LOCALES.map((locale) => [locale, optional(prerenderedHomeOf(locale))])),
      startFiles: (JSON.parse(optional(PAGE_START_FILES) ?? 'null') as PageStartFiles | null) ?? undefined,
    };
    // `/` is the same for everyone: its HTML was rendered at build time, so it paints before any script runs.
    const { locale, path: pagePath } = localeOfPath(request.url.split('?')[0]);
    const template = (pagePath === '/' && pages.home.get(locale)) || pages.index;
    let status = 200;
    let html = template;
    if (options.hostPage) {
      const origin = options.hostPage.siteUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.headers.host ?? 'localhost'}`;
      ({ status, html } = await renderHostPage(template, options.hostPage.runtime, {
        url: request.url,
        origin,
        serverApiUrl: options.hostPage.serverApiUrl,
        serverRemotes: options.hostPage.serverRemotes,
        startFiles: pages.startFiles,
      }));
    }
    reply.code(status).header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
    return reply.send(html);
  };
}

/** robots.txt, the sitemap files and cms-hpt.txt, with the site's origin, from the API. */
function crawlerFiles(app: FastifyInstance, hostPage: NonNullable<StaticServerOptions['hostPage']>) {
  const origin = (request: FastifyRequest) => hostPage.siteUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.headers.host ?? 'localhost'}`;
  const apiUrl = hostPage.serverApiUrl ?? hostPage.runtime.config.apiUrl;
  const xml = (reply: FastifyReply, body: string | null) =>
    body === null
      ? reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No such sitemap file' })
      : reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(body);
  // The remotes and the routes they declare, for a page that was not given them inline.
  app.get('/remotes.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send(await remotesFileWithRoutes(hostPage.runtime.remotes, hostPage.serverRemotes)));
  app.get('/robots.txt', async (request, reply) => reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(origin(request))));
  app.get('/sitemap.xml', async (request, reply) => xml(reply, await sitemapIndex(origin(request), apiUrl)));
  app.get('/sitemap-:file', async (request, reply) => xml(reply, await sitemapFile(`sitemap-${(request.params as { file: string }).file}`, origin(request), apiUrl)));
  app.get('/cms-hpt.txt', async (request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(Readable.from(await cmsHptTxt(origin(request), apiUrl))),
  );
}

/**
 * A request for a page: a GET (or HEAD) of a path without a file extension from any client but
 * one that asks for JSON and not HTML. Browsers say text/html, curl and wget any type, link
 * checkers HTML, XHTML or text/*, some no Accept at all: each gets the page, 200 or 404 as the
 * path is served or not (scripts/host-page.ts). Only `Accept: application/json` (or another
 * JSON type) without HTML or a wildcard gets the JSON 404.
 */
export function wantsPage(request: Pick<FastifyRequest, 'method' | 'url' | 'headers'>): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  // A file's extension is short letters and digits; a signed link's token may hold dots too (`…c.1.1796853600.<signature>`).
  if (/^\.[A-Za-z0-9]{1,12}$/.test(path.extname(request.url.split('?')[0]))) return false;
  const accept = String(request.headers.accept ?? '');
  if (/text\/html|application\/xhtml\+xml|text\/\*|\*\/\*/.test(accept)) return true;
  return !/[/+]json\b/.test(accept);
}

export async function startStaticServer(options: StaticServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
  });
  for (const [name, body] of Object.entries(options.generated ?? {})) {
    app.get(`/${name}`, async (_request, reply) => reply.header('cache-control', cacheControlFor(name)).send(body));
  }
  const sendPage = pageSender(options);
  if (options.spa) app.get('/', sendPage);
  if (options.hostPage) crawlerFiles(app, options.hostPage);
  if (options.hostPage?.embedRoot) {
    const { embedRoot, serverApiUrl, runtime, siteUrl } = options.hostPage;
    await serveEmbed(app, { root: embedRoot, apiUrl: serverApiUrl ?? runtime.config.apiUrl, siteUrl, cacheControlFor });
  }
  await app.register(fastifyStatic, {
    root: options.root,
    cacheControl: false,
    etag: true,
    preCompressed: true,
    // '/' is the host's page, finished per request; a remote has no page.
    index: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath));
      reply.header('vary', 'accept-encoding');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (options.spa && wantsPage(request)) return sendPage(request, reply);
    return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `${request.url} not found` });
  });
  await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  return app;
}
