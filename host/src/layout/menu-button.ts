import styled from '@directpay/shared-ui/styled';
import { theme } from '@directpay/shared-ui';

/** The square icon button of the phone menu: the trigger that opens it and the close button inside it. */
export const MenuButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: #fff;
  color: ${theme.colors.text};
  cursor: pointer;
`;
