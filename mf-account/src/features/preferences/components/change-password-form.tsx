import { useForm } from 'react-hook-form';
import styled from '@directpay/shared-ui/styled';
import { ChangePasswordRequest, PASSWORD_MIN_LENGTH } from '@directpay/contracts';
import { Button, TextField, useSessionStore } from '@directpay/shared-ui';
import { contractResolver } from '@directpay/shared-ui/forms';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { changePassword } from '../api/change-password';

const Form = styled.form`
  display: grid;
  gap: 0.875rem;
  max-width: 24rem;
`;

type Values = { currentPassword: string; newPassword: string; confirm: string };
const EMPTY: Values = { currentPassword: '', newPassword: '', confirm: '' };

/** The API's ChangePasswordRequest checks in the form's words; the second new password is the form's alone. */
export const changePasswordResolver = contractResolver<Values, typeof ChangePasswordRequest>({
  schema: ChangePasswordRequest,
  toInput: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
  messages: {
    currentPassword: 'Enter your current password.',
    newPassword: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  },
  check: ({ newPassword, confirm }) => (confirm !== newPassword ? [{ field: 'confirm', message: 'Passwords do not match' }] : []),
});

/** A password account's new password; the API ends every other session, this one keeps going with a new token. */
export function ChangePasswordForm() {
  const signIn = useSessionStore((s) => s.signIn);
  const { register, handleSubmit, reset, setError, formState } = useForm<Values>({
    defaultValues: EMPTY,
    resolver: changePasswordResolver,
    reValidateMode: 'onSubmit',
  });
  const { errors } = formState;
  const change = useApiMutation({
    mutationFn: changePassword,
    successNotice: 'Your password is changed. Every other session was logged out.',
    errorNotice: (error) => `The password could not be changed: ${error.message}`,
    form: {
      setError,
      // The API points at the current password when it is not the account's.
      fieldOf: (field) => (field === '/body/currentPassword' ? { name: 'currentPassword', message: 'This is not your current password.' } : undefined),
    },
    onSuccess: (session) => {
      signIn(session);
      reset(EMPTY);
    },
  });

  const onSubmit = handleSubmit((values) => change.run({ currentPassword: values.currentPassword, newPassword: values.newPassword }));

  return (
    <Form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Change password">
      <TextField label="Current password" type="password" autoComplete="current-password" error={errors.currentPassword?.message} {...register('currentPassword')} />
      <TextField label="New password" type="password" autoComplete="new-password" error={errors.newPassword?.message} {...register('newPassword')} />
      <TextField label="Confirm new password" type="password" autoComplete="new-password" error={errors.confirm?.message} {...register('confirm')} />
      <div>
        <Button type="submit" disabled={change.pending}>
          Change password
        </Button>
      </div>
    </Form>
  );
}
