import { create } from 'zustand';
import type { LoginResponse } from '@directpay/contracts';

/** Browser storage keys of the session (spec, section 3). */
export const SESSION_KEYS = {
  userId: 'userId',
  email: 'userEmail',
  token: 'userToken',
  accountId: 'accountId',
} as const;

export interface SessionState {
  name: string;
  userId: string;
  email: string;
  token: string | null;
  accountId: string | null;
  signIn: (login: LoginResponse) => void;
  signOut: () => void;
  setName: (name: string) => void;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage can be blocked (private mode, sandboxed frames)
  }
}

function readStored(): Pick<SessionState, 'userId' | 'email' | 'token' | 'accountId'> {
  const s = storage();
  return {
    userId: s?.getItem(SESSION_KEYS.userId) ?? '',
    email: s?.getItem(SESSION_KEYS.email) ?? '',
    token: s?.getItem(SESSION_KEYS.token) ?? null,
    accountId: s?.getItem(SESSION_KEYS.accountId) ?? null,
  };
}

/**
 * The one session store of the site. shared-ui is a Module Federation
 * singleton, so the host and every remote read and write this same instance.
 */
export const useSessionStore = create<SessionState>()((set) => ({
  name: '',
  ...readStored(),
  signIn: (login) => {
    const s = storage();
    s?.setItem(SESSION_KEYS.userId, login.userId);
    s?.setItem(SESSION_KEYS.email, login.email);
    s?.setItem(SESSION_KEYS.token, login.token);
    s?.setItem(SESSION_KEYS.accountId, login.accountId);
    set({ userId: login.userId, email: login.email, token: login.token, accountId: login.accountId });
  },
  signOut: () => {
    const s = storage();
    Object.values(SESSION_KEYS).forEach((key) => s?.removeItem(key));
    set({ name: '', userId: '', email: '', token: null, accountId: null });
  },
  setName: (name) => set({ name }),
}));

/** Logged in is held by the presence of a user id (spec, section 4). */
export const selectIsLoggedIn = (state: SessionState): boolean => state.userId !== '' && state.token !== null;
