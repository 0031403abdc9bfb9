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

/*
 * The logo is never narrower than its name's longest word: it starts from that width and
 * takes the room left (up to its whole name), so whatever the actions need, or whatever
 * arrives late beside them, squeezes the actions, never the logo. On a phone the name
 * wraps to two lines.
 */
const Logo = styled(Link)`
  flex: 1 1 0;
  max-width: max-content;
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 700;
  font-size: 1.25rem;
  color: ${theme.colors.brandDark};
  text-decoration: none;
  white-space: nowrap;
  ${media.mobile} {
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
  ${media.mobile} { display: none; }
`;

// Gives way to the logo: its actions wrap their words, and at last the language switch narrows.
// Packed to the end, so anything still too wide spills toward the logo, never past the screen's edge.
const Nav = styled.nav`
  flex: 0 1 auto;
  min-width: 0;
  display: flex;
  justify-content: flex-end;
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
  ${media.mobile} { padding: 0.4rem 0.6rem; font-size: 0.875rem; line-height: 1.2; text-align: center; white-space: normal; }
`;

// On the narrowest phones the logo needs the room: the menu (and the footer) offer the switch there.
// Should it show there all the same (a style not yet applied), it narrows, last of all, rather than the logo.
const Language = styled(LanguageSwitch)<{ $variant?: 'ghost' }>`
  ${buttonStyles}
  flex-shrink: 0.01;
  min-width: 0;
  overflow: hidden;
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
 * the slide-in menu and the logo loses its mark; the primary action (List your
 * clinic / Manage Account) stays, and it and the logo's name wrap when short of room.
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
