import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import styled from '@directpay/shared-ui/styled';
import { APPOINTMENT_NOTICE_MAX } from '@directpay/contracts';
import { theme } from '@directpay/shared-ui';
import { CheckLabel, FieldError, Hint, Input } from '#src/components/form-controls';
import type { ClinicDraft } from '#src/features/clinic-wizard/lib/clinic-draft';
import { errorAt } from '#src/lib/error-at';
import { useMessages } from '#src/features/clinic-wizard/messages';

const Box = styled.fieldset`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  padding: 0.75rem 1rem;
  margin: 1.25rem 0 0;
  display: grid;
  gap: 0.6rem;
  legend { font-weight: 700; padding: 0 0.25rem; }
  label.notice { display: grid; gap: 0.25rem; font-weight: 700; max-width: 16rem; }
`;

const NAME = 'appointments.minNoticeBusinessDays';
const ID = 'f-appointments-notice';

/** "Accepting appointment requests" (on by default) and how many business days ahead a request must be. */
export function AppointmentSetting() {
  const t = useMessages();
  const { control, register, clearErrors } = useFormContext<ClinicDraft>();
  const accepting = useWatch({ control, name: 'appointments.accepting' }) !== false;
  const { errors } = useFormState({ name: NAME });
  const message = errorAt(errors, NAME);
  return (
    <Box data-testid="appointment-setting">
      <legend>{t('appointments.title')}</legend>
      <CheckLabel>
        <input type="checkbox" {...register('appointments.accepting')} />
        {t('appointments.accepting')}
      </CheckLabel>
      <Hint>{t('appointments.hint')}</Hint>
      <label className="notice" htmlFor={ID}>
        {t('appointments.notice')}
        <Input
          id={ID}
          type="number"
          inputMode="numeric"
          min={0}
          max={APPOINTMENT_NOTICE_MAX}
          disabled={!accepting}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${ID}-error` : undefined}
          {...register(NAME, { onChange: () => message && clearErrors(NAME) })}
        />
      </label>
      <FieldError id={`${ID}-error`} message={message} />
    </Box>
  );
}
