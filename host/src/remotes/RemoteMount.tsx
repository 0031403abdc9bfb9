import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { ErrorBoundary, PageLoading } from '@directpay/shared-ui';
import { loadRemoteModule, type RemoteName } from './remote-registry';
import { RemoteContext, RemoteFallbackView } from './RemoteFallback';

export interface RemoteMountProps {
  remote: RemoteName;
  /** Exposed key without './' (SearchPage). */
  exposed: string;
  /** Used in the fallback: "Sorry, {label} is not available right now". */
  label: string;
}

/**
 * Mounts one exposed page of a remote behind lazy + Suspense + a local error
 * boundary: a remote that is down or throws shows a fallback with Retry, and the
 * header, footer and other remotes keep working.
 */
export function RemoteMount({ remote, exposed, label }: RemoteMountProps) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () =>
      lazy(async () => {
        const module = await loadRemoteModule<{ default: ComponentType }>(remote, exposed, attempt > 0);
        return { default: module.default };
      }),
    [remote, exposed, attempt],
  );
  const retry = () => setAttempt((n) => n + 1);
  const context = useMemo(() => ({ label, retry }), [label]);
  return (
    <RemoteContext.Provider value={context}>
      <ErrorBoundary
        key={attempt}
        onError={(error) => console.error(`[remotes] ${remote}/${exposed} failed`, error)}
        fallback={() => <RemoteFallbackView label={label} retry={retry} />}
      >
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </ErrorBoundary>
    </RemoteContext.Provider>
  );
}
