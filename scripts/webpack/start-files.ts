/**
 * What a chunk group's code fetches as it starts, found in webpack's chunk graph: the shared
 * modules its chunks consume (federation loads them with the chunks) and the message catalogs
 * its modules register, by language (a page in that language loads them before it renders).
 * The host's server preloads them with the page, so none waits on a round trip after the code.
 */
import path from 'node:path';
import type { ChunkGroup, Compilation, Module } from 'webpack';
import type { CatalogFiles } from './host-build-files';
import { MESSAGE_CATALOG } from './message-catalog-loader';

/** The JavaScript files of a chunk group, less those of `loaded` (chunks already on the page). */
export function scriptsOf(group: ChunkGroup, loaded: ReadonlySet<unknown> = new Set()): string[] {
  const files = new Set<string>();
  for (const chunk of group.chunks) {
    if (loaded.has(chunk)) continue;
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return [...files];
}

function modulesOf(compilation: Compilation, group: ChunkGroup): Module[] {
  return group.chunks.flatMap((chunk) => [...compilation.chunkGraph.getChunkModulesIterable(chunk)]);
}

/** The dynamic imports of `module`: what each asks for, and the chunk group it loads. */
export function dynamicImportsOf(compilation: Compilation, module: Module): { request: string; target: Module | null; group: ChunkGroup }[] {
  return module.blocks.flatMap((block) => {
    const group = compilation.chunkGraph.getBlockChunkGroup(block);
    const dependency = block.dependencies[0] as { request?: string } | undefined;
    if (!group || !dependency) return [];
    return [{ request: dependency.request ?? '', target: compilation.moduleGraph.getModule(block.dependencies[0]), group }];
  });
}

/** The catalogs the group's modules register, by language: each a dynamic import of `messages/<language>.json`. */
export function catalogsOf(compilation: Compilation, group: ChunkGroup, loaded: ReadonlySet<unknown> = new Set()): CatalogFiles {
  const catalogs: CatalogFiles = {};
  for (const module of modulesOf(compilation, group)) {
    for (const { target, group: catalogGroup } of dynamicImportsOf(compilation, module)) {
      const resource = (target as { resource?: string } | null)?.resource;
      if (!resource || !MESSAGE_CATALOG.test(resource)) continue;
      const language = path.basename(resource, '.json');
      catalogs[language] = [...new Set([...(catalogs[language] ?? []), ...scriptsOf(catalogGroup, loaded)])].sort();
    }
  }
  return catalogs;
}

/** The share keys of the shared modules the group's chunks consume. */
export function consumedSharedOf(compilation: Compilation, group: ChunkGroup): string[] {
  const keys = new Set<string>();
  for (const module of modulesOf(compilation, group)) {
    if (module.type !== 'consume-shared-module') continue;
    const key = (module as unknown as { options?: { shareKey?: string } }).options?.shareKey;
    if (key) keys.add(key);
  }
  return [...keys].sort();
}
