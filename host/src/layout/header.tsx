import { useSyncExternalStore } from 'react';
import { Link } from '@directpay/shared-ui/routing';
import styled from '@directpay/shared-ui/styled';
import { Button, buttonStyles, media, selectIsLoggedIn, theme, useSessionStore } from '@directpay/shared-ui';
import { MobileMenu } from './mobile-menu';
import { MANAGE_ACCOUNT_PATH } from './site-links';
import { useLogOut } from './use-log-out';
import { LanguageSwitch } from './language-switch';
import { useMessages } from '../messages';

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  max-width: ${theme.widths.wide};
  margin: 0 auto;
  width: 100%;
  padding: 0.75rem 1rem;
  ${media.mobile} { gap: 0.5rem; }
`;

// On a phone the name may wrap to two lines, so the primary action and the menu always fit.
const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 700;
  font-size: 1.25rem;
  color: ${theme.colors.brandDark};
  text-decoration: none;
  white-space: nowrap;
  ${media.mobile} {
    min-width: 0;
    font-size: 1rem;
    line-height: 1.2;
    white-space: normal;
  }
`;

const Mark = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border-radius: 0.5rem;
  background: ${theme.colors.brand};
  color: #fff;
  font-size: 1rem;
  ${media.narrow} { display: none; }
`;

const Nav = styled.nav`
  flex: none;
  display: flex;
  gap: 0.5rem;
  align-items: center;
`;

const TextLink = styled(Link)<{ $variant?: 'ghost' }>`
  ${buttonStyles}
  ${media.mobile} { display: none; }
`;

const PrimaryLink = styled(Link)`
  ${buttonStyles}
  white-space: nowrap;
  ${media.mobile} { padding: 0.4rem 0.6rem; font-size: 0.875rem; }
`;

// On the narrowest phones the logo needs the room: the menu (and the footer) offer the switch there.
const Language = styled(LanguageSwitch)<{ $variant?: 'ghost' }>`
  ${buttonStyles}
  padding-inline: 0.5rem;
  ${media.mobile} { padding: 0.4rem 0.4rem; font-size: 0.875rem; }
  ${media.narrow} { display: none; }
`;

const DesktopOnly = styled.span`
  ${media.mobile} { display: none; }
`;

/**
 * Whether someone is signed in. The home page's HTML is rendered at build time
 * for everyone, signed out (host/src/prerender/render-home.tsx): while React
 * hydrates it, this answers the server's value (signed out), so the markup
 * matches, and React then re-renders with the browser's session. Pages that are
 * not hydrated read the session from the first render.
 */
function useLoggedIn(): boolean {
  return useSyncExternalStore(
    useSessionStore.subscribe,
    () => selectIsLoggedIn(useSessionStore.getState()),
    () => false,
  );
}

/**
 * Logo, then the session's actions. Under 768px the secondary action moves into
 * the slide-in menu; the primary one (List your clinic / Manage Account) stays,
 * and the logo's name wraps, then (on the narrowest phones) loses its mark.
 */
export function Header() {
  const loggedIn = useLoggedIn();
  const logOut = useLogOut();
  const t = useMessages();
  return (
    <Bar>
      <Logo to="/" aria-label={t('header.homeLabel')}>
        <Mark aria-hidden="true" translate="no">
          D
        </Mark>
        {t('header.siteName')}
      </Logo>
      <Nav aria-label={t('header.mainNav')}>
        <Language $variant="ghost" />
        {loggedIn ? (
          <>
            <DesktopOnly>
              <Button $variant="ghost" onClick={logOut}>
                {t('header.logOut')}
              </Button>
            </DesktopOnly>
            <PrimaryLink to={MANAGE_ACCOUNT_PATH}>{t('header.manageAccount')}</PrimaryLink>
          </>
        ) : (
          <>
            <TextLink to="/login" $variant="ghost">
              {t('header.logIn')}
            </TextLink>
            <PrimaryLink to="/intro">{t('header.listClinic')}</PrimaryLink>
          </>
        )}
        <MobileMenu loggedIn={loggedIn} onLogOut={logOut} />
      </Nav>
    </Bar>
  );
}
