import { PASSWORD_MIN_LENGTH, SignupRequest } from '@directpay/contracts';
import { contractResolver, missingOr } from '@directpay/shared-ui/forms';
import { EMAIL_MESSAGE } from '#src/components/validation';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
/** The error type of two passwords that differ: sign-up also says so in a notice. */
export const PASSWORDS_DIFFER = 'passwords-differ';

export interface SignupValues {
  email: string;
  password: string;
  confirm: string;
}

export const toSignupRequest = ({ email, password }: SignupValues): SignupRequest => ({ email: email.trim(), password });

/**
 * All three fields are required (spec, section 5). Email and password are the
 * API's own SignupRequest checks; the repeated password is the form's alone.
 */
export const signupResolver = contractResolver<SignupValues, typeof SignupRequest>({
  schema: SignupRequest,
  toInput: toSignupRequest,
  messages: {
    email: EMAIL_MESSAGE,
    password: missingOr('Please create a password.', `Your password needs at least ${PASSWORD_MIN_LENGTH} characters.`),
  },
  check: ({ password, confirm }) =>
    confirm === ''
      ? [{ field: 'confirm', message: 'Please confirm your password.' }]
      : password !== confirm
        ? [{ field: 'confirm', message: PASSWORDS_DO_NOT_MATCH, type: PASSWORDS_DIFFER }]
        : [],
});
