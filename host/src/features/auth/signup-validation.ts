import { PASSWORD_MIN_LENGTH } from '@directpay/contracts';
import { validEmail } from '../../components/validation';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

export interface SignupValues {
  email: string;
  password: string;
  confirm: string;
}

export type SignupErrors = Partial<Record<keyof SignupValues, string>>;

/** All three fields are required (spec, section 5); the password rule mirrors the API's. */
export function validateSignup({ email, password, confirm }: SignupValues): SignupErrors {
  const errors: SignupErrors = {};
  const emailCheck = validEmail(email);
  if (emailCheck !== true) errors.email = emailCheck;
  if (password === '') errors.password = 'Please create a password.';
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = `Your password needs at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (confirm === '') errors.confirm = 'Please confirm your password.';
  else if (password !== confirm) errors.confirm = PASSWORDS_DO_NOT_MATCH;
  return errors;
}
