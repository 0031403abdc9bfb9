import { endpoints, type ChangePasswordRequest } from '@directpay/contracts';
import { callEndpoint } from '@directpay/shared-ui';

/** POST /auth/password: a new password; every other session ends and this one gets a new token. */
export const changePassword = (body: ChangePasswordRequest) => callEndpoint(endpoints.changePassword, { body });
