/**
 * The host's index.html, finished per request by the host's server:
 * - the run-time configuration and the remotes list written into the page, so
 *   the host starts without fetching /config.json and /remotes.json first;
 * - the routes the remotes declare in their manifests (contracts' remote-pages.ts);
 * - `<link rel="preload">` for what the page fetches as it starts, so it downloads while the
 *   host's code does rather than a round trip after it: the host's own files (its build's
 *   page-start-files.json: main's catalogs in the page's language; on a remote's page the
 *   federation runtime and the shared modules the remote's code consumes, with their catalogs),
 *   the entry, first chunks and catalogs of the remote the path needs (read from the remote's
 *   mf-manifest.json), and the API answers the page declares it asks for first;
 * - the early script of the remote the path needs (its early-start.js, when it has one:
 *   mf-search's starts the list's first request), inline, so it runs during the parse;
 * - for a page whose declaration asks for the clinic head, the head made from the API:
 *   title, description, canonical URL, Open Graph and Twitter tags and the
 *   MedicalClinic JSON-LD (the contracts' builder, the one mf-profile uses).
 *   A clinic that does not exist answers 404, and the page then shows the
 *   profile's "Clinic not found"; a listing the moderators suspended answers 410 with a plain page;
 * - for the patient's estimate page (head `estimate`), 404 when the API does not know the private
 *   link (unknown or expired); the page then shows its own "We could not find this estimate";
 * - the status: 404 for a path no one serves, neither a host page (host/src/app/host-routes.ts)
 *   nor under a prefix a remote declares. The HTML is the same shell: the host's router then
 *   shows its "Page not found". Below a declared prefix the remote's own router decides what
 *   exists (a remote lists only some of its pages, and a page it does not list still works),
 *   so such a path answers 200 and the remote shows its own not-found page; only a declared
 *   head (a clinic that does not exist) makes it 404.
 */
import {
  declaredRoutes,
  endpointPath,
  endpoints,
  PAGE_DATA,
  HERO_IMAGE_SIZES,
  imageSrcSet,
  localeOfPath,
  localizedPath,
  LOCALE_TAGS,
  pageFor,
  routeFor,
  scriptJson,
  type Clinic,
  type DeclaredRoute,
  type Locale,
} from '@directpay/contracts';
import type { ExposeStartFiles, PageStartFiles } from './webpack/host-build-files';
import { isHostPage } from '../host/src/app/host-routes';
import { EARLY_SCRIPT } from './webpack/early-script-config';
import { clinicHead, escapeHtml, gonePage, languageLinks, NOT_FOUND_TITLES, SITE_NAME } from './host-page-head';

export { clinicHead, languageLinks, SITE_NAME } from './host-page-head';

/** The name of the global the host reads before falling back to the files (host/src/app/load-runtime.ts). */
export const RUNTIME_GLOBAL = '__DIRECTPAY_RUNTIME__';

export interface RuntimeFiles {
  config: { apiUrl: string } & Record<string, unknown>;
  remotes: { remotes: Record<string, string>; routes?: DeclaredRoute[] };
}

