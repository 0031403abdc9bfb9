import styled from '@directpay/shared-ui/styled';
import { pricesConfirmedText } from '@directpay/contracts';
import { theme } from '@directpay/shared-ui';

const Line = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.colors.muted};
`;

/** "Prices confirmed {Month D, YYYY}": the oldest confirmation of the clinic's prices; nothing when unknown. */
export function PricesConfirmed({ at }: { at: string | null | undefined }) {
  if (!at) return null;
  return <Line data-testid="prices-confirmed">{pricesConfirmedText(at)}</Line>;
}
