import type { RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Link } from '@directpay/shared-ui/routing';
import styled, { keyframes } from '@directpay/shared-ui/styled';
import { theme } from '@directpay/shared-ui';
import { CloseIcon } from './icons';
import { MenuButton } from './menu-button';
import { LanguageSwitch } from './language-switch';
import { useMessages } from '../messages';
import { COMPANY_LINKS, LEGAL_LINKS, MANAGE_ACCOUNT_PATH, SUPPORT_LINKS } from './site-links';

/*
 * The mobile menu's panel: loaded when the menu first opens, so a
 * page's first load carries no Radix dialog. mobile-menu.tsx draws the button.
 */
const slideIn = keyframes`from { transform: translateX(100%); } to { transform: translateX(0); }`;

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  background: rgb(17 24 39 / 0.55);
  z-index: 1000;
`;

const Panel = styled(Dialog.Content)`
  position: fixed;
  z-index: 1001;
  top: 0;
  right: 0;
  bottom: 0;
  width: min(20rem, 85vw);
  overflow-y: auto;
  background: ${theme.colors.surface};
  box-shadow: -8px 0 24px rgb(0 0 0 / 0.2);
  padding: 1rem 1.25rem;
  animation: ${slideIn} 200ms ease-out;
  &:focus { outline: none; }
`;

const Divider = styled.hr`
  border: 0;
  border-top: 1px solid ${theme.colors.border};
  margin: 0;
`;

const PanelHeader = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  h2 { margin: 0; font-size: 1.125rem; }
`;

const Links = styled.ul`
  list-style: none;
  margin: 0.75rem 0;
  padding: 0;
  display: grid;
  gap: 0.25rem;
  a, button {
    display: block;
    width: 100%;
    text-align: left;
    padding: 0.6rem 0.25rem;
    font: inherit;
    color: ${theme.colors.text};
    text-decoration: none;
    background: none;
    border: none;
    border-radius: ${theme.radius};
    cursor: pointer;
  }
  a:hover, button:hover { background: ${theme.colors.subtle}; }
`;

export interface MobileMenuPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets focus back when the menu closes. */
  trigger: RefObject<HTMLButtonElement | null>;
  loggedIn: boolean;
  onLogOut: () => void;
}

/**
 * The small-screen menu: a Radix dialog styled as a slide-in panel, so focus is
 * trapped inside, Escape and a click outside close it, and focus returns to the
 * menu button.
 */
export function MobileMenuPanel({ open, onOpenChange, trigger, loggedIn, onLogOut }: MobileMenuPanelProps) {
  const t = useMessages();
  const close = () => onOpenChange(false);
  const pages = [...COMPANY_LINKS, ...SUPPORT_LINKS, ...LEGAL_LINKS];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Panel
          id="mobile-menu"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <PanelHeader>
            <Dialog.Title>{t('menu.title')}</Dialog.Title>
            <Dialog.Close asChild>
              <MenuButton type="button" aria-label={t('menu.close')}>
                <CloseIcon />
              </MenuButton>
            </Dialog.Close>
          </PanelHeader>
          <nav aria-label={t('menu.nav')}>
            <Links>
              <li>
                <Link to="/" onClick={close}>
                  {t('menu.home')}
                </Link>
              </li>
              {loggedIn ? (
                <>
                  <li>
                    <Link to={MANAGE_ACCOUNT_PATH} onClick={close}>
                      {t('header.manageAccount')}
                    </Link>
                  </li>
                  <li>
                    <button
                      type="button"
                      onClick={() => {
                        close();
                        onLogOut();
                      }}
                    >
                      {t('header.logOut')}
                    </button>
                  </li>
                </>
              ) : (
                <>
                  <li>
                    <Link to="/login" onClick={close}>
                      {t('header.logIn')}
                    </Link>
                  </li>
                  <li>
                    <Link to="/intro" onClick={close}>
                      {t('header.listClinic')}
                    </Link>
                  </li>
                </>
              )}
            </Links>
            <Divider />
            <Links>
              {pages.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={close}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </Links>
            <Divider />
            <Links aria-label={t('menu.language')}>
              <li>
                {/* The switch keeps this page; the menu closes on the new language's page. */}
                <LanguageSwitch onSwitch={close} />
              </li>
            </Links>
          </nav>
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
