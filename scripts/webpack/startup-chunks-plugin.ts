/**
 * Writes `startup-chunks.json`: the scripts the host's page needs before its
 * first render, beyond `main` (issue 16). The browser learns of them only once
 * main has run (the `import('./bootstrap')` chunk, and the shared modules it
 * consumes: React, the router, styled-components, shared-ui...), one round trip
 * after the HTML; the host's server lists them as `<link rel="preload">` in the
 * page (scripts/host-page.ts), so they download with main.
 *
 * Found from the chunk graph, as the federation runtime loads them: the chunks
 * of main's own dynamic import (the bootstrap), then, repeatedly, for each
 * shared module a loaded chunk consumes, the chunks of the host's own provided
 * copy (which `loaded-first` takes, the host being the first app on the page).
 */
import { Compilation, sources, type Chunk, type ChunkGroup, type Compiler, type Module } from 'webpack';
import { STARTUP_CHUNKS_FILE } from './host-build-files';

/** The file a consumer or a provider of a shared module stands for (its identifier ends with or holds it). */
const sharedFileOf = (module: Module): string | undefined => {
  const id = module.identifier();
  if (module.type === 'provide-module') return / = (.+)$/.exec(id)?.[1];
  if (module.type === 'consume-shared-module') return id.split('|').find((part) => part.startsWith('/') || /^[A-Za-z]:\\/.test(part));
  return undefined;
};

export class StartupChunksPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('StartupChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StartupChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const { chunkGraph } = compilation;
        const entry = compilation.entrypoints.get('main');
        if (!entry) return;
        const entryModules = new Set(chunkGraph.getChunkEntryModulesIterable(entry.getEntrypointChunk()));
        const providers = new Map<string, ChunkGroup>();
        for (const group of compilation.chunkGroups) {
          for (const origin of group.origins) {
            const file = origin.module?.type === 'provide-module' ? sharedFileOf(origin.module) : undefined;
            if (file) providers.set(file, group);
          }
        }
        const seen = new Set<Chunk>(entry.chunks);
        const files = new Set<string>();
        const queue = entry.getChildren().filter((group) => group.origins.some((origin) => origin.module && entryModules.has(origin.module)));
        for (let group = queue.shift(); group; group = queue.shift()) {
          for (const chunk of group.chunks) {
            if (seen.has(chunk)) continue;
            seen.add(chunk);
            for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
            for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
              const provider = module.type === 'consume-shared-module' ? providers.get(sharedFileOf(module) ?? '') : undefined;
              if (provider) queue.push(provider);
            }
          }
        }
        compilation.emitAsset(STARTUP_CHUNKS_FILE, new sources.RawSource(`${JSON.stringify([...files].sort(), null, 2)}\n`));
      });
    });
  }
}
