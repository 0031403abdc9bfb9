import { Link, useLocation } from '@directpay/shared-ui/routing';
import { ButtonLink } from '@directpay/shared-ui';
import { useMessages } from '#src/messages';

/**
 * Shown when the session ends while the owner is here (the API answered 401,
 * or another tab signed out): they see which account it was and can return
 * here after signing in again, instead of being bounced without a word.
 */
export function SessionEnded({ email }: { email: string }) {
  const t = useMessages();
  const { pathname, search } = useLocation();
  const loginHref = `/login?returnTo=${encodeURIComponent(pathname + search)}`;
  return (
    <section aria-labelledby="session-ended">
      <h1 id="session-ended">{t('session.title')}</h1>
      {/* The address stays in the sentence, as one text (the browser tests read it whole). */}
      <p>{email ? t('session.endedFor', { email }) : t('session.ended')}</p>
      <ButtonLink as={Link} to={loginHref}>
        {t('session.logIn')}
      </ButtonLink>
    </section>
  );
}
