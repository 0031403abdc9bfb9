/**
 * Copies an app's `public/` folder (favicon, web app manifest) into its build
 * as it is, unhashed, so their URLs are stable: `/favicon.svg`, `/manifest.webmanifest`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Compilation, sources, type Compiler } from 'webpack';

export class PublicFilesPlugin {
  constructor(private readonly dir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublicFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (!existsSync(this.dir)) return;
        for (const name of readdirSync(this.dir)) {
          const file = path.join(this.dir, name);
          compilation.fileDependencies.add(file);
          compilation.emitAsset(name, new sources.RawSource(readFileSync(file)));
        }
      });
    });
  }
}
