import styled from '@directpay/shared-ui/styled';
import { useMessages } from '../messages';
import { useNoticeStore, type NoticeTone } from './notice-store';

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
  /* A full-size touch target, reaching into the notice's padding so the notice stays as small. */
  button {
    min-width: 2.75rem;
    min-height: 2.75rem;
    margin: -0.75rem -1rem -0.75rem auto;
    background: none;
    border: none;
    color: inherit;
    cursor: pointer;
    font-size: 1.125rem;
  }
`;

/** A named landmark (a section: aria-label on a plain div is not allowed); screen readers hear each notice, errors assertively, the rest politely. */
export function Notices() {
  const t = useMessages();
  const { notices, dismiss } = useNoticeStore();
  return (
    <Region aria-label={t('notices.region')}>
      {notices.map((n) => (
        <Item key={n.id} $tone={n.tone} role={n.tone === 'error' ? 'alert' : 'status'} data-testid="notice">
          <span>{n.message}</span>
          <button type="button" aria-label={t('notices.dismiss')} onClick={() => dismiss(n.id)}>
            ×
          </button>
        </Item>
      ))}
    </Region>
  );
}
