import { codeSystemOf, formatMiles, formatPriceLine, type Service } from '@directpay/contracts';
import { t } from '#src/messages';

/** The header count, in the page's language: '1 clinic', '0 clinics', '25 clinics', and '300+ clinics' when the API stopped counting. */
export function clinicCountLabel(total: number, capped = false): string {
  return capped ? t('heading.countCapped', { count: String(total) }) : t('heading.count', { count: total });
}

/** A card's price line for a matching priced service: '$120 / Exam, x-ray & cleaning' (spec: '$price / description'). */
export function priceLine(service: Service): string {
  return formatPriceLine(service.price, service.description);
}

/** A searched code with its system: 'CDT D1110' ('code W1234' for a format no system has). */
export function codeName(code: string): string {
  const system = codeSystemOf(code);
  return system ? `${system} ${code}` : t('code.unknownSystem', { code });
}

/** Distances are shown in miles: the directory lists US clinics. */
export function distanceLabel(km: number): string {
  return t('card.distance', { distance: formatMiles(km) });
}
