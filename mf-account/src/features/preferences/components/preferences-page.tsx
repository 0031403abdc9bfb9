import { endpoints } from '@directpay/contracts';
import { Link, useNavigate } from '@directpay/shared-ui/routing';
import { Button, useDocumentMeta, useSessionStore } from '@directpay/shared-ui';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { useEndpointQuery } from '@directpay/shared-ui/query';
import { logOutEverywhere } from '../api/log-out-everywhere';
import { useMessages } from '#src/messages';
import { ChangePasswordForm } from './change-password-form';

/** Account preferences (spec section 2): password (password accounts), log out everywhere, and how to delete the account. */
export function PreferencesPage() {
  const t = useMessages();
  useDocumentMeta(t('nav.preferences'));
  const signOut = useSessionStore((s) => s.signOut);
  const navigate = useNavigate();
  // A failure leaves the password section out; the page still offers everything else (a 401 already signed the owner out).
  const session = useEndpointQuery(endpoints.getSession, {}, { retry: false });
  const hasPassword = session.data?.hasPassword ?? false;

  const everywhere = useApiMutation({
    mutationFn: logOutEverywhere,
    successNotice: t('prefs.loggedOutEverywhere'),
    errorNotice: (error) => t('prefs.logOutFailed', { message: error.message }),
    onSuccess: () => {
      signOut();
      navigate('/');
    },
  });

  return (
    <>
      <h1>{t('nav.preferences')}</h1>
      {hasPassword && (
        <section aria-labelledby="password-heading">
          <h2 id="password-heading">{t('prefs.password')}</h2>
          <ChangePasswordForm />
        </section>
      )}
      <section aria-labelledby="sessions-heading">
        <h2 id="sessions-heading">{t('prefs.sessions')}</h2>
        <p>{t('prefs.sessionsHint')}</p>
        {/* A success stays busy: the page is on its way home. */}
        <Button $variant="secondary" onClick={() => void everywhere.run()} disabled={everywhere.pending || everywhere.succeeded}>
          {t('prefs.logOutEverywhere')}
        </Button>
      </section>
      <section aria-labelledby="delete-heading">
        <h2 id="delete-heading">{t('prefs.delete')}</h2>
        <p>{t.rich('prefs.deleteHint', { link: (text) => <Link to="/contactus">{text}</Link> })}</p>
      </section>
    </>
  );
}
