import { useState, type FormEvent } from 'react';
import type { LoginResponse } from '@directpay/contracts';
import { Button, TextField } from '@directpay/shared-ui';
import { validEmail } from '../../components/validation';
import { emailLogin } from './auth-api';
import { Stack } from './AuthShell';

interface EmailLoginFormProps {
  busy: boolean;
  run: (attempt: () => Promise<LoginResponse>) => Promise<void>;
}

export function EmailLoginForm({ busy, run }: EmailLoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const emailCheck = validEmail(email);
    const next = {
      email: emailCheck === true ? undefined : emailCheck,
      password: password ? undefined : 'Please enter your password.',
    };
    setErrors(next);
    if (next.email || next.password) return;
    void run(() => emailLogin(email.trim(), password));
  };
  return (
    <Stack onSubmit={onSubmit} noValidate aria-label="Log in with email">
      <TextField label="Email" type="email" autoComplete="email" value={email} error={errors.email} onChange={(e) => setEmail(e.target.value)} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" disabled={busy}>
        Log in with email
      </Button>
    </Stack>
  );
}
