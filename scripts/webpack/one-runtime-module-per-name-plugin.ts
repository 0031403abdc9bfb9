/**
 * One runtime module of each name per chunk (issue 16).
 *
 * webpack 5.110's RuntimePlugin attaches its own `sharing` runtime module to any
 * chunk whose runtime needs the share scope, and Module Federation's plugin adds
 * its own `sharing` module too. Both define the share scope and the function
 * that fills it; the federation one runs later and replaces the first, so every
 * remote entry shipped webpack's version, with the whole table of shared modules
 * written a second time, as dead code (0.3 KB gzip of mf-search's 8.9 KB entry).
 *
 * This drops a runtime module that another of the same name, added later,
 * supersedes: the later one is the one that runs. Only the pairs listed in
 * SUPERSEDED are dropped; any other pair fails the build, so a new overlap
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
