import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The second safety net behind each mount's error boundary: when a remote's
 * module cannot be loaded, answer a module whose default export is the friendly
 * fallback instead of an exception.
 *
 * Each lifecycle expects its own kind of answer (a manifest for `afterResolve`,
 * a remote entry for `beforeLoadShare`, request arguments for `beforeRequest`),
 * and the runtime caches what it gets. Only `onLoad` expects a module, so every
 * other lifecycle answers nothing: the runtime then throws, and the failure
 * reaches `onLoad` (or the mount's boundary) as itself.
 *
 * Runtime plugins run before shared modules (React, shared-ui) are
 * initialised, so the fallback component is imported only when needed.
 */
export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'directpay-remote-fallback',
    async errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      // The message in words too: a refused shared module names the package and both versions there.
      console.error(`[remotes] ${id} failed to load: ${describeError(error)}`, error);
      const { RemoteUnavailable } = await import('./remote-fallback');
      return { __esModule: true, default: RemoteUnavailable };
    },
  };
}
