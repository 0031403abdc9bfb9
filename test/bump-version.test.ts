import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nextVersion, setVersion, VERSIONED, workspaceDirs } from '../scripts/bump-version';

const ROOT = path.resolve(__dirname, '..');
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

describe('shared code versions', () => {
  it('bumps by semantic version part', () => {
    expect(nextVersion('1.4.2', 'patch')).toBe('1.4.3');
    expect(nextVersion('1.4.2', 'minor')).toBe('1.5.0');
    expect(nextVersion('1.4.2', 'major')).toBe('2.0.0');
    expect(() => nextVersion('1.4', 'patch')).toThrow(/not a plain semantic version/);
  });

  it('sets the version and makes every dependent require ^version, in package.json and package-lock.json', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'bump-version-'));
    try {
      const write = (file: string, value: unknown) => {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), JSON.stringify(value, null, 2));
      };
      write('package.json', { workspaces: ['shared-ui', 'host', 'api'] });
      write('shared-ui/package.json', { name: '@directpay/shared-ui', version: '1.0.0' });
      write('host/package.json', { name: '@directpay/host', dependencies: { '@directpay/shared-ui': '^1.0.0', react: '^19.2.0' } });
      write('api/package.json', { name: '@directpay/api', dependencies: { fastify: '^5.0.0' } });
      write('package-lock.json', {
        packages: {
          '': {},
          'shared-ui': { name: '@directpay/shared-ui', version: '1.0.0' },
          host: { dependencies: { '@directpay/shared-ui': '^1.0.0' } },
          'node_modules/@directpay/shared-ui': { resolved: 'shared-ui', link: true },
        },
      });
      expect(setVersion('shared-ui', '1.1.0', root).sort()).toEqual(['host/package.json', 'package-lock.json', 'shared-ui/package.json']);
      expect(read(path.join(root, 'shared-ui/package.json')).version).toBe('1.1.0');
      expect(read(path.join(root, 'host/package.json')).dependencies).toEqual({ '@directpay/shared-ui': '^1.1.0', react: '^19.2.0' });
      const lock = read(path.join(root, 'package-lock.json'));
      expect(lock.packages['shared-ui'].version).toBe('1.1.0');
      expect(lock.packages.host.dependencies['@directpay/shared-ui']).toBe('^1.1.0');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it.each(Object.entries(VERSIONED))('every workspace requires a %s range that its current version meets', (dir, name) => {
    const version = read(path.join(ROOT, dir, 'package.json')).version as string;
    const [major, minor, patch] = version.split('.').map(Number);
    for (const other of workspaceDirs(ROOT)) {
      const pkg = read(path.join(ROOT, other, 'package.json'));
      const range = (pkg.dependencies ?? {})[name] ?? (pkg.devDependencies ?? {})[name];
      if (range === undefined) continue;
      // Exact (x.y.z) or caret (^x.y.z) ranges only, met by the workspace's own version.
      const match = /^(\^?)(\d+)\.(\d+)\.(\d+)$/.exec(range);
      expect(match).not.toBeNull();
      const [caret, rMajor, rMinor, rPatch] = [match![1], Number(match![2]), Number(match![3]), Number(match![4])];
      if (!caret) expect(`${other}: ${range}`).toBe(`${other}: ${version}`);
      else {
        expect(rMajor).toBe(major);
        expect(rMinor * 1e6 + rPatch <= minor * 1e6 + patch).toBe(true);
      }
    }
  });
});
