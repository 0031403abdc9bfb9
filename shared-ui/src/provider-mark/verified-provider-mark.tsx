import styled from '@directpay/shared-ui/styled';
import { useFormat } from '@directpay/shared-ui/i18n';
import type { VerifiedProvider } from '@directpay/contracts';
import { theme } from '../theme/theme';
import { useMessages } from './messages';

// The label beside the shield, the NPI and date under the label: no separator is left hanging at a line's end.
const Mark = styled.p`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: 0 0.35rem;
  width: fit-content;
  margin: 0.25rem 0;
  font-size: 0.875rem;
  color: ${theme.colors.muted};
  strong { color: ${theme.colors.success}; }
  .detail { grid-column: 2; overflow-wrap: anywhere; }
  svg { width: 1rem; height: 1rem; color: ${theme.colors.success}; }
`;

/** A shield with a tick, drawn inline (no request, and it takes the text's colour). */
function Tick() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M8 0.5 1.5 3v4.6c0 3.7 2.8 7 6.5 7.9 3.7-.9 6.5-4.2 6.5-7.9V3L8 .5Zm-1 10.6L3.9 8l1.1-1.1 2 2 4-4L12.1 6 7 11.1Z" />
    </svg>
  );
}

/**
 * "Verified provider", then "NPI 1234567893 · checked March 3, 2026": a clinic's or a doctor's NPI the
 * NPI Registry matched, with the date of that match. Nothing without a match.
 */
export function VerifiedProviderMark({ mark, className }: { mark: VerifiedProvider | undefined | null; className?: string }) {
  const t = useMessages();
  const f = useFormat();
  if (!mark) return null;
  return (
    <Mark className={className} data-testid="verified-provider" title={t('mark.about')}>
      <Tick />
      <strong>{t('mark.label')}</strong>{' '}
      <span className="detail">{t('mark.detail', { npi: mark.npi, date: f.date(mark.verifiedAt, 'long') })}</span>
    </Mark>
  );
}
