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

/** Adds `<link rel="preload">` for a file unless the page already preloads or loads it. */
function preload(url: string, as: 'script' | 'style'): void {
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"], link[rel="stylesheet"]');
  if ([...links].some((link) => link.href === url)) return;
  if (as === 'script' && [...document.scripts].some((script) => script.src === url)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = url;
  document.head.appendChild(link);
}

/**
 * The first chunks of an exposed module, fetched while the remote's entry loads
 * (issue 16), as the runtime does from a remote's manifest, without the runtime's
 * pass over the remote's shared modules.
 *
 * For each `loadRemote` of a remote listed by its manifest, the runtime works out
 * which of the exposed module's files to load early, and first checks every
 * module the remote shares against the page's share scope (a semver range match
 * each), only to leave out files of shared modules. An exposed module's own
 * chunks never include a shared module's (webpack puts those in chunks of their
 * own), so that pass always leaves the list as it was; it was the largest
 * single piece of the runtime's work on a remote's page, about 80 ms of main
 * thread on a phone with a 4× slower CPU. This plugin takes that job over:
 * the runtime's op is dropped before it is worked out, and the files are read
 * from the manifest's snapshot and preloaded as the host's server preloads the
 * first page's (scripts/host-page.ts), so a file the page already has is not
 * asked for again. The files then run when webpack asks for them.
 *
 * A remote listed by its remoteEntry.js has no snapshot (nothing to preload,
 * as before); one whose manifest gives a `getPublicPath` function rather than
 * a public path gets its files after its entry, one round trip later.
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
      for (const file of assets.css.sync) preload(url(file), 'style');
      for (const file of assets.js.sync) preload(url(file), 'script');
      return args;
    },
  };
}
