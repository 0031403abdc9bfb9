import { codeSystemOf, formatMiles, formatPriceLine, type Service } from '@directpay/contracts';

/** The header count: '1 clinic', '0 clinics', '25 clinics', and '300+ clinics' when the API stopped counting. */
export function clinicCountLabel(total: number, capped = false): string {
  return capped ? `${total}+ clinics` : `${total} ${total === 1 ? 'clinic' : 'clinics'}`;
}

/** A card's price line for a matching priced service: '$120 / Exam, x-ray & cleaning' (spec: '$price / description'). */
export function priceLine(service: Service): string {
  return formatPriceLine(service.price, service.description);
}

/** A searched code with its system: 'CDT D1110' ('code W1234' for a format no system has). */
export function codeName(code: string): string {
  return `${codeSystemOf(code) ?? 'code'} ${code}`;
}

/** Distances are shown in miles: the directory lists US clinics. */
export function distanceLabel(km: number): string {
  return `${formatMiles(km)} away`;
}
