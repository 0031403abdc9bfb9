import { useId } from 'react';
import styled from 'styled-components';
import { theme } from '@directpay/shared-ui';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  label { font-weight: 600; }
  input, textarea {
    font: inherit;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
  }
  [aria-invalid='true'] { border-color: ${theme.colors.danger}; }
  .error { margin: 0; color: ${theme.colors.danger}; font-size: 0.875rem; }
`;

export interface FieldProps {
  label: string;
  name: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  type?: string;
  multiline?: boolean;
  autoComplete?: string;
}

/** A labelled input whose error is shown under it and read with it. */
export function Field({ label, name, value, error, onChange, type = 'text', multiline, autoComplete }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <Wrap>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={6} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(e) => onChange(e.target.value)} />
      )}
      {error && (
        <p className="error" id={errorId}>
          {error}
        </p>
      )}
    </Wrap>
  );
}

const Note = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${theme.colors.muted};
`;

/** The site's privacy disclaimer (spec section 1). */
export function Disclaimer() {
  return (
    <Note>
      Please note: DirectPay Clinics is not HIPAA (health-privacy) compliant. We do not read or store the information you submit, and we
      cannot guarantee that the clinic receives or answers your message. Please do not include private health information.
    </Note>
  );
}

export const SendError = styled.p`
  margin: 0;
  padding: 0.5rem 0.75rem;
  border-radius: ${theme.radius};
  background: #fee2e2;
  color: ${theme.colors.danger};
  font-weight: 600;
`;
