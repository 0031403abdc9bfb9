import { Link } from '@directpay/shared-ui/routing';
import styled from '@directpay/shared-ui/styled';
import { buttonStyles, theme } from '@directpay/shared-ui';

/** Readable long-form text: a comfortable measure and spacing for the static pages. */
export const Prose = styled.article`
  max-width: 48rem;
  h1 { font-size: 2rem; line-height: 1.2; margin: 0.5rem 0 1rem; color: ${theme.colors.text}; }
  h2 { font-size: 1.25rem; margin: 2rem 0 0.5rem; }
  h3 { font-size: 1.125rem; margin: 1.5rem 0 0.25rem; }
  p, li { color: ${theme.colors.muted}; }
  ul { padding-left: 1.25rem; }
  dt { font-weight: 700; color: ${theme.colors.text}; margin-top: 1.25rem; }
  dd { margin: 0.25rem 0 0; color: ${theme.colors.muted}; }
`;

export const Lead = styled.p`
  font-size: 1.125rem;
`;

export const Note = styled.p`
  padding: 0.75rem 1rem;
  border-left: 4px solid ${theme.colors.brand};
  background: ${theme.colors.subtle};
`;

export const CtaLink = styled(Link)`
  ${buttonStyles}
  margin-top: 1rem;
`;
