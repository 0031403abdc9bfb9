import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The second safety net behind each mount's error boundary: when a remote's
 * entry or module cannot be fetched, answer a module whose default export is
 * the friendly fallback instead of an exception.
 *
 * Runtime plugins run before shared modules (React, shared-ui) are
 * initialised, so the fallback component is imported only when needed.
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'directpay-remote-fallback',
    async errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad' && lifecycle !== 'afterResolve') return undefined;
      console.error(`[remotes] ${id} failed to load`, error);
      const { RemoteUnavailable } = await import('./RemoteFallback');
      return { __esModule: true, default: RemoteUnavailable };
    },
  };
}
