import type { ConfirmationSent } from '@directpay/contracts';
import { apiFetch } from '@directpay/shared-ui';

/** POST /auth/confirmation: mails a new confirmation link (the previous one stops working). */
export const resendConfirmation = () => apiFetch<ConfirmationSent>('/auth/confirmation', { method: 'POST', auth: true });
