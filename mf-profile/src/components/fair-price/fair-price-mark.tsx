import styled from '@directpay/shared-ui/styled';
import { theme } from '@directpay/shared-ui';
import type { LocalPricesResponse } from '@directpay/contracts';
import { useContractText } from '@directpay/shared-ui/i18n';
import { fairMarkOf } from './fair-price';

const Mark = styled.span`
  display: block;
  font-size: 0.875rem;
  font-weight: 400;
  color: ${theme.colors.muted};
  white-space: normal;
  text-align: inherit;
  .label { font-weight: 700; color: ${theme.colors.text}; }
  &[data-position='below'] .label { color: ${theme.colors.success}; }
`;

/**
 * "42% below the local median · median $135 of 18 prices within 31 mi": one price
 * against the prices of its service around the clinic, on the profile's price
 * summary and on the prices page alike. Nothing when the area has too few prices.
 */
export function FairPriceMark({ service, local }: { service: { description: string; price: string }; local: LocalPricesResponse | undefined }) {
  const say = useContractText();
  const mark = fairMarkOf(service, local);
  if (!mark) return null;
  return (
    <Mark data-testid="fair-price-mark" data-position={mark.position}>
      <span className="label">{say(mark.labelText)}</span> · {say(mark.basisText)}
    </Mark>
  );
}
