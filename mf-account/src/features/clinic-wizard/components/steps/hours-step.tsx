import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import styled from '@directpay/shared-ui/styled';
import { WEEKDAYS, type Weekday } from '@directpay/contracts';
import { theme } from '@directpay/shared-ui';
import { CheckLabel, FieldError, Input, StepTitle } from '#src/components/form-controls';
import { DEFAULT_CLOSE, DEFAULT_OPEN, type ClinicDraft } from '#src/features/clinic-wizard/lib/clinic-draft';
import { HOURS_MAX, HOURS_MIN } from '#src/features/clinic-wizard/lib/validate-step';
import { errorAt } from '#src/lib/error-at';
import { useMessages } from '#src/features/clinic-wizard/messages';
import { AppointmentSetting } from './appointment-setting';

const Day = styled.div`
  display: grid;
  grid-template-columns: 9rem 1fr 1fr;
  gap: 0.5rem;
  align-items: start;
  padding: 0.5rem 0;
  border-bottom: 1px solid ${theme.colors.border};
  @media (max-width: 480px) { grid-template-columns: 1fr 1fr; > :first-child { grid-column: 1 / -1; } }
  label.time { display: flex; flex-direction: column; font-size: 0.875rem; gap: 0.125rem; }
`;

function TimeInput({ day, which, disabled }: { day: Weekday; which: 'Open' | 'Close'; disabled: boolean }) {
  const t = useMessages();
  const { register, clearErrors } = useFormContext<ClinicDraft>();
  const name = `hours.${day}${which}Time` as const;
  const dayName = t('hours.day', { day });
  const { errors } = useFormState({ name });
  const message = errorAt(errors, name);
  const id = `f-${day}-${which}`;
  return (
    <label className="time">
      {which === 'Open' ? t('hours.opens') : t('hours.closes')}
      <Input
        id={id}
        type="time"
        min={HOURS_MIN}
        max={HOURS_MAX}
        step={900}
        required={!disabled}
        disabled={disabled}
        aria-label={t(which === 'Open' ? 'hours.openingTime' : 'hours.closingTime', { day: dayName })}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        {...register(name, { onChange: () => message && clearErrors(name) })}
      />
      <FieldError id={`${id}-error`} message={message} />
    </label>
  );
}

/** Step 9: per weekday a toggle and times within 09:00-18:00; a closed day has no times. */
export function HoursStep() {
  const t = useMessages();
  const { control, register, setValue, clearErrors } = useFormContext<ClinicDraft>();
  const hours = useWatch({ control, name: 'hours' });
  return (
    <>
      <StepTitle>{t('hours.title')}</StepTitle>
      {WEEKDAYS.map((day) => {
        const open = Boolean(hours?.[`${day}Toggle`]);
        return (
          <Day key={day}>
            <CheckLabel>
              <input
                type="checkbox"
                {...register(`hours.${day}Toggle`, {
                  onChange: (e: { target: { checked: boolean } }) => {
                    // Turning a day off clears its times (spec section 4); on again suggests the usual hours.
                    setValue(`hours.${day}OpenTime`, e.target.checked ? DEFAULT_OPEN : '');
                    setValue(`hours.${day}CloseTime`, e.target.checked ? DEFAULT_CLOSE : '');
                    clearErrors([`hours.${day}OpenTime`, `hours.${day}CloseTime`]);
                  },
                })}
              />
              {t('hours.day', { day })}
            </CheckLabel>
            <TimeInput day={day} which="Open" disabled={!open} />
            <TimeInput day={day} which="Close" disabled={!open} />
          </Day>
        );
      })}
      <AppointmentSetting />
    </>
  );
}
