import { PASSWORD_MIN_LENGTH, SignupRequest } from '@directpay/contracts';
import { contractResolver } from '@directpay/shared-ui/forms';
import { EMAIL_MESSAGE, missingOrWords } from '#src/components/validation';
import { AUTH_ENGLISH, t } from './messages';

/** The words for two passwords that differ, in English (the form says them in the page's language). */
export const PASSWORDS_DO_NOT_MATCH = AUTH_ENGLISH['signup.passwordsDiffer'];
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
    password: missingOrWords(
      () => t('signup.passwordMissing'),
      () => t('signup.passwordShort', { min: PASSWORD_MIN_LENGTH }),
    ),
  },
  check: ({ password, confirm }) =>
    confirm === ''
      ? [{ field: 'confirm', message: t('signup.confirmMissing') }]
      : password !== confirm
        ? [{ field: 'confirm', message: t('signup.passwordsDiffer'), type: PASSWORDS_DIFFER }]
        : [],
});
