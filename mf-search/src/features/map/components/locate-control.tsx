import type { Ref } from 'react';
import styled from '@directpay/shared-ui/styled';
import { theme } from '@directpay/shared-ui';
import { useMessages } from '#src/messages';

const Btn = styled.button`
  position: absolute;
  z-index: 800;
  top: 0.75rem;
  right: 0.75rem;
  width: 2.75rem;
  height: 2.75rem;
  display: grid;
  place-items: center;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  box-shadow: 0 2px 6px rgb(0 0 0 / 0.2);
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${theme.colors.focus}; }
`;

/** The map's "Show my location" button as it looks, on the Leaflet map and on the phone's map before Leaflet loads. */
export function LocateControl({ onClick, ref }: { onClick: () => void; ref?: Ref<HTMLButtonElement> }) {
  const t = useMessages();
  return (
    <Btn ref={ref} type="button" aria-label={t('map.locate')} title={t('map.locate')} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <circle cx="12" cy="12" r="4" fill={theme.colors.brand} />
        <path d="M12 2v4M12 18v4M2 12h4M18 12h4" stroke={theme.colors.text} strokeWidth="2" />
        <circle cx="12" cy="12" r="7.5" fill="none" stroke={theme.colors.text} strokeWidth="2" />
      </svg>
    </Btn>
  );
}
