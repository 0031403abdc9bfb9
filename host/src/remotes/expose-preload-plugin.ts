import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type PreloadOps = Parameters<NonNullable<ModuleFederationRuntimePlugin['beforePreloadRemote']>>[0]['preloadOps'];
type ResolvedRemote = Parameters<NonNullable<ModuleFederationRuntimePlugin['afterResolve']>>[0];

/**
 * The op the runtime's snapshot plugin makes for every `loadRemote`: the exposed
 * module's own first chunks, without shared modules or the remote's remotes.
 * An explicit `preloadRemote()` (which the host does not make) asks for shared
 * modules and is left to the runtime.
 */
const isLoadRemoteOp = (op: PreloadOps[number]) => op.share === false && op.depsRemote === false && op.resourceCategory === 'sync';

/** Scripts this page has started and not seen fail: each runs once per page. */
const startedScripts = new Set<string>();

/**
 * Starts a script of the remote's page now, as the runtime's own preloading did:
 * a chunk only registers its modules when it runs, so it can run before the
 * remote's entry, and webpack finds it installed when the page asks for it.
 * A `<link rel="preload">` from the host's server (the first page) is what this
 * download then uses. A script already started (by another exposed module that
 * shares the chunk) or loading is not started again; one that failed is, on Retry.
 */
function startScript(url: string): void {
  if (startedScripts.has(url) || [...document.scripts].some((script) => script.src === url)) return;
  startedScripts.add(url);
  const script = document.createElement('script');
  script.src = url;
  script.setAttribute('fetchpriority', 'high');
  // Gone once it has run or failed, as webpack's own chunk scripts are.
  script.addEventListener('load', () => script.remove());
  script.addEventListener('error', () => {
    startedScripts.delete(url);
    script.remove();
  });
  document.head.appendChild(script);
}

/** Applies a stylesheet of the remote's page now, unless the page already has it. */
function startStylesheet(url: string): void {
  if ([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.href === url)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = url;
  document.head.appendChild(link);
}

/**
 * The first chunks of an exposed module, started while the remote's entry loads
 * (issue 16), as the runtime does from a remote's manifest, without the runtime's
 * pass over the remote's shared modules.
 *
 * For each `loadRemote` of a remote listed by its manifest, the runtime works out
 * which of the exposed module's files to start early, and first matches every
 * module the remote shares against the page's share scope (a semver range match
 * each), only to leave out files of shared modules. An exposed module's own
 * chunks never include a shared module's (webpack puts those in chunks of their
 * own), so that pass always leaves the list as it was; it was the largest
 * single piece of the runtime's work on a remote's page, 70-130 ms of main
 * thread on a phone with a 4x slower CPU. This plugin takes that job over: the
 * runtime's op is dropped before it is worked out, and the same files, read from
 * the manifest's snapshot, are started the same way (scripts with a high fetch
 * priority, stylesheets), skipping what the page already runs.
 *
 * A remote listed by its remoteEntry.js has no snapshot (nothing to start early,
 * as before); one whose manifest gives a `getPublicPath` function rather than a
 * public path gets its files after its entry, one round trip later.
 */
export default function exposePreloadPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'directpay-expose-preload',
    beforePreloadRemote(args) {
      const kept = args.preloadOps.filter((op) => !isLoadRemoteOp(op));
      // The hook's listeners change the list in place; a listener that returned `false` would stop the rest.
      args.preloadOps.splice(0, args.preloadOps.length, ...kept);
    },
    afterResolve(args: ResolvedRemote) {
      const snapshot = args.remoteSnapshot;
      if (typeof document === 'undefined' || !snapshot || !('modules' in snapshot) || !('publicPath' in snapshot)) return args;
      const name = args.expose.replace(/^\.\//, '');
      const assets = snapshot.modules.find((module) => module.moduleName === name)?.assets;
      if (!assets) return args;
      const url = (file: string) => new URL(`${snapshot.publicPath}${file}`, document.baseURI).href;
      for (const file of assets.css.sync) startStylesheet(url(file));
      for (const file of assets.js.sync) startScript(url(file));
      return args;
    },
  };
}
