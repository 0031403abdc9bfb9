import { FieldError, Input } from '@directpay/shared-ui';
import { Field } from './field';
import { useMessages } from '#src/messages';

interface Props {
  id: string;
  value: string;
  onChange: (text: string) => void;
  error?: string;
}

/** The billing code a search is for, as typed, and its error after the label (which names the field alone). */
export function CodeField({ id, value, onChange, error }: Props) {
  const t = useMessages();
  return (
    <>
      <Field>
        {t('code.label')}
        <Input
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={t('code.placeholder')}
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
