import { Link } from '@directpay/shared-ui/routing';
import { AuthShell } from './auth-shell';

/** After sign-up: the same words for a new and a registered address (the API does not say which). */
export function CheckYourEmail({ email }: { email: string }) {
  return (
    <AuthShell>
      <h1>Check your email</h1>
      <p role="status">
        We sent a message to <strong>{email}</strong>. Open the link in it to confirm your address, then log in to list your clinics.
      </p>
      <p>
        No message after a few minutes? Look in your spam folder, or <Link to="/login">log in</Link> and ask for a new link.
      </p>
      <Link to="/">Back to the home page</Link>
    </AuthShell>
  );
}
