import { useState, type FormEvent } from 'react';
import type { LoginResponse } from '@directpay/contracts';
import { Button, TextField } from '@directpay/shared-ui';
import { devSignIn } from './auth-api';
import { Stack } from './auth-shell';

export const DEV_ACCOUNT_EMAIL = 'owner@directpay.local';

interface DevSignInProps {
  busy: boolean;
  run: (attempt: () => Promise<LoginResponse>) => Promise<void>;
}

/** Shown only when the API's development identity provider is on (local use and tests, no internet needed). */
export function DevSignIn({ busy, run }: DevSignInProps) {
  const [email, setEmail] = useState(DEV_ACCOUNT_EMAIL);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => devSignIn(email.trim()));
  };
  return (
    <Stack onSubmit={onSubmit} aria-label="Development sign-in">
      <TextField label="Development account email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <Button type="submit" $variant="secondary" disabled={busy}>
        Sign in with the development account
      </Button>
    </Stack>
  );
}
