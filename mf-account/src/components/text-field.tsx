import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { Field, FieldError, Input } from './form-controls';
import { errorAt } from '../lib/error-at';

type Props = {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The value's one spelling, shown once the owner leaves the field (undefined: leave it as typed). */
  normalise?: (value: string) => string | undefined;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>;

/** A labelled input bound to the wizard form, with its inline message. */
export function TextField({ name, label, hint, normalise, ...rest }: Props) {
  const { register, clearErrors, setValue } = useFormContext();
  const { errors } = useFormState({ name });
  const message = errorAt(errors, name);
  const id = `f-${name.replace(/\./g, '-')}`;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        {...rest}
        {...register(name, {
          onChange: () => message && clearErrors(name),
          onBlur: (event: { target: { value: string } }) => {
            const spelled = normalise?.(event.target.value);
            if (spelled !== undefined && spelled !== event.target.value) setValue(name, spelled, { shouldDirty: true });
          },
        })}
      />
      {hint}
      <FieldError id={`${id}-error`} message={message} />
    </Field>
  );
}
