import type { FieldErrors, UseFormRegister, UseFormWatch } from 'react-hook-form';
import styled from '@directpay/shared-ui/styled';
import { Button, CheckLabel, FieldError, TextField, theme } from '@directpay/shared-ui';
import { useMessages } from '#src/features/appointment-request/messages';
import type { AppointmentFields } from '../lib/appointment-form';

const Box = styled.fieldset`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  padding: 0.75rem;
  margin: 0;
  min-width: 0;
  display: grid;
  gap: 0.75rem;
  legend { font-weight: 700; padding: 0 0.25rem; }
  .parts { display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; }
  .range { display: grid; grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr)); gap: 0.75rem; }
  button { justify-self: start; }
`;

export interface WindowFieldsetProps {
  index: number;
  register: UseFormRegister<AppointmentFields>;
  watch: UseFormWatch<AppointmentFields>;
  errors: FieldErrors<AppointmentFields>;
  first: string;
  last: string;
  onRemove?: () => void;
}

/** One preferred window: a day, then the morning, the afternoon or a time range. */
export function WindowFieldset({ index, register, watch, errors, first, last, onRemove }: WindowFieldsetProps) {
  const t = useMessages();
  const part = watch(`windows.${index}.part`);
  const at = errors.windows?.[index];
  const partErrorId = `appointment-window-${index}-part-error`;
  return (
    <Box data-testid={`appointment-window-${index}`}>
      <legend>{t('appointment.windowLegend', { number: index + 1 })}</legend>
      <TextField label={t('appointment.day')} type="date" min={first} max={last} error={at?.day?.message} {...register(`windows.${index}.day`)} />
      <div className="parts" role="radiogroup" aria-label={t('appointment.partOfDay')} aria-describedby={at?.part?.message ? partErrorId : undefined}>
        {(['morning', 'afternoon', 'range'] as const).map((value) => (
          <CheckLabel key={value}>
            <input type="radio" value={value} {...register(`windows.${index}.part`)} />
            {t(`appointment.part.${value}` as const)}
          </CheckLabel>
        ))}
      </div>
      <FieldError id={partErrorId} message={at?.part?.message} />
      {part === 'range' && (
        <div className="range">
          <TextField label={t('appointment.from')} type="time" error={at?.from?.message} {...register(`windows.${index}.from`)} />
          <TextField label={t('appointment.to')} type="time" error={at?.to?.message} {...register(`windows.${index}.to`)} />
        </div>
      )}
      {onRemove && (
        <Button type="button" $variant="ghost" onClick={onRemove}>
          {t('appointment.removeWindow', { number: index + 1 })}
        </Button>
      )}
    </Box>
  );
}
