import styled from 'styled-components';
import { theme } from '@directpay/shared-ui';

/** Form building blocks shared by the clinic and doctor wizards. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin-bottom: 0.875rem;
  label { font-weight: 600; }
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: 0 0.75rem;
`;

export const Input = styled.input`
  font: inherit;
  padding: 0.5rem 0.625rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  min-height: 2.5rem;
  width: 100%;
  &[aria-invalid='true'] { border-color: ${theme.colors.danger}; }
  &:disabled { background: ${theme.colors.subtle}; }
`;

export const Select = styled.select`
  font: inherit;
  padding: 0.5rem 0.625rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  min-height: 2.5rem;
  background: #fff;
`;

export const TextArea = styled.textarea`
  font: inherit;
  padding: 0.5rem 0.625rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  width: 100%;
  resize: vertical;
  &[aria-invalid='true'] { border-color: ${theme.colors.danger}; }
`;

export const Hint = styled.p`
  margin: 0.25rem 0 0.75rem;
  color: ${theme.colors.muted};
  font-size: 0.875rem;
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: 0.875rem;
`;

/** An inline message tied to its input with aria-describedby (id). */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <ErrorText id={id} role="alert">
      {message}
    </ErrorText>
  );
}

export const StepAlert = styled.div.attrs({ role: 'alert' })`
  border: 1px solid ${theme.colors.danger};
  background: #fef2f2;
  color: ${theme.colors.danger};
  padding: 0.625rem 0.875rem;
  border-radius: ${theme.radius};
  margin-bottom: 1rem;
`;

export const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 500;
  input { width: 1.125rem; height: 1.125rem; }
`;

export const StepTitle = styled.h3`
  margin: 0 0 1rem;
  font-size: 1.125rem;
`;
