import styled, { css } from '@directpay/shared-ui/styled';
import { theme } from '../theme/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${theme.colors.brand};
    color: #fff;
    border-color: ${theme.colors.brand};
    &:hover:not(:disabled) { background: ${theme.colors.brandDark}; }
  `,
  secondary: css`
    background: #fff;
    color: ${theme.colors.brandDark};
    border-color: ${theme.colors.brand};
    &:hover:not(:disabled) { background: ${theme.colors.brandLight}; }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.colors.text};
    border-color: transparent;
    &:hover:not(:disabled) { background: ${theme.colors.subtle}; }
  `,
  danger: css`
    background: ${theme.colors.danger};
    color: #fff;
    border-color: ${theme.colors.danger};
  `,
};

/**
 * Button look, usable in any styled component (a router Link, a label):
 * props are read loosely so components that don't declare `$variant` accept it.
 */
const buttonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  padding: 0.5rem 1rem;
  min-height: 2.5rem;
  border: 1px solid;
  border-radius: ${theme.radius};
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  ${(p: object) => variants[(p as { $variant?: ButtonVariant }).$variant ?? 'primary']}
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

/** A button; `$variant` picks the look. */
export const Button = styled.button.attrs<{ type?: 'button' | 'submit' | 'reset' }>((p: { type?: 'button' | 'submit' | 'reset' }) => ({ type: p.type ?? 'button' }))<{
  $variant?: ButtonVariant;
}>`
  ${buttonStyles}
`;

/** A link that looks like a button (for navigation, use a link, not a button). */
export const ButtonLink = styled.a<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

export { buttonStyles };
