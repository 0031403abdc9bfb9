/**
 * Who a provider is and what a diagnosis code looks like, as a Good Faith Estimate
 * names them (45 CFR 149.610(c)): the NPI, the TIN and ICD-10-CM codes. Plain
 * functions, shared by the API, the owner's forms and the estimate document.
 */

// ---- NPI ----

const NPI = /^\d{10}$/;

/**
 * The NPI's check digit for its first nine digits: Luhn over the card-issuer
 * prefix 80840 followed by those digits (CMS, "Requirements for NPI check digit").
 */
export function npiCheckDigit(first9: string): number {
  const digits = `80840${first9}`;
  let sum = 0;
  // From the rightmost digit of the prefixed number, every other digit is doubled,
  // starting with the rightmost (the check digit is appended after it).
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** A National Provider Identifier: 10 digits whose last is the check digit of the first nine. */
export function isNpi(text: string): boolean {
  return NPI.test(text) && npiCheckDigit(text.slice(0, 9)) === Number(text[9]);
}

/** Why a typed NPI is refused, or undefined when it is one. */
export function npiProblem(text: string): string | undefined {
  if (!NPI.test(text)) return 'must be 10 digits';
  if (!isNpi(text)) return 'is not a valid NPI: its check digit does not match';
  return undefined;
}

// ---- TIN ----

/** 9 digits, written plain, as an EIN (12-3456789) or in SSN groups (123-45-6789). */
const TIN = /^(\d{9}|\d{2}-\d{7}|\d{3}-\d{2}-\d{4})$/;

/** A Taxpayer Identification Number as typed: 9 digits, plain or grouped as an EIN or an SSN. */
export const isTin = (text: string): boolean => TIN.test(text.trim());

/**
 * Prefixes the IRS has never assigned to an EIN: those missing from its list of
 * valid EIN prefixes by campus ("How EINs are assigned and valid EIN prefixes").
 */
export const INVALID_EIN_PREFIXES: ReadonlySet<string> = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89']);

const einAllowed = (digits: string): boolean => !INVALID_EIN_PREFIXES.has(digits.slice(0, 2));

/** Whether 9 stored digits can be an EIN: a prefix the IRS assigns. Most such numbers can be an SSN too. */
export const isPossibleEin = (digits: string): boolean => /^\d{9}$/.test(digits) && einAllowed(digits);

/**
 * Why a TIN (as typed, or its stored digits) may not be published as the clinic's EIN, or
 * undefined when it may: it must be a possible EIN, and one typed in SSN groups never is.
 */
export function einProblem(text: string): string | undefined {
  const typed = text.trim();
  if (!typed) return "needs the clinic's EIN in the TIN field";
  if (/^\d{3}-\d{2}-\d{4}$/.test(typed)) return 'needs the TIN written as an EIN (12-3456789): a number in SSN groups is never published';
  const digits = tinDigits(typed);
  if (!isPossibleEin(digits)) return `needs a TIN that is an EIN: the IRS assigns no EIN beginning ${digits.slice(0, 2)}`;
  return undefined;
}

/**
 * The SSA never issues area 000 or 666, group 00 or serial 0000. Areas 900-999 are
 * the IRS's own TINs (ITIN, ATIN), so they are allowed here.
 */
const ssnAllowed = (digits: string): boolean =>
  !['000', '666'].includes(digits.slice(0, 3)) && digits.slice(3, 5) !== '00' && digits.slice(5) !== '0000';

/**
 * Why a typed TIN is refused, or undefined when some IRS rule allows it. Grouped as
 * an EIN (12-3456789) it must be a possible EIN; grouped as an SSN (123-45-6789) a
 * possible SSN or ITIN; 9 plain digits may be either.
 */
export function tinProblem(text: string): string | undefined {
  const typed = text.trim();
  if (!TIN.test(typed)) return `must be a TIN: ${TIN_WORDS}`;
  const digits = tinDigits(typed);
  if (/^\d{2}-/.test(typed)) return einAllowed(digits) ? undefined : `is not a possible EIN: the IRS assigns no EIN beginning ${digits.slice(0, 2)}`;
  if (/^\d{3}-/.test(typed)) return ssnAllowed(digits) ? undefined : 'is not a possible SSN or ITIN: no area 000 or 666, group 00 or serial 0000';
  return einAllowed(digits) || ssnAllowed(digits) ? undefined : 'is not a TIN the IRS issues: neither a possible EIN nor a possible SSN or ITIN';
}

/** The 9 digits a TIN is stored as. */
export const tinDigits = (text: string): string => text.replace(/\D/g, '');

/** A stored TIN as the estimate prints it, in the EIN's grouping: '12-3456789'. */
export const formatTin = (digits: string): string => (digits.length === 9 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : digits);

export const TIN_WORDS = '9 digits, e.g. 12-3456789';

// ---- ICD-10-CM ----

/**
 * An ICD-10-CM code's form: a letter, a digit, a digit or letter (C4A, Z3A), then
 * optionally a dot and 1 to 4 characters (X as a placeholder, a 7th character).
 * The form only: whether the code exists in this year's list is not checked.
 */
const ICD10_CM = /^[A-Z]\d[0-9A-Z](\.[0-9A-Z]{1,4})?$/;

/** A diagnosis code as typed, trimmed and upper-cased, the dot put after the third character: ' e119 ' → 'E11.9'. */
export function normalizeIcd10(text: string): string {
  const code = text.trim().toUpperCase();
  return /^[A-Z0-9]{4,7}$/.test(code) ? `${code.slice(0, 3)}.${code.slice(3)}` : code;
}

/** Whether a (normalised) code has ICD-10-CM's form. */
export const isIcd10Cm = (code: string): boolean => ICD10_CM.test(code);

export const ICD10_WORDS = 'an ICD-10-CM code: a letter, 2 characters, then optionally a dot and up to 4 more (E11.9)';
