/**
 * Writes `remote-page-chunks.json`: the host's chunks a remote's page needs before its code runs, by the
 * names the host's dynamic imports give them, for the server to preload beside main. A build that lost one fails.
 */
import { Compilation, sources, WebpackError, type Compiler } from 'webpack';
import { REMOTE_PAGE_CHUNKS_FILE } from './host-build-files';

/** The webpackChunkName of each dynamic import a remote page needs first. */
export const REMOTE_PAGE_CHUNK_NAMES = ['federation', 'query'];

export class RemotePageChunksPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('RemotePageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RemotePageChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const entry = compilation.entrypoints.get('main');
        if (!entry) return;
        const inMain = new Set(entry.chunks);
        const files = new Set<string>();
        for (const name of REMOTE_PAGE_CHUNK_NAMES) {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) {
            compilation.errors.push(new WebpackError(`RemotePageChunksPlugin: no chunk named "${name}" (import(/* webpackChunkName: "${name}" */ ...) in host/src)`));
            continue;
          }
          for (const chunk of group.chunks) {
            if (inMain.has(chunk)) continue;
            for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
          }
        }
        compilation.emitAsset(REMOTE_PAGE_CHUNKS_FILE, new sources.RawSource(`${JSON.stringify([...files].sort(), null, 2)}\n`));
      });
    });
  }
}
