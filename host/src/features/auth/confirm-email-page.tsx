import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from '@directpay/shared-ui/routing';
import { useDocumentMeta, useSessionStore } from '@directpay/shared-ui';
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
  const [result, setResult] = useState<Confirmation>(token ? { state: 'working' } : { state: 'failed', reason: 'This link has no confirmation token.' });
  // A link works once: React's development double effect must not spend it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirmEmail(token)
      .then(({ email }) => setResult({ state: 'confirmed', email }))
      .catch((error: Error) => setResult({ state: 'failed', reason: error.message }));
  }, [token]);

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
          <Reason role="alert">Your email address could not be confirmed: {result.reason.replace(/^body\/token:?\s*/, '')}</Reason>
          <Link to="/login">Log in to ask for a new link</Link>
        </>
      )}
      <Link to="/">Back to the home page</Link>
    </AuthShell>
  );
}
