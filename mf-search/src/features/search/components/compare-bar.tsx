import { Link } from '@directpay/shared-ui/routing';
import styled from '@directpay/shared-ui/styled';
import { compareHref, MAX_COMPARE, MIN_COMPARE, type LatLng } from '@directpay/contracts';
import { Button, buttonStyles, theme } from '@directpay/shared-ui';
import { useCompareStore } from '../stores/compare-store';
import { useMessages } from '#src/messages';

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  padding: 0.6rem 0.75rem;
  border: 1px solid ${theme.colors.brand};
  border-radius: ${theme.radius};
  background: ${theme.colors.brandLight};
  p { margin: 0; flex: 1 1 100%; font-size: 0.875rem; }
`;

const CompareLink = styled(Link)`
  ${buttonStyles}
`;

/**
 * The ticked clinics and the link to compare them, with the searched place so
 * the compare page can show distances. The link is a plain URL: copied, it
 * opens the same comparison.
 */
export function CompareBar({ near, where }: { near: LatLng | null; where: string | undefined }) {
  const t = useMessages();
  const picks = useCompareStore((s) => s.picks);
  const clear = useCompareStore((s) => s.clear);
  if (picks.length === 0) return null;
  const ready = picks.length >= MIN_COMPARE;
  return (
    <Bar aria-label={t('bar.label')}>
      <p>
        <strong>{t('bar.ticked', { count: picks.length, max: MAX_COMPARE })}</strong>{' '}
        <span translate="no">{picks.map((p) => p.name).join(', ')}</span>
        {!ready && t('bar.oneMore')}
      </p>
      {ready && (
        <CompareLink to={compareHref({ ids: picks.map((p) => p.id), near: near ?? undefined, where })}>{t('bar.compare', { count: picks.length })}</CompareLink>
      )}
      <Button $variant="ghost" onClick={clear}>
        {t('bar.clear')}
      </Button>
    </Bar>
  );
}
