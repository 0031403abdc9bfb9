import { NavLink } from '@directpay/shared-ui/routing';
import styled from '@directpay/shared-ui/styled';
import { theme } from '@directpay/shared-ui';
import type { ReactNode } from 'react';
import { useMessages } from '#src/messages';

/** The spec's account navigation (section 2), in its order, with the import after the locations it adds to. */
export const ACCOUNT_LINKS = [
  { to: '/account/clinic-locations', label: 'nav.clinicLocations' },
  { to: '/account/import', label: 'nav.import' },
  { to: '/account/requests', label: 'nav.requests' },
  { to: '/account/estimates', label: 'nav.estimates' },
  { to: '/account/metrics', label: 'nav.metrics' },
  { to: '/account/members', label: 'nav.members' },
  { to: '/account/preferences', label: 'nav.preferences' },
] as const;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  a {
    display: block;
    padding: 0.5rem 0.75rem;
    border-radius: ${theme.radius};
    color: ${theme.colors.text};
    text-decoration: none;
  }
  a:hover { background: ${theme.colors.subtle}; }
  a.active { background: ${theme.colors.brandLight}; color: ${theme.colors.brandDark}; font-weight: 700; }
`;

const SignedIn = styled.p`
  margin: 1rem 0 0;
  font-size: 0.875rem;
  color: ${theme.colors.muted};
  overflow-wrap: anywhere;
`;

/** `extraLinks`: entries only some accounts see (Moderation, for administrators), as list items. */
export function SideNav({ email, onNavigate, extraLinks }: { email: string; onNavigate?: () => void; extraLinks?: (onNavigate?: () => void) => ReactNode }) {
  const t = useMessages();
  return (
    <nav aria-label={t('nav.label')}>
      <List>
        {ACCOUNT_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} onClick={onNavigate}>
              {t(link.label)}
            </NavLink>
          </li>
        ))}
        {extraLinks?.(onNavigate)}
      </List>
      <SignedIn>
        {t('nav.signedInAs')} <span translate="no">{email}</span>
      </SignedIn>
    </nav>
  );
}
