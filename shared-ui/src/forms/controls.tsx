import styled, { css } from '@directpay/shared-ui/styled';
import { theme } from '../theme/theme';

/**
 * Form controls of every form on the site (contact, sign-in, clinic and doctor
 * wizards, message to a clinic): one look, and invalid fields marked the same way.
 * Their type is never under 16px, whatever the container's: iOS zooms into smaller fields on focus.
 * Weight 400 because controls often sit inside their (bold) label.
 */
const control = css`
  width: 100%;
  min-height: 2.5rem;
  padding: 0.5rem 0.75rem;
  font: inherit;
  font-size: 1rem;
  font-weight: 400;
  color: ${theme.colors.text};
  background: #fff;
  border: 1px solid #6b7280;
  border-radius: ${theme.radius};
  &[aria-invalid='true'] { border-color: ${theme.colors.danger}; }
  &:disabled { background: ${theme.colors.subtle}; }
`;

export const Input = styled.input`
  ${control}
`;

export const Select = styled.select`
  ${control}
`;

export const TextArea = styled.textarea`
  ${control}
  resize: vertical;
`;

/** A label, its control, and the hint or error under it. Spacing between groups is the form's. */
export const FieldGroup = styled.div`
  display: grid;
  gap: 0.3rem;
  label { font-weight: 700; }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: 0.875rem;
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: 0.875rem;
`;

/**
 * An inline error, tied to its control by `id` (the control's aria-describedby).
 * `announce` also reads it out as it appears, for forms that do not move focus to it.
 */
export function FieldError({ id, message, announce }: { id: string; message?: string; announce?: boolean }) {
  if (!message) return null;
  return (
    <ErrorText id={id} role={announce ? 'alert' : undefined}>
      {message}
    </ErrorText>
  );
}

export const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 400;
  input { width: 1.125rem; height: 1.125rem; }
`;
