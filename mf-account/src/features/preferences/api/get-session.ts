import type { SessionInfo } from '@directpay/contracts';
import { apiFetch } from '@directpay/shared-ui';

/** GET /auth/session: the signed-in user as stored now (whether it has a password to change). */
export const getSession = (signal?: AbortSignal) => apiFetch<SessionInfo>('/auth/session', { auth: true, signal });
