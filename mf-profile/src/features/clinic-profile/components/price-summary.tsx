import { Link } from '@directpay/shared-ui/routing';
import styled from '@directpay/shared-ui/styled';
import { theme } from '@directpay/shared-ui';
import { useFormat } from '@directpay/shared-ui/i18n';
import type { Clinic, LocalPricesResponse } from '@directpay/contracts';
import { FairPriceMark } from '#src/components/fair-price/fair-price-mark';
import { useMessages } from '#src/messages';
import { priceSummary } from '../lib/price-summary';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding-top: 0.75rem;
  border-top: 1px solid ${theme.colors.border};
  h3 { margin: 0; font-size: 1rem; }
  .from { margin: 0; display: flex; flex-wrap: wrap; align-items: baseline; gap: 0 0.4rem; }
  .from strong { font-size: 1.5rem; white-space: nowrap; }
  .from .service { color: ${theme.colors.muted}; font-size: 0.875rem; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.35rem; }
  li { display: flex; justify-content: space-between; gap: 0.75rem; }
  li span { min-width: 0; overflow-wrap: anywhere; }
  li strong { white-space: nowrap; }
  a { align-self: flex-start; font-weight: 700; color: ${theme.colors.brandDark}; min-height: 1.5rem; }
`;

/**
 * The prices a visitor came for, on the profile's first screen: "from $X" with its
 * fair-price mark, the headline prices and a link to every price.
 */
export function PriceSummary({ clinic, local }: { clinic: Clinic; local: LocalPricesResponse | undefined }) {
  const t = useMessages();
  const f = useFormat();
  const summary = priceSummary(clinic);
  if (!summary) return null;
  const { from, headline, total } = summary;
  return (
    <Box aria-labelledby="price-summary-title" data-testid="price-summary">
      <h3 id="price-summary-title">{t('summary.title')}</h3>
      <p className="from">
        <span>{t('summary.from')}</span>
        <strong data-testid="price-from">{f.price(from.price)}</strong>
        <span className="service" translate="no">
          {from.description}
        </span>
      </p>
      <FairPriceMark service={from} local={local} />
      <ul aria-label={t('summary.headline')}>
        {headline.map((s, i) => (
          <li key={`${i}-${s.description}`}>
            <span translate="no">{s.description}</span>
            <strong>{f.price(s.price)}</strong>
          </li>
        ))}
      </ul>
      <Link to={`/clinic/${encodeURIComponent(clinic.id)}/prices`}>{t('summary.seeAll', { total })}</Link>
    </Box>
  );
}
