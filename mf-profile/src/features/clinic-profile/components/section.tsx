import styled from '@directpay/shared-ui/styled';
import { theme } from '@directpay/shared-ui';

/** A titled block of the profile; the heading names the region for screen readers. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  h2 { margin: 0; font-size: 1.25rem; }
`;

export const LinkButton = styled.button`
  align-self: flex-start;
  padding: 0;
  border: none;
  background: none;
  font: inherit;
  font-weight: 700;
  color: ${theme.colors.brandDark};
  text-decoration: underline;
  cursor: pointer;
`;
