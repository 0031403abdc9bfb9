import type { LoginResponse } from '@directpay/contracts';
import { useSessionStore } from '@directpay/shared-ui';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { useMessages } from './messages';

/** One sign-in attempt: Google's credential, the development account or email and password. */
export type SignInAttempt = () => Promise<LoginResponse>;
export type RunSignIn = (attempt: SignInAttempt) => Promise<unknown>;

/**
 * Runs one sign-in attempt. Success stores the session; the page, seeing the
 * token, redirects. Failure shows the spec's notice (in the page's language) and returns the API's reason.
 */
export function useSignIn(failureNotice?: string) {
  const t = useMessages();
  const signIn = useSessionStore((s) => s.signIn);
  const attempt = useApiMutation({
    mutationFn: (run: SignInAttempt) => run(),
    errorNotice: failureNotice ?? t('loginFailed'),
    onSuccess: (session) => signIn(session),
    onError: (error) => console.error('[auth] sign-in failed', error),
  });
  const run: RunSignIn = attempt.run;
  // A success stays busy: the page is about to move on.
  return { run, busy: attempt.pending || attempt.succeeded, reason: attempt.error?.message ?? '' };
}
