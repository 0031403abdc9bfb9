import styled from '@directpay/shared-ui/styled';
import { MAX_COMPARE } from '@directpay/contracts';
import { theme } from '@directpay/shared-ui';
import { useCompareStore } from '../stores/compare-store';
import { useMessages } from '#src/messages';

// Above the card's stretched link, so a click ticks the box instead of opening the clinic.
const Label = styled.label`
  position: relative;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 1.5rem;
  margin-top: 0.35rem;
  margin-left: 0.75rem;
  font-size: 0.875rem;
  font-weight: 700;
  color: ${theme.colors.text};
  cursor: pointer;
  input { width: 1.1rem; height: 1.1rem; margin: 0; accent-color: ${theme.colors.brand}; }
  &[data-disabled='true'] { color: ${theme.colors.muted}; cursor: not-allowed; }
`;

/** "Compare": ticks the clinic for the compare page; up to 3. */
export function CompareTick({ id, name, place }: { id: string; name: string; place: string }) {
  const t = useMessages();
  const ticked = useCompareStore((s) => s.picks.some((p) => p.id === id));
  const full = useCompareStore((s) => s.picks.length >= MAX_COMPARE);
  const toggle = useCompareStore((s) => s.toggle);
  const disabled = full && !ticked;
  return (
    <Label data-disabled={disabled} title={disabled ? t('tick.full', { max: MAX_COMPARE }) : undefined}>
      <input type="checkbox" checked={ticked} disabled={disabled} onChange={() => toggle({ id, name })} aria-label={t('tick.name', { name, place })} />
      {t('tick.label')}
    </Label>
  );
}
