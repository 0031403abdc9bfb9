/**
 * Phone display '(xxx) xxx-xxxx' (spec section 9). The rule is one line of
 * digit slicing for US numbers; a phone library would add ~150 kB to every page
 * for nothing we show.
 */

/** The ten national digits of a US number, also when written with a leading 1 / +1. */
function usDigits(raw: string): string | null {
  const digits = raw.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return null;
}

/** '8015550100' -> '(801) 555-0100'; anything that is not ten digits is shown as typed. */
export function formatPhone(raw: string | null | undefined): string {
  const text = (raw ?? '').trim();
  const digits = usDigits(text);
  return digits ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : text;
}

/** A `tel:` link target (E.164 for US numbers), or '' when there is no number to dial. */
export function phoneHref(raw: string | null | undefined): string {
  const text = (raw ?? '').trim();
  const digits = usDigits(text);
  if (digits) return `tel:+1${digits}`;
  const dialable = text.replace(/[^\d+]/g, '');
  return dialable.replace(/\D/g, '').length >= 7 ? `tel:${dialable}` : '';
}
