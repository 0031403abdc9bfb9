import { useForm } from 'react-hook-form';
import styled from '@directpay/shared-ui/styled';
import { ChangePasswordRequest, PASSWORD_MIN_LENGTH } from '@directpay/contracts';
import { Button, TextField, useSessionStore } from '@directpay/shared-ui';
import { contractResolver } from '@directpay/shared-ui/forms';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { t as words, useMessages } from '#src/messages';
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
  // Functions: read when the form is checked, in the page's language then.
  messages: {
    currentPassword: () => words('password.enterCurrent'),
    newPassword: () => words('password.minLength', { min: PASSWORD_MIN_LENGTH }),
  },
  check: ({ newPassword, confirm }) => (confirm !== newPassword ? [{ field: 'confirm', message: words('password.noMatch') }] : []),
});

/** A password account's new password; the API ends every other session, this one keeps going with a new token. */
export function ChangePasswordForm() {
  const t = useMessages();
  const signIn = useSessionStore((s) => s.signIn);
  const { register, handleSubmit, reset, setError, formState } = useForm<Values>({
    defaultValues: EMPTY,
    resolver: changePasswordResolver,
    reValidateMode: 'onSubmit',
  });
  const { errors } = formState;
  const change = useApiMutation({
    mutationFn: changePassword,
    successNotice: t('password.changed'),
    errorNotice: (error) => t('password.failed', { message: error.message }),
    form: {
      setError,
      // The API points at the current password when it is not the account's.
      fieldOf: (field) => (field === '/body/currentPassword' ? { name: 'currentPassword', message: t('password.notCurrent') } : undefined),
    },
    onSuccess: (session) => {
      signIn(session);
      reset(EMPTY);
    },
  });

  const onSubmit = handleSubmit((values) => change.run({ currentPassword: values.currentPassword, newPassword: values.newPassword }));

  return (
    <Form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('password.change')}>
      <TextField label={t('password.current')} type="password" autoComplete="current-password" error={errors.currentPassword?.message} {...register('currentPassword')} />
      <TextField label={t('password.new')} type="password" autoComplete="new-password" error={errors.newPassword?.message} {...register('newPassword')} />
      <TextField label={t('password.confirm')} type="password" autoComplete="new-password" error={errors.confirm?.message} {...register('confirm')} />
      <div>
        <Button type="submit" disabled={change.pending}>
          {t('password.change')}
        </Button>
      </div>
    </Form>
  );
}
