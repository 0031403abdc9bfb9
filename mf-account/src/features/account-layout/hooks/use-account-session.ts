import { useRef } from 'react';
import { useSessionStore } from '@directpay/shared-ui';

export type AccountSession =
  | { state: 'signed-in'; email: string }
  /** Never had a session here: go to /login. */
  | { state: 'signed-out' }
  /** Had one on arrival, lost it since (401, sign-out elsewhere): say so. */
  | { state: 'ended'; email: string };

/** Reads the shared session store; remembers the email seen on arrival for the 'ended' state. */
export function useAccountSession(): AccountSession {
  const token = useSessionStore((s) => s.token);
  const email = useSessionStore((s) => s.email);
  const seen = useRef<string | null>(null);
  if (token) {
    seen.current = email;
    return { state: 'signed-in', email };
  }
  return seen.current === null ? { state: 'signed-out' } : { state: 'ended', email: seen.current };
}
