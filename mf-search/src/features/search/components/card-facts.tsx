import styled from '@directpay/shared-ui/styled';
import type { ClinicCard } from '@directpay/contracts';
import { theme } from '@directpay/shared-ui';
import { ServiceCode } from '@directpay/shared-ui/remote-ui';
import { useContractText } from '@directpay/shared-ui/contract-text';
import { cardMark, fromPriceText, trustMarks, type LocalMedians } from '../utils/card-marks';
import { priceLine } from '../utils/labels';
import { useMessages } from '#src/messages';

const Facts = styled.div`
  .prices { margin: 0.35rem 0; padding: 0; list-style: none; }
  .prices li, .from strong { font-weight: 700; color: ${theme.colors.success}; }
  .from { color: ${theme.colors.text}; }
  .from strong { white-space: nowrap; }
  .mark { margin: 0.15rem 0; color: ${theme.colors.text}; font-size: 0.875rem; }
  .mark strong[data-position='below'] { color: ${theme.colors.success}; }
  .mark span { color: ${theme.colors.muted}; }
  .trust { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; margin: 0.25rem 0; padding: 0; list-style: none; font-size: 0.875rem; color: ${theme.colors.muted}; }
`;

interface Props {
  clinic: ClinicCard;
  /** The selected service group, whose median the card's lowest price is marked against; null for every service or a code. */
  service: string | null;
  medians: LocalMedians | null;
  /** The visitor's clock when the answer arrived ("Open now"). */
  now: Date;
}

/**
 * The card's price ("from $ 95 · Initial visit" for every service, the
 * spec's '$price / description' lines for a chosen one), its fair-price mark and
 * its trust marks ("may be out of date" once, for the clinic).
 */
export function CardFacts({ clinic, service, medians, now }: Props) {
  const say = useContractText();
  const t = useMessages();
  const mark = cardMark(clinic, service, medians);
  const trust = trustMarks(clinic, now, say);
  return (
    <Facts>
      {clinic.fromPrice && (
        <p className="from" data-testid="card-price">
          <strong>{fromPriceText(clinic.fromPrice.price)}</strong> · <span translate="no">{clinic.fromPrice.description}</span>
        </p>
      )}
      {clinic.prices.length > 0 && (
        <ul className="prices" aria-label={t('card.cashPrices')} data-testid="card-price">
          {clinic.prices.map((s) => (
            <li key={`${s.description}-${s.price}`}>
              <span translate="no">{priceLine(s)}</span>
              <ServiceCode service={s} />
            </li>
          ))}
        </ul>
      )}
      {mark && (
        <p className="mark" data-testid="fair-price">
          <strong data-position={mark.position}>{say(mark.labelText)}</strong> <span>({say(mark.basisText)})</span>
        </p>
      )}
      {trust.length > 0 && (
        <ul className="trust" aria-label={t('card.about')} data-testid="card-trust">
          {trust.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </Facts>
  );
}
