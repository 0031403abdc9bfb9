import { endpoints } from '@directpay/contracts';
import { callEndpoint } from '@directpay/shared-ui';

/** POST /auth/confirmation: mails a new confirmation link (the previous one stops working). */
export const resendConfirmation = () => callEndpoint(endpoints.sendConfirmation, {});
