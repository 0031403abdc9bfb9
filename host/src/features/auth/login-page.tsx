import { Link, Navigate, useSearchParams } from '@directpay/shared-ui/routing';
import { useDocumentMeta, useSessionStore } from '@directpay/shared-ui';
import { AuthShell, Divider, Reason } from './auth-shell';
import { DevSignIn } from './dev-sign-in';
import { EmailLoginForm } from './email-login-form';
import { GoogleSignIn } from './google-sign-in';
import { afterSignInPath } from './return-to';
import { useProviders } from './use-providers';
import { useSignIn } from './use-sign-in';
import { useMessages } from './messages';

/** /login: with a stored token (already signed in, or just now) it goes on to the account. */
export function LoginPage() {
  const t = useMessages();
  useDocumentMeta(t('login.title'), t('login.description'));
  const [params] = useSearchParams();
  const token = useSessionStore((s) => s.token);
  const providers = useProviders();
  const { run, busy, reason } = useSignIn();

  if (token) return <Navigate to={afterSignInPath(params.get('returnTo'))} replace />;
  return (
    <AuthShell>
      <h1>{t('login.heading')}</h1>
      {providers.google && <GoogleSignIn clientId={providers.googleClientId} run={run} />}
      {providers.dev && <DevSignIn busy={busy} run={run} />}
      {(providers.google || providers.dev) && <Divider>{t('login.orEmail')}</Divider>}
      <EmailLoginForm busy={busy} run={run} />
      {reason && <Reason role="alert">{reason}</Reason>}
      <p>
        {t('login.newHere')} <Link to="/signup">{t('login.createAccount')}</Link>
      </p>
      <Link to="/">{t('cancel')}</Link>
    </AuthShell>
  );
}
