import styled from 'styled-components';
import { theme } from '@directpay/shared-ui';

/** A label above its control: every filter is a labelled control. */
export const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${theme.colors.muted};
  min-width: 0;
`;

export const Select = styled.select`
  font: inherit;
  font-weight: 400;
  color: ${theme.colors.text};
  min-height: 2.5rem;
  padding: 0.4rem 0.6rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  &:focus-visible { outline: 2px solid ${theme.colors.focus}; outline-offset: 1px; }
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
