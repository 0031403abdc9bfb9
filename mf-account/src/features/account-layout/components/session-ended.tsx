import { Link, useLocation } from '@directpay/shared-ui/routing';
import { ButtonLink } from '@directpay/shared-ui';

/**
 * Shown when the session ends while the owner is here (the API answered 401,
 * or another tab signed out): they see which account it was and can return
 * here after signing in again, instead of being bounced without a word.
 */
export function SessionEnded({ email }: { email: string }) {
  const { pathname, search } = useLocation();
  const loginHref = `/login?returnTo=${encodeURIComponent(pathname + search)}`;
  return (
    <section aria-labelledby="session-ended">
      <h1 id="session-ended">Please log in again</h1>
      <p>
        The session{email ? ` for ${email}` : ''} has ended. Log in again to keep managing your clinic locations.
      </p>
      <ButtonLink as={Link} to={loginHref}>
        Log in
      </ButtonLink>
    </section>
  );
}
