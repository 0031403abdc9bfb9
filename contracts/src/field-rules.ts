/**
 * One rule per field kind (issue 14): the API enforces these and the forms check
 * them before sending, so both sides accept exactly the same values. Each rule
 * is a plain function, and FIELD_FORMATS names the ones JSON schemas use as
 * `format` (the API's Ajv and the forms' resolvers register them). No other
 * workspace writes a validation pattern of its own.
 */
import { FormatRegistry } from '@sinclair/typebox';
import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js';

// ---- email ----

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text);
}

// ---- phone: US, CA and the EU (spec sections 2 and 9) ----

export const PHONE_REGIONS = ['US', 'CA', 'EU'] as const;
export type PhoneRegion = (typeof PHONE_REGIONS)[number];

export const PHONE_REGION_LABELS: Record<PhoneRegion, string> = {
  US: 'United States (+1)',
  CA: 'Canada (+1)',
  EU: 'European Union (+country code)',
};

const EU_MEMBERS: ReadonlySet<string> = new Set('AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '));

const regionOf = (number: PhoneNumber): PhoneRegion | undefined => {
  const country = number.country;
  if (country === 'US' || country === 'CA') return country;
  return country && EU_MEMBERS.has(country) ? 'EU' : undefined;
};

/**
 * A valid phone number (libphonenumber-js); without a `+` it is read as US/Canadian.
 * With a region (the contact form's selector: US, CA, EU) it must belong to it.
 */
function parsePhone(text: string, region?: PhoneRegion): PhoneNumber | undefined {
  const trimmed = text.trim().replace(/^00/, '+');
  const defaultCountry: CountryCode | undefined = region === 'EU' ? undefined : (region ?? 'US');
  const number = parsePhoneNumberFromString(trimmed, defaultCountry as CountryCode);
  if (!number?.isValid() || number.ext) return undefined;
  if (!region) return number;
  const found = regionOf(number);
  if (!found) return undefined;
  // US and CA share +1: a number of either passes as the other's region.
  if (region && found !== region && !(region !== 'EU' && found !== 'EU')) return undefined;
  return number;
}

export function isPhone(text: string, region?: PhoneRegion): boolean {
  return parsePhone(text, region) !== undefined;
}

/** The international form (+1 801 555 0100) the API stores and mails; undefined when not a valid number. */
export function normalisePhone(text: string, region?: PhoneRegion): string | undefined {
  return parsePhone(text, region)?.formatInternational();
}

export type PhoneResult = { ok: true; international: string } | { ok: false; message: string };

const PHONE_EXAMPLES: Record<PhoneRegion, string> = {
  US: 'Please enter a valid US phone number, like (202) 555-0143.',
  CA: 'Please enter a valid Canadian phone number, like (416) 555-0199.',
  EU: 'Please enter a valid EU phone number with its country code, like +49 30 1234567.',
};

/** For a form with a region selector: empty is fine, otherwise the international form or what to fix. */
export function checkPhone(value: string, region: PhoneRegion): PhoneResult {
  if (value.trim() === '') return { ok: true, international: '' };
  const international = normalisePhone(value, region);
  return international ? { ok: true, international } : { ok: false, message: PHONE_EXAMPLES[region] };
}

/** Display (spec section 4): (xxx) xxx-xxxx for a ten-digit US/Canadian number, otherwise as written. */
export function formatPhone(text: string): string {
  const digits = text.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length === 10 && (digits.length === 10 || /^\s*\+?\s*1/.test(text))) {
    return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
  }
  return text.trim();
}

// ---- website ----

