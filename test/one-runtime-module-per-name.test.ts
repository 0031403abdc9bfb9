/**
 * A remote's container carries each runtime module once (issue 16): webpack's
 * own `sharing` module, which Module Federation's replaces, is not shipped as
 * dead code. Builds a small remote with the real federation plugin, unminified,
 * where webpack names each runtime module in a comment.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack, { RuntimeModule, type Compiler, type Configuration } from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { OneRuntimeModulePerNamePlugin } from '../scripts/webpack/one-runtime-module-per-name-plugin';

const ROOT = path.resolve(__dirname, '..');

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'one-runtime-module-'));
  writeFileSync(path.join(dir, 'exposed.js'), "import { useState } from 'react';\nexport const hook = useState;\n");
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function remoteConfig(out: string, extra: Configuration['plugins'] = []): Configuration {
  return {
    mode: 'production',
    context: dir,
    entry: {},
    devtool: false,
    // webpack names each runtime module in a comment when the output is not minified.
    optimization: { minimize: false },
    resolve: { modules: [path.join(ROOT, 'node_modules')] },
    output: { path: out, publicPath: 'auto', uniqueName: 'fixture' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'fixture',
        filename: 'remoteEntry.js',
        exposes: { './Exposed': './exposed.js' },
        shared: { react: { singleton: true, requiredVersion: '^19.0.0' } },
        manifest: false,
        dts: false,
        experiments: { optimization: { target: 'web', disableRemote: true, disableSnapshot: true } },
      }),
      ...extra,
    ],
  };
}

function build(config: Configuration): Promise<string> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(readFileSync(path.join(config.output!.path!, 'remoteEntry.js'), 'utf8'));
    });
  });
}

const sharingModules = (entry: string) => entry.match(/\/\* webpack\/runtime\/sharing \*\//g)?.length ?? 0;

describe('one runtime module of each name per chunk', () => {
  jest.setTimeout(60_000);

  it('without the plugin, this webpack and federation plugin write two sharing modules (the case it exists for)', async () => {
    const entry = await build(remoteConfig(path.join(dir, 'without')));
    expect(sharingModules(entry)).toBe(2);
    expect(entry).toMatch(/register = \(name, version, factory, eager\)/);
  });

  it('with it, the container keeps the one that runs: federation’s, which hands the share scope to its runtime', async () => {
    const entry = await build(remoteConfig(path.join(dir, 'with'), [new OneRuntimeModulePerNamePlugin()]));
    expect(sharingModules(entry)).toBe(1);
    // webpack's table of shared modules, the one that was only overwritten, is gone.
    expect(entry).not.toMatch(/register = \(name, version, factory, eager\)/);
    expect(entry).toContain('.initOptions.shared = {');
    expect(entry).toContain('bundlerRuntime.I(');
  });

  it('fails the build on any other pair, rather than ship one of them as dead code', async () => {
    class Twice extends RuntimeModule {
      constructor() {
        super('twice');
      }
      override generate() {
        return '// twice';
      }
    }
    const addTwice = {
      apply(compiler: Compiler) {
        compiler.hooks.thisCompilation.tap('Twice', (compilation) => {
          compilation.hooks.additionalTreeRuntimeRequirements.tap('Twice', (chunk) => {
            compilation.addRuntimeModule(chunk, new Twice());
            compilation.addRuntimeModule(chunk, new Twice());
          });
        });
      },
    };
    await expect(build(remoteConfig(path.join(dir, 'pair'), [addTwice, new OneRuntimeModulePerNamePlugin()]))).rejects.toThrow(
      /2 runtime modules named "twice"/,
    );
  });
});
