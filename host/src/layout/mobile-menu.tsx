import { lazy, Suspense, useRef, useState } from 'react';
import styled from '@directpay/shared-ui/styled';
import { media } from '@directpay/shared-ui';
import { MenuIcon } from './icons';
import { MenuButton } from './menu-button';
import { useMessages } from '../messages';

/*
 * The menu button is drawn with the header; the panel (a Radix dialog) loads
 * when the menu first opens, so no page's first load carries it.
 */
const MobileMenuPanel = lazy(async () => ({ default: (await import('./mobile-menu-panel')).MobileMenuPanel }));

// The phone's way to every page: it keeps its full size whatever the header's row lacks.
const Trigger = styled(MenuButton)`
  flex: none;
  ${media.desktop} { display: none; }
`;

interface MobileMenuProps {
  loggedIn: boolean;
  onLogOut: () => void;
}

/** The small-screen menu button and its slide-in panel (mobile-menu-panel.tsx). */
export function MobileMenu({ loggedIn, onLogOut }: MobileMenuProps) {
  const t = useMessages();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Trigger
        ref={trigger}
        type="button"
        aria-label={t('menu.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'mobile-menu' : undefined}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </Trigger>
      {opened && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} trigger={trigger} loggedIn={loggedIn} onLogOut={onLogOut} />
        </Suspense>
      )}
    </>
  );
}
