import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailable } from './RemoteFallback';

/**
 * The second safety net behind each mount's error boundary: when a remote's
 * entry or module cannot be fetched, answer a module whose default export is
 * the friendly fallback instead of an exception.
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'directpay-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad' && lifecycle !== 'afterResolve') return undefined;
      console.error(`[remotes] ${id} failed to load`, error);
      return { __esModule: true, default: RemoteUnavailable };
    },
  };
}
