import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from '@directpay/shared-ui/routing';
import styled from '@directpay/shared-ui/styled';
import { Button, media, theme } from '@directpay/shared-ui';
import { useMessages } from '#src/messages';
import { SideNav } from './side-nav';

const Grid = styled.div`
  display: grid;
  grid-template-columns: 14rem 1fr;
  gap: 2rem;
  align-items: start;
  ${media.mobile} { grid-template-columns: 1fr; gap: 1rem; }
`;

const Aside = styled.aside`
  position: sticky;
  top: 1rem;
  ${media.mobile} { display: none; }
`;

const MenuBar = styled.div`
  display: none;
  ${media.mobile} { display: flex; justify-content: space-between; align-items: center; }
`;

const Small = styled.span`
  font-size: 0.875rem;
  color: ${theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgb(17 24 39 / 0.45);
  z-index: 900;
`;

const Panel = styled.div`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  width: min(18rem, 85vw);
  background: ${theme.colors.surface};
  z-index: 901;
  padding: 1rem;
  box-shadow: 4px 0 16px rgb(0 0 0 / 0.2);
  overflow: auto;
`;

const PanelHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-bottom: 0.75rem;
`;

/**
 * The account area: a side navigation beside the page, a slide-over panel
 * opened from a Menu button on small screens (spec section 2).
 */
export function AccountLayout({ email, extraLinks, children }: { email: string; extraLinks?: (onNavigate?: () => void) => ReactNode; children: ReactNode }) {
  const t = useMessages();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  // A route change closes the slide-over, whatever caused it.
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <Grid>
      <MenuBar>
        <Button $variant="secondary" aria-expanded={open} aria-controls="account-menu" onClick={() => setOpen(true)}>
          ☰ {t('layout.menu')}
        </Button>
        <Small translate="no">{email}</Small>
      </MenuBar>
      {open && (
        <>
          <Backdrop onClick={() => setOpen(false)} />
          <Panel id="account-menu" role="dialog" aria-modal="true" aria-label={t('layout.menu')}>
            <PanelHead>
              <strong>{t('layout.account')}</strong>
              <Button $variant="ghost" aria-label={t('layout.closeMenu')} onClick={() => setOpen(false)} autoFocus>
                ×
              </Button>
            </PanelHead>
            <SideNav email={email} onNavigate={() => setOpen(false)} extraLinks={extraLinks} />
          </Panel>
        </>
      )}
      <Aside>
        <SideNav email={email} extraLinks={extraLinks} />
      </Aside>
      <div>{children}</div>
    </Grid>
  );
}
