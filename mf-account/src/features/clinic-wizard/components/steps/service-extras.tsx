import { useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import styled from '@directpay/shared-ui/styled';
import { CODE_SYSTEMS, type CodeSystem } from '@directpay/contracts';
import { Button, theme } from '@directpay/shared-ui';
import { CheckLabel, FieldError, Input, Select, TextArea } from '#src/components/form-controls';
import { errorAt } from '#src/lib/error-at';
import { systemForCode, type DraftServiceExtras } from '#src/features/clinic-wizard/lib/service-extras';
import { useMessages } from '#src/features/clinic-wizard/messages';

const Wrap = styled.div`
  flex-basis: 100%;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.5rem 0.75rem;
  font-size: 0.875rem;
  label { display: flex; flex-direction: column; gap: 0.25rem; font-weight: 700; }
  .code input { width: 7rem; }
  .bundle { flex-basis: 100%; display: grid; gap: 0.5rem; }
`;

const Toggle = styled(Button)`
  min-height: 2.5rem;
`;

const Small = styled.span`
  color: ${theme.colors.muted};
  font-weight: 400;
`;

type Row = `services.${number}` | `otherServices.${number}`;
type Name = `${Row}.${keyof DraftServiceExtras}`;

function useError(name: Name) {
  const { errors } = useFormState({ name });
  return errorAt(errors, name);
}

/**
 * A service row's billing code (its system follows the code as it is typed, and
 * may be changed) and, behind a toggle, what its price includes and leaves out
 * and the all-inclusive mark. `label` names the row in each control's name.
 */
export function ServiceExtras({ row, label, disabled }: { row: Row; label: string; disabled?: boolean }) {
  const t = useMessages();
  const service = { service: label };
  const { register, setValue, getValues, clearErrors } = useFormContext();
  const [includes, excludes, allInclusive] = useWatch({ name: [`${row}.includes`, `${row}.excludes`, `${row}.allInclusive`] }) as [string, string, boolean];
  const [open, setOpen] = useState(Boolean(includes || excludes || allInclusive));
  const toggle = open ? t('extras.hide') : t('extras.show');
  const id = `f-${row.replace('.', '-')}`;
  const errors = { code: useError(`${row}.code`), codeSystem: useError(`${row}.codeSystem`), includes: useError(`${row}.includes`), excludes: useError(`${row}.excludes`) };
  const field = (key: keyof typeof errors, onChange?: (value: string) => void) => ({
    id: `${id}-${key}`,
    disabled,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${id}-${key}-error` : undefined,
    ...register(`${row}.${key}`, {
      onChange: (event: { target: { value: string } }) => {
        onChange?.(event.target.value);
        if (errors[key]) clearErrors(`${row}.${key}`);
      },
    }),
  });
  const inferSystem = (code: string) => {
    const system = systemForCode(code, getValues(`${row}.codeSystem`) as CodeSystem | '');
    setValue(`${row}.codeSystem`, system);
    clearErrors(`${row}.codeSystem`);
  };
  return (
    <Wrap>
      <label className="code" htmlFor={`${id}-code`}>
        <span>{t.rich('extras.code', { small: (text) => <Small>{text}</Small> })}</span>
        <Input {...field('code', inferSystem)} aria-label={t('extras.codeFor', service)} autoComplete="off" spellCheck={false} maxLength={5} />
      </label>
      <label htmlFor={`${id}-codeSystem`}>
        {t('extras.system')}
        <Select {...field('codeSystem')} aria-label={t('extras.systemFor', service)}>
          <option value="">{t('extras.none')}</option>
          {CODE_SYSTEMS.map((system) => (
            <option key={system} value={system}>
              {system}
            </option>
          ))}
        </Select>
      </label>
      <Toggle
        $variant="ghost"
        aria-expanded={open}
        aria-controls={`${id}-bundle`}
        aria-label={t('extras.toggleFor', { action: toggle, service: label })}
        onClick={() => setOpen(!open)}
        disabled={disabled}
      >
        {toggle}
      </Toggle>
      <FieldError id={`${id}-code-error`} message={errors.code} />
      <FieldError id={`${id}-codeSystem-error`} message={errors.codeSystem} />
      {open && (
        <div className="bundle" id={`${id}-bundle`}>
          <label htmlFor={`${id}-includes`}>
            {t('extras.includes')}
            <TextArea {...field('includes')} aria-label={t('extras.includesFor', service)} rows={3} />
          </label>
          <FieldError id={`${id}-includes-error`} message={errors.includes} />
          <label htmlFor={`${id}-excludes`}>
            {t('extras.excludes')}
            <TextArea {...field('excludes')} aria-label={t('extras.excludesFor', service)} rows={2} />
          </label>
          <FieldError id={`${id}-excludes-error`} message={errors.excludes} />
          <CheckLabel>
            <input type="checkbox" disabled={disabled} {...register(`${row}.allInclusive`)} />
            {t('extras.allInclusive')}
            <span className="visually-hidden">{t('extras.allInclusiveFor', service)}</span>
          </CheckLabel>
        </div>
      )}
    </Wrap>
  );
}
