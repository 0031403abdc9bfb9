import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { Field, FieldError, Input } from './form-controls';
import { errorAt } from '../lib/error-at';

type Props = { name: string; label: ReactNode; hint?: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>;

/** A labelled input bound to the wizard form, with its inline message. */
export function TextField({ name, label, hint, ...rest }: Props) {
  const { register, clearErrors } = useFormContext();
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
        {...register(name, { onChange: () => message && clearErrors(name) })}
      />
      {hint}
      <FieldError id={`${id}-error`} message={message} />
    </Field>
  );
}
