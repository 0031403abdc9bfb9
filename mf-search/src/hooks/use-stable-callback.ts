import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A function whose identity never changes and that always calls the latest
 * `fn`: handlers passed to a memoised part of the page, so the part re-renders
 * for what it shows and not for a new closure. Not for calling during render.
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useInsertionEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
