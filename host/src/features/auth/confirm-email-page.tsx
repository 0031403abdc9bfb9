import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from '@directpay/shared-ui/routing';
import { useDocumentMeta, useSessionStore } from '@directpay/shared-ui';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { confirmEmail } from './auth-api';
import { AuthShell, Reason } from './auth-shell';
import { DEFAULT_AFTER_SIGN_IN } from './return-to';
import { useMessages } from './messages';

type Confirmation = { state: 'working' } | { state: 'confirmed'; email: string } | { state: 'failed'; reason: string };

/** /confirm-email?token=...: the page the mailed link opens; it confirms the address once and says how it went. */
export function ConfirmEmailPage() {
  const t = useMessages();
  useDocumentMeta(t('confirm.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const signedIn = useSessionStore((s) => s.token !== null);
  const { run, data, error } = useApiMutation({ mutationFn: (link: string) => confirmEmail(link) });
  // A link works once: React's development double effect must not spend it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void run(token);
  }, [token, run]);

  // The page says what is wrong with the link; the API's message names the token first.
  const result: Confirmation = !token
    ? { state: 'failed', reason: t('confirm.noToken') }
    : data
      ? { state: 'confirmed', email: data.email }
      : error
        ? { state: 'failed', reason: error.blame?.words ?? error.message }
        : { state: 'working' };

  return (
    <AuthShell>
      <h1>{t('confirm.heading')}</h1>
      {result.state === 'working' && <p role="status">{t('confirm.working')}</p>}
      {result.state === 'confirmed' && (
        <>
          <p role="status">{t.rich('confirm.done', { email: (text) => <strong translate="no">{text}</strong> }, { email: result.email })}</p>
          {signedIn ? <Link to={DEFAULT_AFTER_SIGN_IN}>{t('confirm.toLocations')}</Link> : <Link to="/login">{t('confirm.logIn')}</Link>}
        </>
      )}
      {result.state === 'failed' && (
        <>
          <Reason role="alert">{t('confirm.failed', { reason: result.reason })}</Reason>
          <Link to="/login">{t('confirm.askNew')}</Link>
        </>
      )}
      <Link to="/">{t('home')}</Link>
    </AuthShell>
  );
}
