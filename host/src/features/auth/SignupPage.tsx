import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { Button, TextField, notify, useDocumentMeta, useSessionStore } from '@directpay/shared-ui';
import { emailSignup } from './auth-api';
import { CheckYourEmail } from './CheckYourEmail';
import { AuthShell, Divider, Reason, Stack } from './AuthShell';
import { DevSignIn } from './DevSignIn';
import { GoogleSignIn } from './GoogleSignIn';
import { DEFAULT_AFTER_SIGN_IN } from './return-to';
import { PASSWORDS_DO_NOT_MATCH, validateSignup, type SignupErrors } from './signup-validation';
import { useProviders } from './use-providers';
import { useSignIn } from './use-sign-in';

export const SIGNUP_FAILED = 'Sign up failed!';

/**
 * /signup: nothing is sent while a field is missing or the passwords differ.
 * The API answers every address alike, so success says "check your email";
 * the mailed link confirms the address, then the owner logs in.
 */
export function SignupPage() {
  useDocumentMeta('Sign up', 'Create a free DirectPay Clinics account to list your clinic.');
  const token = useSessionStore((s) => s.token);
  const providers = useProviders();
  const google = useSignIn();
  const [sentTo, setSentTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [values, setValues] = useState({ email: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<SignupErrors>({});

  if (token) return <Navigate to={DEFAULT_AFTER_SIGN_IN} replace />;
  if (sentTo) return <CheckYourEmail email={sentTo} />;

  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignup(values);
    setErrors(found);
    if (found.confirm === PASSWORDS_DO_NOT_MATCH) notify.error(PASSWORDS_DO_NOT_MATCH);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setReason('');
    emailSignup(values.email.trim(), values.password)
      .then((accepted) => setSentTo(accepted.email))
      .catch((error: Error) => {
        notify.error(SIGNUP_FAILED);
        setReason(error.message);
        setBusy(false);
      });
  };

  return (
    <AuthShell>
      <h1>Create your account</h1>
      <Stack onSubmit={onSubmit} noValidate aria-label="Sign up">
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField label="Create password" type="password" autoComplete="new-password" {...field('password')} />
        <TextField label="Confirm password" type="password" autoComplete="new-password" {...field('confirm')} />
        <Button type="submit" disabled={busy}>
          Sign up
        </Button>
      </Stack>
      {reason && <Reason role="alert">{reason}</Reason>}
      {providers && (providers.google || providers.dev) && <Divider>or</Divider>}
      {providers?.google && <GoogleSignIn clientId={providers.googleClientId} run={google.run} />}
      {providers?.dev && <DevSignIn busy={google.busy} run={google.run} />}
      {google.reason && <Reason role="alert">{google.reason}</Reason>}
      <p>
        Already have an account? <Link to="/login">Log in</Link>
      </p>
      <Link to="/">Cancel</Link>
    </AuthShell>
  );
}
