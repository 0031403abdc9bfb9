/**
 * Writes the host's `page-start-files.json` (host-build-files.ts): what its pages fetch as they
 * start beyond main, for the server to preload. A build that lost the federation runtime fails.
 */
import { Compilation, sources, WebpackError, type Compiler, type Module } from 'webpack';
import { PAGE_START_FILES, type PageStartFiles } from './host-build-files';
import { catalogsOf, dynamicImportsOf, scriptsOf } from './start-files';

/** The module whose dynamic imports are the shared modules the host gives remotes on demand. */
const FEDERATION_MODULE = /[\\/]src[\\/]remotes[\\/]federation\.ts$/;

export class PageStartFilesPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PageStartFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageStartFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const entry = compilation.entrypoints.get('main');
        if (!entry) return;
        const inMain = new Set(entry.chunks);
        const runtime = compilation.namedChunkGroups.get('federation');
        if (!runtime) {
          compilation.errors.push(new WebpackError('PageStartFilesPlugin: no chunk named "federation" (import(/* webpackChunkName: "federation" */ ...) in host/src)'));
          return;
        }
        // Concatenation may have folded the module into another: look inside concatenated modules too.
        const modules = [...compilation.modules].flatMap((module) => [module, ...((module as { modules?: Module[] }).modules ?? [])]);
        const federation = modules.find((module) => FEDERATION_MODULE.test((module as { resource?: string }).resource ?? ''));
        const shared: PageStartFiles['shared'] = {};
        for (const { request, group } of federation ? dynamicImportsOf(compilation, federation) : []) {
          shared[request] = { scripts: scriptsOf(group, inMain).sort(), catalogs: catalogsOf(compilation, group, inMain) };
        }
        const files: PageStartFiles = { catalogs: catalogsOf(compilation, entry, inMain), remotePage: scriptsOf(runtime, inMain).sort(), shared };
        compilation.emitAsset(PAGE_START_FILES, new sources.RawSource(`${JSON.stringify(files, null, 2)}\n`));
      });
    });
  }
}
