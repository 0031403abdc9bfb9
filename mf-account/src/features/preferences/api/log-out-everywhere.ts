import { endpoints } from '@directpay/contracts';
import { callEndpoint } from '@directpay/shared-ui';

/** DELETE /auth/sessions: every session of this user ends, on every device, this one included. */
export const logOutEverywhere = () => callEndpoint(endpoints.endAllSessions, {});
