import { Component, type ReactNode } from 'react';
import { useLocation } from '@directpay/shared-ui/routing';
import { ErrorBoundary } from '@directpay/shared-ui';
import { FailureNotice } from '../components/failure-notice';
import { useMessages } from '../messages';

function PageError({ retry }: { retry: () => void }) {
  const t = useMessages();
  return (
    <FailureNotice
      testId="page-error"
      title={t('pageError.title')}
      text={t('pageError.text')}
      action={t('pageError.action')}
      onAction={retry}
    />
  );
}

/** How many teardown errors in a row the guard absorbs before it stops re-rendering. */
const MAX_RECOVERIES = 3;
const RECOVERY_WINDOW_MS = 2_000;

/**
 * Catches what the page being left throws while it unmounts (an effect cleanup
 * that is not a function, say). React hands such an error to the nearest boundary
 * that is still mounted, and a boundary keyed by location is unmounted with its
 * page, so this guard sits above it and stays. The page the visitor went to did
 * nothing wrong: the guard logs the error and renders it again, so it is never
 * blamed on the next page or remote.
 */
class ClosingPageGuard extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  private recoveries: number[] = [];

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error): void {
    console.error('[host] the page being left failed while closing', error);
    const now = Date.now();
    this.recoveries = [...this.recoveries.filter((t) => now - t < RECOVERY_WINDOW_MS), now];
    if (this.recoveries.length <= MAX_RECOVERIES) this.setState({ error: null });
  }

  render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return this.recoveries.length > MAX_RECOVERIES ? <PageError retry={() => window.location.reload()} /> : null;
  }
}

/**
 * The host's boundary around every route: an error in a page shows a notice in
 * place of that page only (header and footer stay), it is keyed by location so
 * moving to another page starts clean, and the guard above it absorbs errors of
 * the page being left.
 */
export function PageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ClosingPageGuard>
      <ErrorBoundary
        key={pathname}
        onError={(error) => console.error(`[host] the page at ${pathname} failed`, error)}
        fallback={(_, reset) => <PageError retry={reset} />}
      >
        {children}
      </ErrorBoundary>
    </ClosingPageGuard>
  );
}
