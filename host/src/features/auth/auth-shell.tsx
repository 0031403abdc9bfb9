import type { ReactNode } from 'react';
import { Link } from '@directpay/shared-ui/routing';
import styled from '@directpay/shared-ui/styled';
import { theme } from '@directpay/shared-ui';
import { useMessages } from './messages';

const Screen = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: start center;
  padding: 2rem 1rem;
  background: ${theme.colors.subtle};
`;

const Card = styled.main`
  width: min(28rem, 100%);
  padding: 2rem 1.5rem;
  background: #fff;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.06);
  display: grid;
  gap: 1.25rem;
  h1 { margin: 0; font-size: 1.5rem; }
`;

const Logo = styled(Link)`
  font-weight: 700;
  font-size: 1.125rem;
  color: ${theme.colors.brandDark};
  text-decoration: none;
`;

export const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 0;
  color: ${theme.colors.muted};
  font-size: 0.875rem;
  &::before, &::after { content: ''; flex: 1; border-top: 1px solid ${theme.colors.border}; }
`;

export const Stack = styled.form`
  display: grid;
  gap: 0.875rem;
`;

export const Reason = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
`;

/** /login and /signup sit outside the site layout (spec route table): a centred card with the logo home. */
export function AuthShell({ children }: { children: ReactNode }) {
  const t = useMessages();
  return (
    <Screen>
      <Card>
        <Logo to="/" aria-label={t('shell.homeLabel')}>
          {t('shell.siteName')}
        </Logo>
        {children}
      </Card>
    </Screen>
  );
}
