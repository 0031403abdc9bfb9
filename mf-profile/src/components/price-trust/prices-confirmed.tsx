import styled from '@directpay/shared-ui/styled';
import { MAY_BE_OUT_OF_DATE, isPriceStale, pricedServices, pricesConfirmedText, type Clinic } from '@directpay/contracts';
import { theme } from '@directpay/shared-ui';

const Line = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.colors.muted};
  .stale { font-style: italic; }
`;

/** Whether any of the clinic's listed prices was last confirmed over 12 months ago. */
export function pricesMayBeOutOfDate(clinic: Pick<Clinic, 'pricesConfirmedAt' | 'services' | 'otherServices'>, now = new Date()): boolean {
  return isPriceStale(clinic.pricesConfirmedAt, now) || pricedServices(clinic).some((s) => isPriceStale(s.confirmedAt, now));
}

/**
 * "Prices confirmed {Month D, YYYY}" (the oldest confirmation of the clinic's
 * prices), and "may be out of date" once for the clinic when a price is over 12
 * months old, not on every price. Nothing when neither applies.
 */
export function PricesConfirmed({ clinic }: { clinic: Pick<Clinic, 'pricesConfirmedAt' | 'services' | 'otherServices'> }) {
  const at = clinic.pricesConfirmedAt;
  const stale = pricesMayBeOutOfDate(clinic);
  if (!at && !stale) return null;
  return (
    <Line data-testid="prices-confirmed">
      {at && pricesConfirmedText(at)}
      {at && stale && ' · '}
      {stale && <span className="stale">{MAY_BE_OUT_OF_DATE}</span>}
    </Line>
  );
}
