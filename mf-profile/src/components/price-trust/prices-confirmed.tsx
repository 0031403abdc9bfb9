import styled from '@directpay/shared-ui/styled';
import { MAY_BE_OUT_OF_DATE_TEXT, clinicLineMessage, isPriceStale, priceDateOf, pricedServices, type Clinic } from '@directpay/contracts';
import { theme } from '@directpay/shared-ui';
import { useContractText } from '@directpay/shared-ui/i18n';

const Line = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.colors.muted};
  .stale { font-style: italic; }
`;

/** Whether any of the clinic's listed prices stands on a date (its confirmation, or its price file's) over 12 months old. */
export function pricesMayBeOutOfDate(clinic: Pick<Clinic, 'pricesConfirmedAt' | 'services' | 'otherServices'>, now = new Date()): boolean {
  return isPriceStale(clinic.pricesConfirmedAt, now) || pricedServices(clinic).some((s) => isPriceStale(priceDateOf(s), now));
}

/**
 * "Prices confirmed {Month D, YYYY}" (the oldest confirmation of the clinic's
 * prices) or "Prices from the clinic's price file of {Month D, YYYY}" when that
 * stalest price was imported and not confirmed since, and "may be out of date" once for the clinic when a price is over 12
 * months old, not on every price. Nothing when neither applies.
 */
export function PricesConfirmed({ clinic }: { clinic: Pick<Clinic, 'pricesConfirmedAt' | 'services' | 'otherServices'> }) {
  // The date is the API's (the stalest price's); the services say whether it is a price file's.
  const say = useContractText();
  const atText = clinicLineMessage(clinic);
  const at = atText && say(atText);
  const stale = pricesMayBeOutOfDate(clinic);
  if (!at && !stale) return null;
  return (
    <Line data-testid="prices-confirmed">
      {at}
      {at && stale && ' · '}
      {stale && <span className="stale">{say(MAY_BE_OUT_OF_DATE_TEXT)}</span>}
    </Line>
  );
}
