import type { LoginResponse } from '@directpay/contracts';
import { useSessionStore } from '@directpay/shared-ui';
import { useApiMutation } from '@directpay/shared-ui/mutation';

export const LOGIN_FAILED = 'Login failed!';

/** One sign-in attempt: Google's credential, the development account or email and password. */
export type SignInAttempt = () => Promise<LoginResponse>;
export type RunSignIn = (attempt: SignInAttempt) => Promise<unknown>;

/**
 * Runs one sign-in attempt. Success stores the session; the page, seeing the
 * token, redirects. Failure shows the spec's notice and returns the API's reason.
 */
export function useSignIn(failureNotice = LOGIN_FAILED) {
  const signIn = useSessionStore((s) => s.signIn);
  const attempt = useApiMutation({
    mutationFn: (run: SignInAttempt) => run(),
    errorNotice: failureNotice,
    onSuccess: (session) => signIn(session),
    onError: (error) => console.error('[auth] sign-in failed', error),
  });
  const run: RunSignIn = attempt.run;
  // A success stays busy: the page is about to move on.
  return { run, busy: attempt.pending || attempt.succeeded, reason: attempt.error?.message ?? '' };
}
