/**
 * `npm run version:bump -- <shared-ui|contracts> <major|minor|patch>`
 *
 * Gives a shared workspace package a new semantic version and makes every
 * workspace that depends on it require `^<new version>`, in package.json and
 * in package-lock.json (so `npm ci` stays in sync without the registry).
 *
 * Which part to bump, for shared-ui and contracts alike:
 * - patch: a fix, no change to what is exported;
 * - minor: something added (an export, an optional prop, a new schema);
 * - major: something removed or changed incompatibly.
 *
 * Why it matters at run time: each build requires shared-ui with the range in
 * its package.json, strictly (scripts/webpack/create-app-config.ts). A remote
 * built after a minor bump requires the new minor, so a host still providing
 * the old one refuses it with the remote's fallback and a console error naming
 * @directpay/shared-ui, instead of crashing on an export the host's copy lacks.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
export const VERSIONED = { 'shared-ui': '@directpay/shared-ui', contracts: '@directpay/contracts' } as const;
export type Part = 'major' | 'minor' | 'patch';

export function nextVersion(version: string, part: Part): string {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`"${version}" is not a plain semantic version (x.y.z)`);
  const [major, minor, patch] = match.slice(1).map(Number);
  if (part === 'major') return `${major + 1}.0.0`;
  if (part === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const writeJson = (file: string, value: unknown) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** The workspace folders named in the root package.json. */
export function workspaceDirs(root = ROOT): string[] {
  return (readJson(path.join(root, 'package.json')).workspaces as string[]).filter((dir) => existsSync(path.join(root, dir, 'package.json')));
}

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies'] as const;

/** Sets `dir`'s version to `version` and every dependent's range to `^version`; returns the files changed. */
export function setVersion(dir: keyof typeof VERSIONED, version: string, root = ROOT): string[] {
  const name = VERSIONED[dir];
  const changed: string[] = [];
  const manifest = path.join(root, dir, 'package.json');
  const pkg = readJson(manifest);
  pkg.version = version;
  writeJson(manifest, pkg);
  changed.push(path.relative(root, manifest));
  for (const other of workspaceDirs(root)) {
    const file = path.join(root, other, 'package.json');
    const dependent = readJson(file);
    let touched = false;
    for (const field of DEPENDENCY_FIELDS) {
      const deps = dependent[field] as Record<string, string> | undefined;
      if (deps?.[name] !== undefined) {
        deps[name] = `^${version}`;
        touched = true;
      }
    }
    if (touched) {
      writeJson(file, dependent);
      changed.push(path.relative(root, file));
    }
  }
  const lockFile = path.join(root, 'package-lock.json');
  if (existsSync(lockFile)) {
    const lock = readJson(lockFile) as { packages: Record<string, Record<string, unknown>> };
    if (lock.packages[dir]) lock.packages[dir].version = version;
    for (const [key, entry] of Object.entries(lock.packages)) {
      if (key.startsWith('node_modules/') || key === '') continue;
      for (const field of DEPENDENCY_FIELDS) {
        const deps = entry[field] as Record<string, string> | undefined;
        if (deps?.[name] !== undefined) deps[name] = `^${version}`;
      }
    }
    writeJson(lockFile, lock);
    changed.push('package-lock.json');
  }
  return changed;
}

function main(argv: string[]): void {
  const [dir, part] = argv;
  if (!(dir in VERSIONED) || !['major', 'minor', 'patch'].includes(part)) {
    console.error('Usage: npm run version:bump -- <shared-ui|contracts> <major|minor|patch>');
    process.exit(2);
  }
  const key = dir as keyof typeof VERSIONED;
  const current = readJson(path.join(ROOT, key, 'package.json')).version as string;
  const next = nextVersion(current, part as Part);
  const changed = setVersion(key, next);
  console.log(`${VERSIONED[key]} ${current} -> ${next}; updated ${changed.join(', ')}`);
  console.log('Rebuild and deploy the apps that use the new version; the host first if a remote needs it (docs/architecture.md, "Shared code versions").');
}

if (require.main === module) main(process.argv.slice(2));