/** An absolute http(s) address with a dotted host name. */
export function isWebsite(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

// ---- price ----

/** Dollars as text: '120' or '99.50'; at most 7 digits and 2 decimals. */
export const PRICE_PATTERN = /^[0-9]{1,7}(\.[0-9]{1,2})?$/;

export function isPrice(text: string): boolean {
  return PRICE_PATTERN.test(text.trim());
}

/** A price's amount, or undefined when the text is empty or not a price (then the service is hidden). */
export function parsePrice(text: string | undefined): number | undefined {
  const trimmed = (text ?? '').trim();
  return PRICE_PATTERN.test(trimmed) ? Number(trimmed) : undefined;
}

/** Whether a service shows a price: the one rule for the search card, the profile and the API's search keys. */
export function hasPrice(service: { price?: string }): boolean {
  return parsePrice(service.price) !== undefined;
}

// ---- time ----

/** 24-hour 'HH:MM'. */
export const TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

export function isTime(text: string): boolean {
  return TIME_PATTERN.test(text);
}

/**
 * The range of the wizard's time inputs (spec section 5: "time inputs limited to 09:00
 * to 18:00"): a bound of the input control, so the API does not enforce it and a
 * clinic saved with other hours (08:30) stays valid.
 */
export const HOURS_MIN = '09:00';
export const HOURS_MAX = '18:00';

// ---- ids, numbers and ZIP codes in text ----

const OBJECT_ID = /^[0-9a-f]{24}$/;
/** A MongoDB ObjectId as the API writes it: 24 lower-case hex digits. */
export function isObjectIdHex(text: unknown): text is string {
  return typeof text === 'string' && OBJECT_ID.test(text);
}

const DECIMAL = /^-?\d+(\.\d+)?$/;
/** A plain decimal number in text ('-111.89'); NaN for anything else (no '1e3', '0x10' or ''). */
export function parseDecimal(text: string): number {
  return DECIMAL.test(text) ? Number(text) : NaN;
}

const ZIP = /^\d{5}$/;
const ZIP_PREFIX = /^\d{1,5}$/;
/** A five-digit US ZIP code. */
export const isZip = (text: string): boolean => ZIP.test(text);
/** What a person types on the way to a ZIP code: one to five digits. */
export const isZipPrefix = (text: string): boolean => ZIP_PREFIX.test(text);

const CLINIC_IMAGE_PART = /^image\d+$/;
/** The file parts of a clinic upload: image0, image1, ... (contracts/src/endpoints/account.ts). */
export const isClinicImagePart = (name: string): boolean => CLINIC_IMAGE_PART.test(name);
/** The one file part of a doctor upload. */
export const isDoctorImagePart = (name: string): boolean => name === 'image';

// ---- instants ----

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
/** An RFC 3339 date-time as the API writes them (`Date.toISOString()`). */
export function isDateTime(text: string): boolean {
  return DATE_TIME.test(text) && !Number.isNaN(Date.parse(text));
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A day of the calendar, 'YYYY-MM-DD', that exists (no 2025-02-30). */
export function isCalendarDate(text: string): boolean {
  const m = CALENDAR_DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

// ---- formats for JSON schemas ----

/** `format` names the contracts' schemas use; an empty text passes (emptiness is the schema's minLength). */
export const FIELD_FORMATS: Record<string, (text: string) => boolean> = {
  email: isEmail,
  phone: (text) => text.trim() === '' || isPhone(text),
  website: isWebsite,
  price: (text) => text === '' || isPrice(text),
  'clock-time': (text) => text === '' || isTime(text),
  'date-time': isDateTime,
  'calendar-date': isCalendarDate,
};

/**
 * Registers FIELD_FORMATS with TypeBox (Value.Check, TypeCompiler, the forms'
 * resolvers), which knows no formats by itself. Safe to call more than once.
 */
export function useFieldFormats(): void {
  for (const [name, check] of Object.entries(FIELD_FORMATS)) if (!FormatRegistry.Has(name)) FormatRegistry.Set(name, check);
}

/** @deprecated the old names; use isWebsite and isPhone. Kept until every form moves over. */
export const isHttpUrl = isWebsite;
/** @deprecated use isPhone. */
export const isPhoneNumber = (text: string): boolean => isPhone(text);
