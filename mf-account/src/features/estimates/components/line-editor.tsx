import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import styled from '@directpay/shared-ui/styled';
import { Button, theme } from '@directpay/shared-ui';
import { Field, FieldError, Row, Select } from '#src/components/form-controls';
import { TextField } from '#src/components/text-field';
import { errorAt } from '#src/lib/error-at';
import { useMessages } from '#src/messages';
import { emptyLine, type IssueFields } from '../lib/issue-form';

export const Box = styled.fieldset`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  padding: 0.75rem;
  margin: 0 0 0.75rem;
  min-width: 0;
  legend { font-weight: 700; padding: 0 0.25rem; }
`;

/** The code systems' own names, the same in every language. */
const CODE_SYSTEMS = ['CPT', 'HCPCS', 'CDT'] as const;

type LinesPath = 'lines' | `coProviders.${number}.lines`;

function CodeSystem({ name }: { name: string }) {
  const t = useMessages();
  const { register } = useFormContext();
  const { errors } = useFormState({ name });
  const id = `f-${name.replace(/\./g, '-')}`;
  return (
    <Field>
      <label htmlFor={id}>{t('line.codeSystem')}</label>
      <Select id={id} {...register(name)}>
        <option value="">{t('line.noCodeSystem')}</option>
        {CODE_SYSTEMS.map((system) => (
          <option key={system} value={system} translate="no">
            {system}
          </option>
        ))}
      </Select>
      <FieldError id={`${id}-error`} message={errorAt(errors, name)} />
    </Field>
  );
}

/** The lines of one provider: what, code, quantity, price and diagnosis codes; lines can be added and removed. */
export function LineEditor({ path, providerName }: { path: LinesPath; providerName: string }) {
  const t = useMessages();
  const { control } = useFormContext<IssueFields>();
  const { fields, append, remove } = useFieldArray({ control, name: path });
  // The clinic's name is the owner's: kept as typed, also by a browser's translator.
  const name = () => <span translate="no">{providerName}</span>;
  return (
    <>
      {fields.map((field, i) => (
        <Box key={field.id} data-testid="estimate-line">
          <legend>{t.rich('line.number', { name }, { n: i + 1 })}</legend>
          <TextField name={`${path}.${i}.description`} label={t('line.description')} />
          <Row>
            <TextField name={`${path}.${i}.code`} label={t('line.code')} hint={undefined} />
            <CodeSystem name={`${path}.${i}.codeSystem`} />
          </Row>
          <Row>
            <TextField name={`${path}.${i}.quantity`} label={t('line.quantity')} inputMode="numeric" />
            <TextField name={`${path}.${i}.unitPrice`} label={t('line.unitPrice')} inputMode="decimal" />
          </Row>
          <TextField name={`${path}.${i}.diagnosis`} label={t('line.diagnosis')} placeholder="E11.9, I10" />
          <Button type="button" $variant="secondary" onClick={() => remove(i)}>
            {t('line.remove', { n: i + 1 })}
          </Button>
        </Box>
      ))}
      <Button type="button" $variant="secondary" onClick={() => append(emptyLine())}>
        {t.rich('line.add', { name })}
      </Button>
    </>
  );
}
