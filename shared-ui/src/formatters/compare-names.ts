/** A name as it is compared: accents taken off (é → e), lower case. */
function sortKey(name: string): string {
  return name.normalize('NFD').replace(/\p{Mn}/gu, '').toLowerCase();
}

/**
 * Orders names alphabetically, ignoring case and accents: the one comparison
 * for every sorted list on the site (insurances, specialties, an owner's
 * clinics, the glossary).
 *
 * It compares keys rather than using `Intl.Collator` or `localeCompare`: the
 * first collator of a page loads the collation data, a long task on a phone, and
 * `localeCompare` with a locale builds a collator per comparison. For the
 * Latin-script names the site lists the order is the same. Lint forbids
 * `localeCompare` in the browser apps (eslint.config.mjs).
 */
export function compareNames(a: string, b: string): number {
  const x = sortKey(a);
  const y = sortKey(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
