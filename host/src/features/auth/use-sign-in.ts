import { useState } from 'react';
import type { LoginResponse } from '@directpay/contracts';
import { notify, useSessionStore } from '@directpay/shared-ui';

export const LOGIN_FAILED = 'Login failed!';

/**
 * Runs one sign-in attempt. Success stores the session; the page, seeing the
 * token, redirects. Failure shows the spec's notice and returns the API's reason.
 */
export function useSignIn(failureNotice = LOGIN_FAILED) {
  const signIn = useSessionStore((s) => s.signIn);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const run = async (attempt: () => Promise<LoginResponse>) => {
    setBusy(true);
    setReason('');
    try {
      signIn(await attempt());
    } catch (error) {
      console.error('[auth] sign-in failed', error);
      notify.error(failureNotice);
      setReason((error as Error).message);
      setBusy(false);
    }
  };
  return { run, busy, reason };
}
