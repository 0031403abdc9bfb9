import type { Manifest } from '@module-federation/sdk';

/** An exposed module's first files: what its page needs before anything else, absolute URLs. */
export interface FirstFiles {
  js: string[];
  css: string[];
}

/** Where a remote lives: what the host needs to load it (remote-registry.ts). */
export interface RemoteLocation {
  /** Its container script, remoteEntry.js. */
  entry: string;
  /** The global the container script sets. */
  globalName: string;
  /** Exposed name (SearchPage) -> its first files; empty for a remote listed by its entry. */
  firstFiles: Record<string, FirstFiles>;
}

/** A path as the manifest gives it ('', '.', './static/', '/static'), relative to the remote's public path. */
const relative = (path: string) => path.replace(/^\.?\/+/, '').replace(/^\.$/, '').replace(/([^/])$/, '$1/');

/**
 * A remote's location from its mf-manifest.json, as @module-federation/enhanced
 * writes it: the public path (`auto`: the manifest's own folder), the container
 * script and global, and each exposed module's first scripts and stylesheets.
 * The files of shared modules are left out: the page gets those from the host.
 */
export function locationFromManifest(manifest: Manifest, manifestUrl: string): RemoteLocation {
  const { metaData } = manifest ?? {};
  // A damaged or foreign file (a truncated deploy, an error page served as JSON) says so, naming itself.
  if (typeof metaData?.remoteEntry?.name !== 'string' || typeof metaData.globalName !== 'string' || !Array.isArray(manifest.exposes)) {
    throw new Error(`${manifestUrl} is not a Module Federation manifest: it names no container script, global or exposed modules`);
  }
  if (!('publicPath' in metaData)) {
    // A function to run to find the remote's files: never written by this project's builds.
    throw new Error(`${manifestUrl} gives its public path as a function (getPublicPath); the host reads only a path or "auto"`);
  }
  const publicPath = metaData.publicPath === 'auto' || metaData.publicPath === '' ? '.' : metaData.publicPath;
  const base = new URL(publicPath.replace(/([^/])$/, '$1/'), manifestUrl);
  const url = (file: string) => new URL(file, base).href;
  const firstFiles: Record<string, FirstFiles> = {};
  for (const expose of manifest.exposes) {
    firstFiles[expose.name] = { js: expose.assets.js.sync.map(url), css: expose.assets.css.sync.map(url) };
  }
  return {
    entry: url(`${relative(metaData.remoteEntry.path)}${metaData.remoteEntry.name}`),
    globalName: metaData.globalName,
    firstFiles,
  };
}

/**
 * Finds a remote from its URL in the remotes list: its manifest, fetched (the
 * host's server preloads it for the first page), or its remoteEntry.js itself,
 * whose global is the remote's name and whose files start only as it asks for them.
 */
export async function locateRemote(name: string, url: string): Promise<RemoteLocation> {
  const absolute = new URL(url, document.baseURI);
  if (!absolute.pathname.endsWith('.json')) return { entry: url, globalName: name, firstFiles: {} };
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return locationFromManifest((await response.json()) as Manifest, absolute.href);
}
