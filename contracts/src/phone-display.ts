/**
 * Showing and dialling a stored phone number. Pure text work, no
 * libphonenumber-js: the number was checked by the phone rule
 * (phone-rules.ts) when it was saved, so a page that only shows it does not
 * download the rule.
 */

/** Display (spec section 4): (xxx) xxx-xxxx for a ten-digit US/Canadian number, otherwise as written. */
export function formatPhone(text: string): string {
  const digits = text.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length === 10 && (digits.length === 10 || /^\s*\+?\s*1/.test(text))) {
    return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
  }
  return text.trim();
}

/**
 * The number in E.164 ('+18015550100') for a `tel:` link, or '' when it cannot
 * be dialled from anywhere: a ten-digit number is North American (+1, as the
 * display above reads it), a number written with '+' or '00' carries its
 * country code (8 to 15 digits, E.164's limits); a local number without an
 * area or country code has no link.
 */
export function dialablePhone(text: string): string {
  const trimmed = text.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (/^\+/.test(trimmed)) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : '';
  if (trimmed.startsWith('00')) return digits.length - 2 >= 8 && digits.length - 2 <= 15 ? `+${digits.slice(2)}` : '';
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return '';
}
