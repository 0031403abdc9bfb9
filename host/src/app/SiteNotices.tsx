import styled from 'styled-components';
import { useNoticeStore, type NoticeTone } from '@directpay/shared-ui';

const Region = styled.section`
  position: fixed;
  top: 1rem;
  right: 1rem;
  z-index: 2000;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  max-width: min(24rem, calc(100vw - 2rem));
`;

const tones: Record<NoticeTone, string> = { success: '#166534', error: '#b91c1c', info: '#1e3a8a' };

const Item = styled.div<{ $tone: NoticeTone }>`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  padding: 0.75rem 1rem;
  border-radius: 0.5rem;
  color: #fff;
  background: ${(p) => tones[p.$tone]};
  box-shadow: 0 4px 12px rgb(0 0 0 / 0.2);
  button {
    margin-left: auto;
    background: none;
    border: none;
    color: inherit;
    cursor: pointer;
    font-size: 1.1rem;
  }
`;

/**
 * The shared notices (one store for host and remotes), rendered in a named
 * landmark. shared-ui's <Notices /> puts aria-label on a plain div, which
 * axe-core reports as a serious violation (aria-prohibited-attr); this is the
 * same markup inside a <section>, until shared-ui adopts the fix.
 */
export function SiteNotices() {
  const { notices, dismiss } = useNoticeStore();
  return (
    <Region aria-label="Notifications">
      {notices.map((n) => (
        <Item key={n.id} $tone={n.tone} role={n.tone === 'error' ? 'alert' : 'status'} data-testid="notice">
          <span>{n.message}</span>
          <button type="button" aria-label="Dismiss notification" onClick={() => dismiss(n.id)}>
            ×
          </button>
        </Item>
      ))}
    </Region>
  );
}
