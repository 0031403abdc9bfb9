import { useFieldArray, useFormContext } from 'react-hook-form';
import styled from '@directpay/shared-ui/styled';
import { Button } from '@directpay/shared-ui';
import { Hint, StepTitle } from '#src/components/form-controls';
import type { ClinicDraft } from '#src/features/clinic-wizard/lib/clinic-draft';
import { TextField } from '#src/components/text-field';
import { useMessages } from '#src/features/clinic-wizard/messages';

const Line = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;
  > div:first-child { flex: 1; }
  > button { margin-top: 1.75rem; }
`;

interface Props {
  name: 'insurances' | 'specialties';
}

/** Insurances (step 6) and specialties (step 8): optional lists of names. */
export function NamedListStep({ name }: Props) {
  const t = useMessages();
  const { control } = useFormContext<ClinicDraft>();
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <>
      <StepTitle>{t(`${name}.title`)}</StepTitle>
      <Hint>{t(`${name}.hint`)}</Hint>
      {fields.map((field, i) => (
        <Line key={field.id}>
          <TextField name={`${name}.${i}.name`} label={t(`${name}.row`, { number: i + 1 })} autoFocus={i === fields.length - 1 && !field.name} />
          <Button $variant="ghost" aria-label={t(`${name}.removeRow`, { number: i + 1 })} onClick={() => remove(i)}>
            {t('buttons.remove')}
          </Button>
        </Line>
      ))}
      <Button $variant="secondary" onClick={() => append({ name: '' })}>
        {t(`${name}.add`)}
      </Button>
    </>
  );
}
