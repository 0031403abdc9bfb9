import { useForm } from 'react-hook-form';
import { LoginRequest } from '@directpay/contracts';
import { Button, TextField } from '@directpay/shared-ui';
import { contractResolver } from '@directpay/shared-ui/forms';
import { EMAIL_MESSAGE } from '#src/components/validation';
import { emailLogin } from './auth-api';
import { Stack } from './auth-shell';
import type { RunSignIn } from './use-sign-in';
import { t as authWords, useMessages } from './messages';

interface EmailLoginFormProps {
  busy: boolean;
  run: RunSignIn;
}

interface LoginValues {
  email: string;
  password: string;
}

const toLoginRequest = ({ email, password }: LoginValues): LoginRequest => ({ email: email.trim(), password });

/** The API's LoginRequest checks, in the form's words. */
export const loginResolver = contractResolver<LoginValues, typeof LoginRequest>({
  schema: LoginRequest,
  toInput: toLoginRequest,
  messages: { email: EMAIL_MESSAGE, password: () => authWords('passwordMissing') },
});

export function EmailLoginForm({ busy, run }: EmailLoginFormProps) {
  const t = useMessages();
  const { register, handleSubmit, formState } = useForm<LoginValues>({
    defaultValues: { email: '', password: '' },
    resolver: loginResolver,
    reValidateMode: 'onSubmit',
  });
  const { errors } = formState;
  const onSubmit = handleSubmit((values) => {
    const { email, password } = toLoginRequest(values);
    void run(() => emailLogin(email, password));
  });
  return (
    <Stack onSubmit={onSubmit} noValidate aria-label={t('login.form')}>
      <TextField label={t('email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField label={t('password')} type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      <Button type="submit" disabled={busy}>
        {t('login.submit')}
      </Button>
    </Stack>
  );
}
