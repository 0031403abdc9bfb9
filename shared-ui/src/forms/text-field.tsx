import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldError, FieldGroup, Hint, Input, TextArea } from './controls';

interface FieldProps {
  label: ReactNode;
  /** Shown under the control until there is an error. */
  hint?: ReactNode;
  error?: string;
}

/** Ids and ARIA that tie a control to its error, so screen readers read them together. */
function useFieldIds(id: string | undefined, error: string | undefined) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const errorId = `${controlId}-error`;
  return { controlId, errorId, aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined } };
}

export const TextField = forwardRef<HTMLInputElement, FieldProps & InputHTMLAttributes<HTMLInputElement>>(function TextField(
  { label, hint, error, id, ...input },
  ref,
) {
  const { controlId, errorId, aria } = useFieldIds(id, error);
  return (
    <FieldGroup>
      <label htmlFor={controlId}>{label}</label>
      <Input ref={ref} id={controlId} {...aria} {...input} />
      {hint && !error && <Hint>{hint}</Hint>}
      <FieldError id={errorId} message={error} />
    </FieldGroup>
  );
});

export const TextAreaField = forwardRef<HTMLTextAreaElement, FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextAreaField(
  { label, hint, error, id, ...textarea },
  ref,
) {
  const { controlId, errorId, aria } = useFieldIds(id, error);
  return (
    <FieldGroup>
      <label htmlFor={controlId}>{label}</label>
      <TextArea ref={ref} id={controlId} {...aria} {...textarea} />
      {hint && !error && <Hint>{hint}</Hint>}
      <FieldError id={errorId} message={error} />
    </FieldGroup>
  );
});
