import type { ChangePasswordRequest, LoginResponse } from '@directpay/contracts';
import { apiFetch } from '@directpay/shared-ui';

/** POST /auth/password: a new password; every other session ends and this one gets a new token. */
export const changePassword = (body: ChangePasswordRequest) => apiFetch<LoginResponse>('/auth/password', { method: 'POST', body, auth: true });
