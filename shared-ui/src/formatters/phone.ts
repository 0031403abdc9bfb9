/**
 * Phone display '(xxx) xxx-xxxx' (spec section 9) and the `tel:` link target,
 * from the contracts' display rules (phone-display.ts): pure text work, since
 * the API checked the number with the phone rule when it was saved.
 */
import { dialablePhone, formatPhone as formatPhoneText } from '@directpay/contracts';

/** '8015550100' -> '(801) 555-0100'; anything that is not a ten-digit US/Canadian number is shown as typed. */
export function formatPhone(raw: string | null | undefined): string {
  return formatPhoneText(raw ?? '');
}

/** A `tel:` link target in E.164 ('tel:+18015550100'), or '' when the text is not a number to dial. */
export function phoneHref(raw: string | null | undefined): string {
  const international = dialablePhone(raw ?? '');
  return international ? `tel:${international}` : '';
}
