/** URLs the home page hands to the search remote; it reads `where`, `near` and `category`. */
export const FALLBACK_CATEGORY = 'Dental';

const search = (params: Record<string, string>) => `/search?${new URLSearchParams(params).toString()}`;

/** Find clinics: what was typed goes along as `where`; nothing typed opens the plain search. */
export function whereSearchUrl(where: string): string {
  const text = where.trim();
  return text ? search({ where: text }) : '/search';
}

export function nearSearchUrl(latitude: number, longitude: number): string {
  return search({ near: `${latitude.toFixed(5)},${longitude.toFixed(5)}` });
}

export function categorySearchUrl(label: string): string {
  return search({ category: label });
}
