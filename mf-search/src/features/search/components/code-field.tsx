import { FieldError, Input } from '@directpay/shared-ui';
import { Field } from './field';

interface Props {
  id: string;
  value: string;
  onChange: (text: string) => void;
  error?: string;
}

/** The billing code a search is for, as typed, and its error after the label (which names the field alone). */
export function CodeField({ id, value, onChange, error }: Props) {
  return (
    <>
      <Field>
        Billing code
        <Input
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder="e.g. D1110"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </Field>
      <FieldError id={`${id}-error`} message={error} announce />
    </>
  );
}
