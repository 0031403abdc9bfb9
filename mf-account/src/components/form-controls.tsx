import type { ComponentProps } from 'react';
import styled from '@directpay/shared-ui/styled';
import { FieldError as SharedFieldError, theme } from '@directpay/shared-ui';

/** Form building blocks shared by the clinic and doctor wizards. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin-bottom: 0.875rem;
  label { font-weight: 700; }
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: 0 0.75rem;
`;

// The controls themselves are the site's shared ones.
export { CheckLabel, Hint, Input, Select, TextArea } from '@directpay/shared-ui';

/** The wizards check a whole step on Next, so each error is read out as it appears. */
export function FieldError(props: Omit<ComponentProps<typeof SharedFieldError>, 'announce'>) {
  return <SharedFieldError {...props} announce />;
}

export const StepAlert = styled.div.attrs({ role: 'alert' })`
  border: 1px solid ${theme.colors.danger};
  background: #fef2f2;
  color: ${theme.colors.danger};
  padding: 0.625rem 0.875rem;
  border-radius: ${theme.radius};
  margin-bottom: 1rem;
`;

export const StepTitle = styled.h3`
  margin: 0 0 1rem;
  font-size: 1.125rem;
`;
