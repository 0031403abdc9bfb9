import styled from '@directpay/shared-ui/styled';
import { theme } from '@directpay/shared-ui';

/** A plain list in one bordered box: the account area's lists of locations and imports. */
export const BorderedList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
`;
