import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme } from '@directpay/shared-ui';

export const FieldBox = styled.div`
  display: grid;
  gap: 0.3rem;
  label { font-weight: 600; font-size: 0.95rem; }
  input, textarea, select {
    width: 100%;
    min-height: 2.75rem;
    padding: 0.5rem 0.75rem;
    font: inherit;
    color: ${theme.colors.text};
    background: #fff;
    border: 1px solid #6b7280;
    border-radius: ${theme.radius};
  }
  [aria-invalid='true'] { border-color: ${theme.colors.danger}; }
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: 0.875rem;
`;

export const Hint = styled.span`
  font-weight: 400;
  color: ${theme.colors.muted};
`;

interface FieldProps {
  label: ReactNode;
  error?: string;
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, FieldProps & InputHTMLAttributes<HTMLInputElement>>(function TextField(
  { label, error, id, ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldBox>
      <label htmlFor={inputId}>{label}</label>
      <input ref={ref} id={inputId} aria-invalid={error ? true : undefined} aria-describedby={error ? `${inputId}-error` : undefined} {...input} />
      {error && <ErrorText id={`${inputId}-error`}>{error}</ErrorText>}
    </FieldBox>
  );
});

export const TextAreaField = forwardRef<HTMLTextAreaElement, FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextAreaField(
  { label, error, id, ...textarea },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldBox>
      <label htmlFor={inputId}>{label}</label>
      <textarea ref={ref} id={inputId} aria-invalid={error ? true : undefined} aria-describedby={error ? `${inputId}-error` : undefined} {...textarea} />
      {error && <ErrorText id={`${inputId}-error`}>{error}</ErrorText>}
    </FieldBox>
  );
});
