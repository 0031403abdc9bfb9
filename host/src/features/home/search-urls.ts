/** Links the home page hands to the search remote, written with the search URL contract. */
import { isBillingCode, normalizeCode, searchHref } from '@directpay/contracts';

export const FALLBACK_CATEGORY = 'Dental';

/** Find clinics: what was typed goes along as `where` (and a billing code as `code`); nothing typed opens the plain search. */
export function whereSearchUrl(where: string, code = ''): string {
  return searchHref({ where, code: code || undefined });
}

export const CODE_MESSAGE = 'Enter a billing code like D1110, 99213 or G0103, or leave it empty.';

/** The billing code typed beside the address, trimmed and upper-cased; '' for none, undefined when it is no code. */
export function readCode(text: string): string | undefined {
  const code = normalizeCode(text);
  return code === '' || isBillingCode(code) ? code : undefined;
}

export function nearSearchUrl(latitude: number, longitude: number): string {
  return searchHref({ near: { lat: latitude, lng: longitude } });
}

export function categorySearchUrl(label: string): string {
  return searchHref({ category: label });
}
