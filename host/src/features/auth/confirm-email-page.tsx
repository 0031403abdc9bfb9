import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from '@directpay/shared-ui/routing';
import { useDocumentMeta, useSessionStore } from '@directpay/shared-ui';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { confirmEmail } from './auth-api';
import { AuthShell, Reason } from './auth-shell';
import { DEFAULT_AFTER_SIGN_IN } from './return-to';

type Confirmation = { state: 'working' } | { state: 'confirmed'; email: string } | { state: 'failed'; reason: string };

/** /confirm-email?token=...: the page the mailed link opens; it confirms the address once and says how it went. */
export function ConfirmEmailPage() {
  useDocumentMeta('Confirm your email');
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
    ? { state: 'failed', reason: 'This link has no confirmation token.' }
    : data
      ? { state: 'confirmed', email: data.email }
      : error
        ? { state: 'failed', reason: error.blame?.words ?? error.message }
        : { state: 'working' };

  return (
    <AuthShell>
      <h1>Confirm your email</h1>
      {result.state === 'working' && <p role="status">Confirming your email address…</p>}
      {result.state === 'confirmed' && (
        <>
          <p role="status">
            Your email address <strong>{result.email}</strong> is confirmed. You can now list your clinics.
          </p>
          {signedIn ? <Link to={DEFAULT_AFTER_SIGN_IN}>Go to your clinic locations</Link> : <Link to="/login">Log in</Link>}
        </>
      )}
      {result.state === 'failed' && (
        <>
          <Reason role="alert">Your email address could not be confirmed: {result.reason}</Reason>
          <Link to="/login">Log in to ask for a new link</Link>
        </>
      )}
      <Link to="/">Back to the home page</Link>
    </AuthShell>
  );
}
