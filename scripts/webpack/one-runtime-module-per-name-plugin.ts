/**
 * One runtime module of each name per chunk. webpack's RuntimePlugin and Module
 * Federation's plugin each add a `sharing` runtime module (the share scope and the
 * function that fills it); the federation one runs later and replaces the first,
 * which would ship as dead code with the whole table of shared modules.
 *
 * This drops a runtime module that a later one of the same name supersedes, for
 * the pairs in SUPERSEDED only; any other pair fails the build, so a new overlap
 * between webpack and a plugin is looked at, not shipped twice.
 */
import { WebpackError, type Compiler, type RuntimeModule } from 'webpack';

const NAME = 'OneRuntimeModulePerNamePlugin';

/** Runtime module names known to be written by webpack and replaced by Module Federation's. */
const SUPERSEDED = new Set(['sharing']);

export class OneRuntimeModulePerNamePlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.afterRuntimeRequirements.tap(NAME, () => {
        const { chunkGraph } = compilation;
        for (const chunk of compilation.chunks) {
          const byName = new Map<string, RuntimeModule[]>();
          for (const module of chunkGraph.getChunkRuntimeModulesIterable(chunk)) {
            const name = module.name;
            byName.set(name, [...(byName.get(name) ?? []), module]);
          }
          for (const [name, modules] of byName) {
            if (modules.length < 2) continue;
            if (!SUPERSEDED.has(name)) {
              compilation.errors.push(new WebpackError(`${NAME}: chunk ${chunk.name ?? chunk.id} has ${modules.length} runtime modules named "${name}"`));
              continue;
            }
            // The one that runs last (highest stage, then last added) is kept; the rest only get overwritten.
            const kept = modules.reduce((last, module) => (module.stage >= last.stage ? module : last));
            for (const module of modules) if (module !== kept) chunkGraph.disconnectChunkAndRuntimeModule(chunk, module);
          }
        }
      });
    });
  }
}
