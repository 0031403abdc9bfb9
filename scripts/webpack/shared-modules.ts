/**
 * Which modules the host and every remote share, and how (decision 0003): decided
 * once here for all four builds. Each build requires its package.json's range
 * strictly, so a copy outside it is refused at load and the remote shows its fallback.
 */
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface SharedOverride {
  /** The range this build requires (default: its package.json's). */
  requiredVersion?: string;
  /** The version this build provides (default: the installed package's). */
  version?: string;
}

/** Libraries that hold state, so must exist once on the page. */
const SINGLETONS = ['react', 'react-dom', 'zustand', '@directpay/shared-ui'];

/** Libraries shared through a façade entry point of shared-ui (tree-shaken, unlike a shared package), at the library's version. */
const FACADES = [
  { key: '@directpay/shared-ui/routing', package: 'react-router-dom', everyApp: true },
  { key: '@directpay/shared-ui/map', package: 'react-leaflet', everyApp: false },
  { key: '@directpay/shared-ui/styled', package: 'styled-components', everyApp: true },
];

/**
 * shared-ui entry points each app bundles, tree-shaken, instead of sharing: they hold no state
 * (what they need of the main entry they import through the package name, so that is shared),
 * so a remote's page downloads only what it uses, with its own code.
 */
export const BUNDLED_SHARED_UI_ENTRY_POINTS = ['remote-ui'];

/** Large libraries, or ones holding a React context, shared by the apps that use them. */
const SHARED_WHEN_USED = ['leaflet', '@radix-ui/react-dialog', '@radix-ui/react-dropdown-menu'];

interface SharedConfig {
  singleton: true;
  strictVersion: true;
  requiredVersion: string;
  version?: string;
}

/** The subpaths of shared-ui's package.json `exports` besides `.` and package.json. */
export function sharedUiEntryPoints(dir: string): string[] {
  const file = require.resolve('@directpay/shared-ui/package.json', { paths: [dir] });
  const { exports } = JSON.parse(readFileSync(file, 'utf8')) as { exports?: Record<string, string> };
  return Object.keys(exports ?? {})
    .filter((key) => key.startsWith('./') && !key.endsWith('.json'))
    .map((key) => key.slice(2));
}

export function sharedSingletons(dir: string, overrides: Record<string, SharedOverride> = {}) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const shared: Record<string, SharedConfig> = {};
  const share = (key: string, name: string, defaultVersion?: string) => {
    const requiredVersion = overrides[name]?.requiredVersion ?? pkg.dependencies[name];
    if (!requiredVersion) throw new Error(`${dir}/package.json must depend on ${name} to share it`);
    const version = overrides[name]?.version ?? defaultVersion;
    shared[key] = { singleton: true, strictVersion: true, requiredVersion, ...(version ? { version } : {}) };
  };
  for (const name of SINGLETONS) share(name, name);
  // Each shared-ui entry point is a singleton of its own, so a page downloads only those it imports.
  for (const subpath of sharedUiEntryPoints(dir)) {
    if (BUNDLED_SHARED_UI_ENTRY_POINTS.includes(subpath)) continue;
    const key = `@directpay/shared-ui/${subpath}`;
    const facade = FACADES.find((candidate) => candidate.key === key);
    if (!facade) share(key, '@directpay/shared-ui');
    else if (facade.everyApp || pkg.dependencies[facade.package]) share(key, facade.package, installedVersion(dir, facade.package));
  }
  for (const name of SHARED_WHEN_USED) if (pkg.dependencies[name]) share(name, name);
  // Subpath entries resolve to the same packages; shared so no second copy is bundled.
  share('react/jsx-runtime', 'react');
  share('react-dom/client', 'react-dom');
  return shared;
}

/** What the host's runtime instance provides (host/src/remotes/federation.ts): every shared module's version and required range. */
export function hostSharedVersions(dir: string, overrides?: Record<string, SharedOverride>) {
  const packageOf = (key: string) => key.split('/').slice(0, key.startsWith('@') ? 2 : 1).join('/');
  return Object.fromEntries(
    Object.entries(sharedSingletons(dir, overrides)).map(([key, config]) => [
      key,
      { requiredVersion: config.requiredVersion, version: config.version ?? installedVersion(dir, packageOf(key)) },
    ]),
  );
}

/** Found along Node's lookup paths: a package whose `exports` leaves out package.json (Radix) cannot resolve it. */
function installedVersion(dir: string, name: string): string {
  for (const folder of createRequire(path.join(dir, 'package.json')).resolve.paths(name) ?? []) {
    const file = path.join(folder, name, 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  }
  throw new Error(`${name} is not installed for ${dir}`);
}
