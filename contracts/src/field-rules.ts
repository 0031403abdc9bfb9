/**
 * One rule per field kind: the API enforces these and the forms check
 * them before sending, so both sides accept exactly the same values. Each rule
 * is a plain function, and FIELD_FORMATS names the ones JSON schemas use as
 * `format` (the API's Ajv and the forms' resolvers register them). No other
 * workspace writes a validation pattern of its own.
 */
// The phone rules (libphonenumber-js) and the JSON-schema formats (TypeBox's registry)
// live in modules of their own, so a page that needs only a price or an email rule does
// not download them. The package's index exports all three.

// ---- email ----

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text);
}

// ---- website ----

/**
 * The website as stored: an absolute http(s) address with a dotted host name.
 * Owners often type the address as they say it ('brightsmiles.com', 'www.x.org'):
 * without a scheme it is read as https://, provided it names no other scheme
 * ('mailto:'; 'x.org:8080' is a port) and its host ends in a top-level name of
 * letters (so '12.50' or 'clinic' are not taken for an address). Kept as typed
 * otherwise (trimmed). Undefined for anything else: spaces, credentials, no dotted host.
 */
export function normaliseWebsite(text: string): string | undefined {
  const typed = text.trim();
  const bare = !/^https?:\/\//i.test(typed);
  if (/\s/.test(typed) || (bare && /^([a-z][\w+.-]*:(?!\d)|\/)/i.test(typed))) return undefined;
  const url = bare ? `https://${typed}` : typed;
  try {
    const { hostname, username, password } = new URL(url);
    return !username && !password && (bare ? /\.[a-z]{2,}$/i : /\.[^.]/).test(hostname) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the text is a website the API accepts (and stores as normaliseWebsite gives it). */
export function isWebsite(text: string): boolean {
  return normaliseWebsite(text) !== undefined;
}

/** What a refused website is told, by the API and in the import's report. */
export const WEBSITE_RULE = 'must be a website address, like https://example.com or example.com';

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

/**
 * Prices are dollars as text ('120', '99.50'); shown as '$ ' plus the price (spec section 3).
 * The space is a no-break space, so '$' never wraps away from its amount.
 */
export const PRICE_PREFIX = '$\u00a0';
export function formatPrice(price: string): string {
  return `${PRICE_PREFIX}${price.trim()}`;
}

/**
 * A search card's line for a matching priced service, as the spec quotes it ('$price / description'):
 * '$120 / Exam, x-ray & cleaning', '$' joined to the price, so it cannot wrap away from it either.
 */
export function formatPriceLine(price: string, description: string): string {
  // eslint-disable-next-line money/no-hand-written-price -- the formatter itself
  return `$${price.trim()} / ${description.trim()}`;
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

/** @deprecated use isWebsite. */
export const isHttpUrl = isWebsite;
