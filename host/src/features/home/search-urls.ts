/** Links the home page hands to the search remote, written with the search URL contract. */
import { searchHref } from '@directpay/contracts';

export const FALLBACK_CATEGORY = 'Dental';

/** Find clinics: what was typed goes along as `where`; nothing typed opens the plain search. */
export function whereSearchUrl(where: string): string {
  return searchHref({ where });
}

export function nearSearchUrl(latitude: number, longitude: number): string {
  return searchHref({ near: { lat: latitude, lng: longitude } });
}

export function categorySearchUrl(label: string): string {
  return searchHref({ category: label });
}
