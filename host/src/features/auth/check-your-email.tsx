import { Link } from '@directpay/shared-ui/routing';
import { AuthShell } from './auth-shell';
import { useMessages } from './messages';

/** After sign-up: the same words for a new and a registered address (the API does not say which). */
export function CheckYourEmail({ email }: { email: string }) {
  const t = useMessages();
  return (
    <AuthShell>
      <h1>{t('check.heading')}</h1>
      <p role="status">{t.rich('check.sent', { email: (text) => <strong translate="no">{text}</strong> }, { email })}</p>
      <p>{t.rich('check.noMessage', { link: (text) => <Link to="/login">{text}</Link> })}</p>
      <Link to="/">{t('home')}</Link>
    </AuthShell>
  );
}
