import type { ComponentType } from 'react';

/** Marks the module the runtime plugin answers for a remote that failed to load. */
const FALLBACK = Symbol.for('directpay.remote-fallback');

export function fallbackModule(component: ComponentType) {
  return { __esModule: true, default: component, [FALLBACK]: true };
}

export function isRemoteFallback(module: object): boolean {
  return (module as Record<symbol, unknown>)[FALLBACK] === true;
}
