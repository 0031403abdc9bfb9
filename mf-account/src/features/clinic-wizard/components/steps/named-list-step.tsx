import { useFieldArray, useFormContext } from 'react-hook-form';
import styled from '@directpay/shared-ui/styled';
import { Button } from '@directpay/shared-ui';
import { Hint, StepTitle } from '#src/components/form-controls';
import type { ClinicDraft } from '#src/features/clinic-wizard/lib/clinic-draft';
import { TextField } from '#src/components/text-field';

const Line = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;
  > div:first-child { flex: 1; }
  > button { margin-top: 1.75rem; }
`;

interface Props {
  name: 'insurances' | 'specialties';
  title: string;
  /** Singular, lower case: 'insurance', 'specialty'. */
  noun: string;
  hint: string;
}

/** Insurances (step 6) and specialties (step 8): optional lists of names. */
export function NamedListStep({ name, title, noun, hint }: Props) {
  const { control } = useFormContext<ClinicDraft>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const capital = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <>
      <StepTitle>{title}</StepTitle>
      <Hint>{hint}</Hint>
      {fields.map((field, i) => (
        <Line key={field.id}>
          <TextField name={`${name}.${i}.name`} label={`${capital} ${i + 1}`} autoFocus={i === fields.length - 1 && !field.name} />
          <Button $variant="ghost" aria-label={`Remove ${noun} ${i + 1}`} onClick={() => remove(i)}>
            Remove
          </Button>
        </Line>
      ))}
      <Button $variant="secondary" onClick={() => append({ name: '' })}>
        Add {noun}
      </Button>
    </>
  );
}
