import { Suspense, useMemo, useState } from 'react';
import { ErrorBoundary } from '@directpay/shared-ui';
import type { RemoteName } from './remote-registry';
import { remotePage, reloadRemotePage } from './remote-pages';
import { RemoteContext, RemoteFallbackView } from './remote-fallback';
import { RemoteLoading } from './remote-loading';
import { describeError } from './remote-fallback-plugin';

export interface RemoteMountProps {
  remote: RemoteName;
  /** Exposed key without './' (SearchPage). */
  exposed: string;
  /** Used in the fallback: "Sorry, {label} is not available right now". */
  label: string;
}

/**
 * Mounts one exposed page of a remote behind lazy + Suspense + a local error
 * boundary: a remote that is down, slow past the time limit or throws shows a
 * fallback with Retry, and the header, footer and other remotes keep working.
 */
export function RemoteMount({ remote, exposed, label }: RemoteMountProps) {
  // The lazy page lives outside React (remote-pages.ts); this state only makes
  // Retry render the reloaded one.
  const [, setReloads] = useState(0);
  const { Page, version } = remotePage(remote, exposed);
  const context = useMemo(
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
    <RemoteContext.Provider value={context}>
      <ErrorBoundary
        key={version}
        onError={(error) => console.error(`[remotes] ${remote}/${exposed} failed: ${describeError(error)}`, error)}
        fallback={() => <RemoteFallbackView {...context} />}
      >
        <Suspense fallback={<RemoteLoading label={label} />}>
          <Page />
        </Suspense>
      </ErrorBoundary>
    </RemoteContext.Provider>
  );
}