interface Manifest {
  metaData: { remoteEntry: { name: string; path: string }; publicPath?: string; startFiles?: Record<string, Partial<ExposeStartFiles>> };
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

/** A remote's manifest is another team's file: only lists of plain relative script names are taken from it. */
const SCRIPT_NAME = /^[\w.-]+(\/[\w.-]+)*\.js$/;
const scriptNames = (value: unknown): string[] => (Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string' && SCRIPT_NAME.test(name)) : []);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** What the server fetches from a remote, kept briefly: a redeployed remote is picked up within seconds. */
const fetchedFromRemotes = new Map<string, { at: number; value: Promise<unknown> }>();
const REMOTE_FILE_TTL_MS = 10_000;

/**
 * A remote's file, read by `read` (null: none), kept for a few seconds. A remote that does
 * not answer within 1.5 s, or fails, gives null: the page is served without what it offers.
 */
function fromRemote<T>(url: string, read: (response: Response) => Promise<T | null>): Promise<T | null> {
  const cached = fetchedFromRemotes.get(url);
  if (cached && Date.now() - cached.at < REMOTE_FILE_TTL_MS) return cached.value as Promise<T | null>;
  const value = fetch(url, { signal: AbortSignal.timeout(1500) })
    .then(read)
    .catch(() => null);
  fetchedFromRemotes.set(url, { at: Date.now(), value });
  return value;
}

const manifestOf = (url: string) => fromRemote(url, (r) => (r.ok ? (r.json() as Promise<Manifest>) : Promise.resolve(null)));

/** Each remote's routes as last read from its manifest: a remote that stops answering keeps its pages (and shows its fallback). */
const lastDeclared = new Map<string, DeclaredRoute[]>();

/** Remote name -> its URL as this server reaches it, where that differs from the browser's (a container network). */
export type ServerRemotes = Record<string, string | undefined>;

/** The routes the remotes declare in their manifests; the first remote to declare a prefix keeps it. */
export async function remoteRoutesOf(remotes: Record<string, string>, serverRemotes: ServerRemotes = {}): Promise<DeclaredRoute[]> {
  const read = await Promise.all(
    Object.entries(remotes).map(async ([remote, url]) => {
      const reading = url.endsWith('.json') ? manifestOf(serverRemotes[remote] || url) : Promise.resolve(null);
      const kept = reading.then((manifest) => {
        if (manifest) lastDeclared.set(url, declaredRoutes(remote, manifest));
      });
      // Once read, a remote's pages are served at once while a fresh read goes on: a slow remote never holds up every page.
      if (!lastDeclared.has(url)) await kept;
      return (lastDeclared.get(url) ?? []).filter((route) => route.remote === remote);
    }),
  );
  const routes: DeclaredRoute[] = [];
  for (const route of read.flat()) if (!routes.some((known) => known.prefix === route.prefix)) routes.push(route);
  return routes;
}

/**
 * The remote's entry, the exposed module's first chunks and its catalogs in the page's language, as
 * preload links, and the shared modules its first code consumes (a remote that does not answer gets
 * only its manifest's link).
 */
export async function remotePreloads(
  route: DeclaredRoute | undefined,
  remotes: Record<string, string>,
  serverRemotes: ServerRemotes = {},
  locale: Locale = 'en',
): Promise<{ links: string[]; shared: string[] }> {
  const manifestUrl = route && remotes[route.remote];
  if (!manifestUrl) return { links: [], shared: [] };
  const links = [`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(manifestUrl)}">`];
  if (!manifestUrl.endsWith('mf-manifest.json')) return { links, shared: [] };
  const manifest = await manifestOf(serverRemotes[route.remote] || manifestUrl);
  if (!manifest) return { links, shared: [] };
  const base = new URL('.', manifestUrl).href;
  const { remoteEntry } = manifest.metaData;
  const start = manifest.metaData.startFiles?.[route.exposed];
  const files = [
    `${remoteEntry.path ? `${remoteEntry.path.replace(/\/$/, '')}/` : ''}${remoteEntry.name}`,
    ...(manifest.exposes.find((e) => e.name === route.exposed)?.assets.js.sync ?? []),
    ...scriptNames(start?.catalogs?.[locale]),
  ];
  // Classic scripts (the federation runtime adds <script> elements), so preload as="script", not modulepreload.
  for (const file of new Set(files)) links.push(`<link rel="preload" as="script" href="${escapeHtml(new URL(file, base).href)}">`);
  return { links, shared: strings(start?.shared) };
}

/**
 * The host's own files a page fetches as it starts (its build's page-start-files.json): main's
 * catalogs in the page's language and, on a remote's page, the federation runtime and each shared
 * module the remote's first code consumes that the host gives on demand, with its catalogs.
 */
export function hostStartScripts(files: PageStartFiles | undefined, locale: Locale, remotePage: { shared: string[] } | null): string[] {
  if (!files) return [];
  const scripts = [...(files.catalogs[locale] ?? [])];
  if (remotePage) {
    scripts.push(...files.remotePage);
    for (const key of remotePage.shared) {
      const shared = Object.hasOwn(files.shared, key) ? files.shared[key] : undefined;
      if (shared) scripts.push(...shared.scripts, ...(shared.catalogs[locale] ?? []));
    }
  }
  return [...new Set(scripts)];
}

/** An early script runs inline in every page of its remote: anything larger is refused. */
export const EARLY_SCRIPT_MAX_BYTES = 16 * 1024;

// A remote's server may answer an unknown path with a page: only JavaScript is taken.
const earlyScriptAt = (url: string) =>
  fromRemote(url, async (r) => {
    if (!r.ok || !/javascript/.test(r.headers.get('content-type') ?? '')) return null;
    const text = await r.text();
    return text.length <= EARLY_SCRIPT_MAX_BYTES ? text : null;
  });

/**
 * Script text as the content of an inline <script>: a `</script` or `<!--` in it (inside a
 * string, where `\/` and `\!` read the same) would end or change the element early.
 */
export function inlineScript(code: string): string {
  return `<script>${code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--')}</script>`;
}

/**
 * The early script of the remote serving the path (early-start.js beside its manifest), as
 * an inline <script>; none when the remote has none, does not answer or is not a remote page.
 */
export async function remoteEarlyScript(route: DeclaredRoute | undefined, remotes: Record<string, string>, serverRemotes: ServerRemotes = {}): Promise<string[]> {
  const manifestUrl = route && (serverRemotes[route.remote] || remotes[route.remote]);
  if (!manifestUrl) return [];
  let url: string;
  try {
    url = new URL(EARLY_SCRIPT, manifestUrl).href;
  } catch {
    return [];
  }
  const code = await earlyScriptAt(url);
  return code ? [inlineScript(code)] : [];
}

export type ClinicLookup = { status: 'found'; clinic: Clinic } | { status: 'missing' } | { status: 'gone' } | { status: 'unknown' };

/** The clinic from the API; 'unknown' when the API cannot say (the page then loads as usual). */
export async function lookUpClinic(apiUrl: string, id: string): Promise<ClinicLookup> {
  try {
    const response = await fetch(`${apiUrl.replace(/\/$/, '')}/clinics/${encodeURIComponent(id)}`, { signal: AbortSignal.timeout(3000) });
    if (response.status === 404 || response.status === 400) return { status: 'missing' };
    if (response.status === 410) return { status: 'gone' };
    if (!response.ok) return { status: 'unknown' };
    return { status: 'found', clinic: ((await response.json()) as { result: Clinic }).result };
  } catch {
    return { status: 'unknown' };
  }
}

/**
 * Whether the estimate behind a private link exists, asked with HEAD: its status is all the
 * server needs, and nothing of the estimate reaches it. 'unknown' when the API cannot say (a
 * refused or rate-limited lookup included): the page then loads as usual, never a false 404.
 */
export async function lookUpEstimate(apiUrl: string, token: string): Promise<'found' | 'missing' | 'unknown'> {
  try {
    const response = await fetch(`${apiUrl.replace(/\/$/, '')}${endpointPath(endpoints.getPatientEstimate.path, { token })}`, {
      method: 'HEAD',
      signal: AbortSignal.timeout(3000),
    });
    if (response.status === 404 || response.status === 400) return 'missing';
    return response.ok ? 'found' : 'unknown';
  } catch {
    return 'unknown';
  }
}

export interface HostPageRequest {
  /** The request's path with its query. */
  url: string;
  /** The site's public origin (https://directpay.example), for canonical URLs. */
  origin: string;
  /** The API as the server reaches it (may differ from the browser's apiUrl). */
  serverApiUrl?: string;
  /** The remotes as the server reaches them, where that differs from the browser's URLs. */
  serverRemotes?: ServerRemotes;
  /** What the host's pages fetch as they start beyond main (the build's `page-start-files.json`), preloaded so they load with main. */
  startFiles?: PageStartFiles;
}

/** The remotes file with the routes the remotes declare: what the host's pages are given, and /remotes.json. */
export async function remotesFileWithRoutes(remotes: RuntimeFiles['remotes'], serverRemotes?: ServerRemotes): Promise<Required<RuntimeFiles['remotes']>> {
  return { ...remotes, routes: await remoteRoutesOf(remotes.remotes, serverRemotes) };
}

/** Whether a page answers `pathname`: the host's own, or one under a prefix a remote declares (any case, as the router matches). */
export function isServedPath(routes: readonly DeclaredRoute[], pathname: string): boolean {
  if (isHostPage(pathname)) return true;
  const first = pathname.split('/').find(Boolean)?.toLowerCase();
  return routes.some((route) => route.prefix.toLowerCase() === first);
}

/** index.html finished for one request, and its status. */
export async function renderHostPage(indexHtml: string, files: RuntimeFiles, request: HostPageRequest): Promise<{ status: number; html: string }> {
  const runtime = { ...files, remotes: await remotesFileWithRoutes(files.remotes, request.serverRemotes) };
  // A Spanish page is the same page under /es: routes are matched without the prefix.
  const { locale, path: pathname } = localeOfPath(new URL(request.url, 'http://x').pathname);
  const apiUrl = runtime.config.apiUrl.replace(/\/$/, '');
  const head: string[] = [
    `<link rel="preconnect" href="${escapeHtml(new URL(apiUrl).origin)}" crossorigin>`,
    `<script>window.${RUNTIME_GLOBAL}=${scriptJson(runtime)}</script>`,
  ];
  let status = 200;
  let title: string | undefined;
  const route = routeFor(runtime.remotes.routes, pathname);
  const declared = route && pageFor(route, pathname);
  const headKind = declared?.page.head;
  const clinicId = headKind === 'clinic' || headKind === 'clinic-prices' ? declared?.params.id : undefined;
  const token = headKind === 'estimate' ? declared?.params.token : undefined;
  const [preloads, early, lookup, estimate] = await Promise.all([
    remotePreloads(route, runtime.remotes.remotes, request.serverRemotes, locale),
    remoteEarlyScript(route, runtime.remotes.remotes, request.serverRemotes),
    clinicId !== undefined ? lookUpClinic(request.serverApiUrl ?? apiUrl, clinicId) : Promise.resolve(null),
    token !== undefined ? lookUpEstimate(request.serverApiUrl ?? apiUrl, token) : Promise.resolve(null),
  ]);
  // A suspended listing is gone: a plain page, none of the app (the profile would only fail to load it).
  if (lookup?.status === 'gone') return { status: 410, html: gonePage(locale) };
  // After the run-time configuration, which it reads; before the preloads, so its request starts first.
  head.push(...early);
  if (declared && lookup?.status !== 'missing' && estimate !== 'missing') {
    // The answers the page asks for first (same URLs, same CORS mode), in flight while the remote's code loads.
    for (const name of declared.page.data ?? []) {
      const url = `${apiUrl}${endpointPath(PAGE_DATA[name].path, declared.params)}`;
      head.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(url)}">`);
    }
  }
  // Low priority: they must not hold up the first paint (a high-priority script in the head
  // counts as render-blocking), only start before main asks for them.
  for (const file of hostStartScripts(request.startFiles, locale, route ? preloads : null)) {
    head.push(`<link rel="preload" as="script" fetchpriority="low" href="/${escapeHtml(file)}">`);
  }
  head.push(...preloads.links);
  const hero = lookup?.status === 'found' && declared?.page.head === 'clinic' ? lookup.clinic.images[0]?.url : undefined;
  if (hero) {
    // The profile's largest paint: its width chosen from the same srcset and sizes as the
    // profile's <img>, fetched while the code loads rather than after the clinic arrives.
    const srcset = imageSrcSet(hero);
    head.push(
      srcset
        ? `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(HERO_IMAGE_SIZES)}">`
        : `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(hero)}">`,
    );
  }
  if (status === 200 || lookup?.status === 'found') head.push(...languageLinks(request.origin, pathname, locale, lookup?.status !== 'found'));
  if (lookup?.status === 'found') {
    const rendered = clinicHead(lookup.clinic, `${request.origin}${localizedPath(pathname.replace(/\/$/, '') || '/', locale)}`, declared?.page.head === 'clinic-prices', locale);
    title = rendered.title;
    head.push(...rendered.tags);
  } else if (lookup?.status === 'missing') {
    status = 404;
    title = `${NOT_FOUND_TITLES[locale].clinic} | ${SITE_NAME}`;
    head.push('<meta name="robots" content="noindex">');
  } else if (estimate === 'missing') {
    status = 404;
    title = `${NOT_FOUND_TITLES[locale].estimate} | ${SITE_NAME}`;
    head.push('<meta name="robots" content="noindex">');
  } else if (!isServedPath(runtime.remotes.routes, pathname)) {
    status = 404;
    title = `${NOT_FOUND_TITLES[locale].page} | ${SITE_NAME}`;
    head.push('<meta name="robots" content="noindex">');
  }
  let html = indexHtml.replace(/<html lang="?en"?>/, `<html lang="${LOCALE_TAGS[locale]}">`);
  if (title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  // The page's own description is replaced by the clinic's.
  if (lookup?.status === 'found') html = html.replace(/<meta name="?description"?[^>]*>\s*/, '');
  html = html.replace('</head>', `${head.join('\n')}\n</head>`);
  return { status, html };
}
