import { startTransition, Suspense, useEffect, useMemo, useReducer, useState } from 'react';
import { ErrorBoundary } from '@directpay/shared-ui';
import type { RemoteName } from './remote-registry';
import { remotePage, reloadRemotePage, type RemotePage } from './remote-pages';
import { RemoteFallbackView } from './remote-fallback';
import { RemoteLoading } from './remote-loading';

export interface RemoteMountProps {
  remote: RemoteName;
  /** Exposed key without './' (SearchPage). */
  exposed: string;
  /** Used in the fallback: "Sorry, {label} is not available right now". */
  label: string;
}

/**
 * The page once loaded, "Loading…" until then; a failed load is thrown to the error boundary.
 * Not React.lazy: React holds back a lazy page arriving while its fallback shows (its
 * fallback throttle); here the arrival is an ordinary update, in a transition.
 */
function RemotePageView({ page, label }: { page: RemotePage; label: string }) {
  const [, settle] = useReducer((n: number) => n + 1, 0);
  const pending = page.loaded === undefined && page.failed === undefined;
  useEffect(() => {
    if (!pending) return undefined;
    let mounted = true;
    void page.settled.then(() => {
      if (mounted) startTransition(() => settle());
    });
    return () => {
      mounted = false;
    };
  }, [page, pending]);
  if (page.failed) throw page.failed.error;
  if (!page.loaded) return <RemoteLoading label={label} />;
  const { default: Page } = page.loaded;
  return <Page />;
}

/** A failure in words: a refused shared module names the package and both versions in its message. */
export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Mounts one exposed page of a remote behind a local error boundary: a remote
 * that is down, slow past the time limit or throws shows a fallback with Retry,
 * and the header, footer and other remotes keep working.
 */
export function RemoteMount({ remote, exposed, label }: RemoteMountProps) {
  // The load lives outside React (remote-pages.ts); this state only makes Retry render the reloaded one.
  const [, setReloads] = useState(0);
  const page = remotePage(remote, exposed);
  const fallback = useMemo(
    () => ({
      label,
      retry: () => {
        reloadRemotePage(remote, exposed);
        setReloads((n) => n + 1);
      },
    }),
    [label, remote, exposed],
  );
  return (
    <ErrorBoundary
      key={page.version}
      onError={(error) => console.error(`[remotes] ${remote}/${exposed} failed: ${describeError(error)}`, error)}
      fallback={() => <RemoteFallbackView {...fallback} />}
    >
      {/* A page that suspends inside itself shows the same notice. */}
      <Suspense fallback={<RemoteLoading label={label} />}>
        <RemotePageView page={page} label={label} />
      </Suspense>
    </ErrorBoundary>
  );
}
