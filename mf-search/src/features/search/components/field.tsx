import styled from '@directpay/shared-ui/styled';
import { theme } from '@directpay/shared-ui';

/** A label above its control: every filter is a labelled control. */
export const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  font-size: 0.875rem;
  font-weight: 700;
  color: ${theme.colors.muted};
  min-width: 0;
`;

// The site's shared select: filters look like every other form control.
export { Select } from '@directpay/shared-ui';

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
