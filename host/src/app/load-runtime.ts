import { setRuntimeConfig, type RuntimeConfig } from '@directpay/shared-ui';
import { fetchRemotesFile, registerRemotesFile, type RemotesFile } from '../remotes/remote-registry';

/** What the host's server writes into index.html (scripts/host-page.ts), saving two round trips. */
interface InlinedRuntime {
  config: Partial<RuntimeConfig>;
  remotes: RemotesFile;
}

declare global {
  interface Window {
    __DIRECTPAY_RUNTIME__?: InlinedRuntime;
  }
}

/**
 * Reads what a deploy decides (API URL, tile server, remote URLs) before the
 * first render: from the page when its server wrote them in, else from the
 * two files served no-cache next to index.html (a plain static deploy).
 */
export async function loadRuntime(): Promise<void> {
  const inlined = window.__DIRECTPAY_RUNTIME__;
  const [config, remotes] = inlined
    ? [inlined.config, inlined.remotes]
    : await Promise.all([
        fetch('/config.json', { cache: 'no-cache' }).then((r) => (r.ok ? (r.json() as Promise<Partial<RuntimeConfig>>) : {})),
        fetchRemotesFile(),
      ]);
  setRuntimeConfig(config);
  registerRemotesFile(remotes);
}
