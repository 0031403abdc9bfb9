import { useForm } from 'react-hook-form';
import { DevTokenRequest } from '@directpay/contracts';
import { Button, TextField } from '@directpay/shared-ui';
import { contractResolver } from '@directpay/shared-ui/forms';
import { EMAIL_MESSAGE } from '#src/components/validation';
import { devSignIn } from './auth-api';
import { Stack } from './auth-shell';
import type { RunSignIn } from './use-sign-in';
import { useMessages } from './messages';

export const DEV_ACCOUNT_EMAIL = 'owner@directpay.local';

interface DevSignInProps {
  busy: boolean;
  run: RunSignIn;
}

type DevSignInValues = { email: string };

/** The API's DevTokenRequest check; the browser checks the required email input first, as it always did. */
export const devSignInResolver = contractResolver<DevSignInValues, typeof DevTokenRequest>({
  schema: DevTokenRequest,
  toInput: ({ email }) => ({ email: email.trim() }),
  messages: { email: EMAIL_MESSAGE },
});

/** Shown only when the API's development identity provider is on (local use and tests, no internet needed). */
export function DevSignIn({ busy, run }: DevSignInProps) {
  const t = useMessages();
  const { register, handleSubmit, formState } = useForm<DevSignInValues>({ defaultValues: { email: DEV_ACCOUNT_EMAIL }, resolver: devSignInResolver });
  const onSubmit = handleSubmit(({ email }) => void run(() => devSignIn(email.trim())));
  return (
    <Stack onSubmit={(event) => void onSubmit(event)} aria-label={t('dev.form')}>
      <TextField label={t('dev.email')} type="email" autoComplete="email" required error={formState.errors.email?.message} {...register('email')} />
      <Button type="submit" $variant="secondary" disabled={busy}>
        {t('dev.submit')}
      </Button>
    </Stack>
  );
}
