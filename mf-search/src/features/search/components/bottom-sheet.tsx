import { useRef, useState, type ReactNode } from 'react';
import styled from '@directpay/shared-ui/styled';
import { theme } from '@directpay/shared-ui';
import { COVERS_MAP } from '#src/features/map/utils/covered-below';
import { useMessages } from '#src/messages';
import { SHEET_MAX, SHEET_MIN, SHEET_START, draggedSheet, sheetAfterKey } from '../utils/sheet';

const Sheet = styled.section`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 900;
  display: flex;
  flex-direction: column;
  background: ${theme.colors.surface};
  border-radius: 1rem 1rem 0 0;
  box-shadow: 0 -6px 24px rgb(0 0 0 / 0.18);
`;

// At least 24px tall to grab (WCAG 2.5.8).
const Handle = styled.div`
  flex: none;
  display: flex;
  justify-content: center;
  padding: 0.75rem 0 0.5rem;
  cursor: ns-resize;
  touch-action: none;
  &::before { content: ''; width: 3rem; height: 0.35rem; border-radius: 1rem; background: ${theme.colors.border}; }
  &:focus-visible { outline: 2px solid ${theme.colors.focus}; outline-offset: -2px; }
`;

const Content = styled.div`
  flex: 1;
  overflow: auto;
  padding: 0 1rem 1rem;
  overscroll-behavior: contain;
`;

/**
 * The mobile list: a sheet over the map, 20% to 90% of the window high
 * (starting at 50%). The handle is a window splitter: drag it, or focus it
 * and use the arrow keys, Page Up/Down, Home and End.
 */
export function BottomSheet({ label, children }: { label: string; children: ReactNode }) {
  const t = useMessages();
  const [percent, setPercent] = useState(SHEET_START);
  const drag = useRef<{ startY: number; startPercent: number } | null>(null);

  return (
    <Sheet aria-label={label} style={{ height: `${percent}vh` }} data-testid="bottom-sheet" {...{ [COVERS_MAP]: '' }}>
      <Handle
        role="separator"
        aria-orientation="horizontal"
        aria-label={t('sheet.resize')}
        aria-valuemin={SHEET_MIN}
        aria-valuemax={SHEET_MAX}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={t('sheet.share', { percent: Math.round(percent) })}
        tabIndex={0}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId);
          drag.current = { startY: e.clientY, startPercent: percent };
        }}
        onPointerMove={(e) => {
          if (drag.current) setPercent(draggedSheet(drag.current.startPercent, drag.current.startY, e.clientY, window.innerHeight));
        }}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        onKeyDown={(e) => {
          const next = sheetAfterKey(percent, e.key);
          if (next === null) return;
          e.preventDefault();
          setPercent(next);
        }}
      />
      <Content>{children}</Content>
    </Sheet>
  );
}
