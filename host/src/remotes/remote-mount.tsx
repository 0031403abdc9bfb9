import { startTransition, Suspense, useEffect, useReducer, useState, type ComponentType } from 'react';
import { ErrorBoundary, PageLoading } from '@directpay/shared-ui';
import { FailureNotice } from '../components/failure-notice';
import { loadRemoteModule, type RemoteName } from './remote-registry';
import { useMessages } from '../messages';

/** A remote that has not answered by then shows its fallback with Retry. */
export const REMOTE_TIME_LIMIT_MS = 10_000;
/** After this long, the loading notice says the part is still on its way. */
const STILL_LOADING_AFTER_MS = 3_000;

/** One load of an exposed page, read by its mount; `version` changes on Retry, resetting the mount's error boundary. */
export interface RemotePage {
  loaded?: ComponentType;
  failed?: { error: unknown };
  settled: Promise<void>;
  version: number;
}

/** Kept outside React: a mount thrown away and rendered again before it commits must not start a new download each time. */
const pages = new Map<string, RemotePage>();

/**
 * An exposed page's one load, started at first need (or before the host's first render:
 * app/start-first-remote-page.ts). `retry` loads it again on a fresh manifest, so it finds a redeployed remote.
 */
export function remotePage(remote: RemoteName, exposed: string, retry = false): RemotePage {
  const key = `${remote}/${exposed}`;
  const kept = pages.get(key);
  if (kept && !retry) return kept;
  const page: RemotePage = { version: kept ? kept.version + 1 : 0, settled: Promise.resolve() };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeLimit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${key} did not load within ${REMOTE_TIME_LIMIT_MS / 1000} s`)), REMOTE_TIME_LIMIT_MS);
  });
  page.settled = Promise.race([loadRemoteModule<{ default: ComponentType }>(remote, exposed, retry), timeLimit])
    .then(
      (module) => void (page.loaded = module.default),
      (error: unknown) => void (page.failed = { error }),
    )
    .finally(() => clearTimeout(timer));
  pages.set(key, page);
  return page;
}

function RemoteLoading({ label }: { label: string }) {
  const t = useMessages();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), STILL_LOADING_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return <PageLoading label={slow ? t('remote.stillLoading', { label }) : undefined} />;
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
    let mounted = true;
    if (pending) void page.settled.then(() => mounted && startTransition(settle));
    return () => void (mounted = false);
  }, [page, pending]);
  if (page.failed) throw page.failed.error;
  const Page = page.loaded;
  return Page ? <Page /> : <RemoteLoading label={label} />;
}

function RemoteFallback({ label, retry }: { label: string; retry: () => void }) {
  const t = useMessages();
  return (
    <FailureNotice
      testId="remote-fallback"
      title={t('remote.unavailable', { label })}
      text={t('remote.unavailableText')}
      action={t('remote.retry')}
      onAction={retry}
    />
  );
}

/**
 * One exposed page of a remote behind its own error boundary: a remote that is down, slower
 * than the time limit or throws shows a fallback with Retry, and the rest of the site keeps working.
 */
export function RemoteMount({ remote, exposed, label }: { remote: RemoteName; exposed: string; label: string }) {
  const [, setRetries] = useState(0);
  const page = remotePage(remote, exposed);
  const retry = () => {
    remotePage(remote, exposed, true);
    setRetries((n) => n + 1);
  };
  return (
    <ErrorBoundary
      key={page.version}
      // A refused shared module names the package and both versions in its message.
      onError={(error) => console.error(`[remotes] ${remote}/${exposed} failed: ${error instanceof Error ? error.message : String(error)}`, error)}
      fallback={() => <RemoteFallback label={label} retry={retry} />}
    >
      {/* A page that suspends inside itself shows the same notice. */}
      <Suspense fallback={<RemoteLoading label={label} />}>
        <RemotePageView page={page} label={label} />
      </Suspense>
    </ErrorBoundary>
  );
}
