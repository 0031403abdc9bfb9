import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import styled from '@directpay/shared-ui/styled';
import { Button, theme } from '@directpay/shared-ui';
import { Field, FieldError, Row, Select } from '#src/components/form-controls';
import { TextField } from '#src/components/text-field';
import { errorAt } from '#src/lib/error-at';
import { emptyLine, type IssueFields } from '../lib/issue-form';

export const Box = styled.fieldset`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  padding: 0.75rem;
  margin: 0 0 0.75rem;
  min-width: 0;
  legend { font-weight: 700; padding: 0 0.25rem; }
`;

type LinesPath = 'lines' | `coProviders.${number}.lines`;

function CodeSystem({ name }: { name: string }) {
  const { register } = useFormContext();
  const { errors } = useFormState({ name });
  const id = `f-${name.replace(/\./g, '-')}`;
  return (
    <Field>
      <label htmlFor={id}>Code system</label>
      <Select id={id} {...register(name)}>
        <option value="">None</option>
        <option value="CPT">CPT</option>
        <option value="HCPCS">HCPCS</option>
        <option value="CDT">CDT</option>
      </Select>
      <FieldError id={`${id}-error`} message={errorAt(errors, name)} />
    </Field>
  );
}

/** The lines of one provider: what, code, quantity, price and diagnosis codes; lines can be added and removed. */
export function LineEditor({ path, providerName }: { path: LinesPath; providerName: string }) {
  const { control } = useFormContext<IssueFields>();
  const { fields, append, remove } = useFieldArray({ control, name: path });
  return (
    <>
      {fields.map((field, i) => (
        <Box key={field.id} data-testid="estimate-line">
          <legend>
            {providerName}: line {i + 1}
          </legend>
          <TextField name={`${path}.${i}.description`} label="Item or service" />
          <Row>
            <TextField name={`${path}.${i}.code`} label="Service code" hint={undefined} />
            <CodeSystem name={`${path}.${i}.codeSystem`} />
          </Row>
          <Row>
            <TextField name={`${path}.${i}.quantity`} label="Quantity" inputMode="numeric" />
            <TextField name={`${path}.${i}.unitPrice`} label="Price each ($)" inputMode="decimal" />
          </Row>
          <TextField name={`${path}.${i}.diagnosis`} label="Diagnosis codes (ICD-10-CM, optional)" placeholder="E11.9, I10" />
          <Button type="button" $variant="secondary" onClick={() => remove(i)}>
            Remove line {i + 1}
          </Button>
        </Box>
      ))}
      <Button type="button" $variant="secondary" onClick={() => append(emptyLine())}>
        Add a line for {providerName}
      </Button>
    </>
  );
}
