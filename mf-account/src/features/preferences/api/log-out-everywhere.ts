import { apiFetch } from '@directpay/shared-ui';

/** DELETE /auth/sessions: every session of this user ends, on every device, this one included. */
export const logOutEverywhere = () => apiFetch<void>('/auth/sessions', { method: 'DELETE', auth: true });
