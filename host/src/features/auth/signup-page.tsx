import { useForm } from 'react-hook-form';
import type { SignupRequest } from '@directpay/contracts';
import { Link, Navigate } from '@directpay/shared-ui/routing';
import { Button, TextField, notify, useDocumentMeta, useSessionStore } from '@directpay/shared-ui';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { emailSignup } from './auth-api';
import { CheckYourEmail } from './check-your-email';
import { AuthShell, Divider, Reason, Stack } from './auth-shell';
import { DevSignIn } from './dev-sign-in';
import { GoogleSignIn } from './google-sign-in';
import { DEFAULT_AFTER_SIGN_IN } from './return-to';
import { PASSWORDS_DIFFER, signupResolver, toSignupRequest, type SignupValues } from './signup-validation';
import { useProviders } from './use-providers';
import { useSignIn } from './use-sign-in';
import { useMessages } from './messages';

/**
 * /signup: nothing is sent while a field is missing or the passwords differ.
 * The API answers every address alike, so success says "check your email";
 * the mailed link confirms the address, then the owner logs in.
 */
export function SignupPage() {
  const t = useMessages();
  useDocumentMeta(t('signup.title'), t('signup.description'));
  const token = useSessionStore((s) => s.token);
  const providers = useProviders();
  const google = useSignIn();
  const signup = useApiMutation({
    // The mails of the account (this one, and later ones) are in the language of the page it signed up on.
    mutationFn: ({ email, password }: SignupRequest) => emailSignup(email, password, t.locale),
    errorNotice: t('signup.failed'),
  });
  const { register, handleSubmit, formState } = useForm<SignupValues>({
    defaultValues: { email: '', password: '', confirm: '' },
    resolver: signupResolver,
    // Errors appear on submit and stay until the next one, not while the owner types.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { errors } = formState;

  if (token) return <Navigate to={DEFAULT_AFTER_SIGN_IN} replace />;
  if (signup.data) return <CheckYourEmail email={signup.data.email} />;

  const field = (name: keyof SignupValues) => ({ error: errors[name]?.message, ...register(name) });
  const onSubmit = handleSubmit(
    (values) => signup.run(toSignupRequest(values)),
    (found) => {
      if (found.confirm?.type === PASSWORDS_DIFFER) notify.error(t('signup.passwordsDiffer'));
    },
  );
  const reason = signup.error?.message ?? '';

  return (
    <AuthShell>
      <h1>{t('signup.heading')}</h1>
      <Stack onSubmit={onSubmit} noValidate aria-label={t('signup.form')}>
        <TextField label={t('email')} type="email" autoComplete="email" {...field('email')} />
        <TextField label={t('signup.password')} type="password" autoComplete="new-password" {...field('password')} />
        <TextField label={t('signup.confirm')} type="password" autoComplete="new-password" {...field('confirm')} />
        <Button type="submit" disabled={signup.pending}>
          {t('signup.submit')}
        </Button>
      </Stack>
      {reason && <Reason role="alert">{reason}</Reason>}
      {(providers.google || providers.dev) && <Divider>{t('or')}</Divider>}
      {providers.google && <GoogleSignIn clientId={providers.googleClientId} run={google.run} />}
      {providers.dev && <DevSignIn busy={google.busy} run={google.run} />}
      {google.reason && <Reason role="alert">{google.reason}</Reason>}
      <p>
        {t('signup.haveAccount')} <Link to="/login">{t('signup.logIn')}</Link>
      </p>
      <Link to="/">{t('cancel')}</Link>
    </AuthShell>
  );
}
