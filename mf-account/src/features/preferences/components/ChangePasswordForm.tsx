import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { PASSWORD_MIN_LENGTH } from '@directpay/contracts';
import { Button, TextField, notify, useSessionStore } from '@directpay/shared-ui';
import { changePassword } from '../api/change-password';

const Form = styled.form`
  display: grid;
  gap: 0.875rem;
  max-width: 24rem;
`;

type Values = { currentPassword: string; newPassword: string; confirm: string };
const EMPTY: Values = { currentPassword: '', newPassword: '', confirm: '' };

function validate(values: Values): Partial<Values> {
  const errors: Partial<Values> = {};
  if (!values.currentPassword) errors.currentPassword = 'Enter your current password.';
  if (values.newPassword.length < PASSWORD_MIN_LENGTH) errors.newPassword = `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (values.confirm !== values.newPassword) errors.confirm = 'Passwords do not match';
  return errors;
}

/** A password account's new password; the API ends every other session, this one keeps going with a new token. */
export function ChangePasswordForm() {
  const signIn = useSessionStore((s) => s.signIn);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [busy, setBusy] = useState(false);

  const field = (name: keyof Values) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      signIn(await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }));
      setValues(EMPTY);
      notify.success('Your password is changed. Every other session was logged out.');
    } catch (error) {
      const message = (error as Error).message;
      if (message.startsWith('body/currentPassword')) setErrors({ currentPassword: 'This is not your current password.' });
      else notify.error(`The password could not be changed: ${message}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Change password">
      <TextField label="Current password" type="password" autoComplete="current-password" {...field('currentPassword')} />
      <TextField label="New password" type="password" autoComplete="new-password" {...field('newPassword')} />
      <TextField label="Confirm new password" type="password" autoComplete="new-password" {...field('confirm')} />
      <div>
        <Button type="submit" disabled={busy}>
          Change password
        </Button>
      </div>
    </Form>
  );
}
