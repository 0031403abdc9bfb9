import { endpoints } from '@directpay/contracts';
import { Link, useNavigate } from '@directpay/shared-ui/routing';
import { Button, useDocumentMeta, useSessionStore } from '@directpay/shared-ui';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { useEndpointQuery } from '@directpay/shared-ui/query';
import { logOutEverywhere } from '../api/log-out-everywhere';
import { ChangePasswordForm } from './change-password-form';

/** Account preferences (spec section 2): password (password accounts), log out everywhere, and how to delete the account. */
export function PreferencesPage() {
  useDocumentMeta('Account preferences');
  const signOut = useSessionStore((s) => s.signOut);
  const navigate = useNavigate();
  // A failure leaves the password section out; the page still offers everything else (a 401 already signed the owner out).
  const session = useEndpointQuery(endpoints.getSession, {}, { retry: false });
  const hasPassword = session.data?.hasPassword ?? false;

  const everywhere = useApiMutation({
    mutationFn: logOutEverywhere,
    successNotice: 'You are logged out on every device.',
    errorNotice: (error) => `Could not log out everywhere: ${error.message}`,
    onSuccess: () => {
      signOut();
      navigate('/');
    },
  });

  return (
    <>
      <h1>Account preferences</h1>
      {hasPassword && (
        <section aria-labelledby="password-heading">
          <h2 id="password-heading">Password</h2>
          <ChangePasswordForm />
        </section>
      )}
      <section aria-labelledby="sessions-heading">
        <h2 id="sessions-heading">Sessions</h2>
        <p>Lost a device, or signed in on a shared computer? End every session of this account, here and everywhere else.</p>
        {/* A success stays busy: the page is on its way home. */}
        <Button $variant="secondary" onClick={() => void everywhere.run()} disabled={everywhere.pending || everywhere.succeeded}>
          Log out everywhere
        </Button>
      </section>
      <section aria-labelledby="delete-heading">
        <h2 id="delete-heading">Delete your account</h2>
        <p>
          To delete your account, please send us a request through the <Link to="/contactus">Contact Us</Link> form.
        </p>
      </section>
    </>
  );
}
