import styled from '@directpay/shared-ui/styled';
import { theme } from '../theme/theme';

/** Page content width: 64rem (max-w-5xl) or, with $wide, 80rem (max-w-7xl, /search). */
export const Page = styled.div<{ $wide?: boolean }>`
  width: 100%;
  max-width: ${(p) => (p.$wide ? theme.widths.wide : theme.widths.page)};
  margin: 0 auto;
  padding: 1.5rem 1rem;
`;
