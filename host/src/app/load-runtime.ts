import { setRuntimeConfig, type RuntimeConfig } from '@directpay/shared-ui';
import { fetchRemotesFile, registerRemotesFile } from '../remotes/remote-registry';

/**
 * Reads what a deploy decides (API URL, tile server, remote URLs) before the
 * first render. Both files are served no-cache next to index.html.
 */
export async function loadRuntime(): Promise<void> {
  const [config, remotes] = await Promise.all([
    fetch('/config.json', { cache: 'no-cache' }).then((r) => (r.ok ? (r.json() as Promise<Partial<RuntimeConfig>>) : {})),
    fetchRemotesFile(),
  ]);
  setRuntimeConfig(config);
  registerRemotesFile(remotes);
}
