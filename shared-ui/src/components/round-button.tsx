import styled from '@directpay/shared-ui/styled';
import { theme } from '@directpay/shared-ui';

/** The round previous/next button of carousels and the lightbox. */
export const RoundButton = styled.button.attrs({ type: 'button' })`
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  font-size: 1.25rem;
  cursor: pointer;
  &:disabled { opacity: 0.35; cursor: not-allowed; }
  &:focus-visible { outline: 2px solid ${theme.colors.focus}; }
`;
