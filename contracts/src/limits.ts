/**
 * Plain limits and lists shared by the API and the frontends. Kept apart from
 * the TypeBox schemas so a frontend that needs only these does not bundle
 * TypeBox (the package is marked side-effect free).
 */

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const DESCRIPTION_MAX = 1000;
export const DESCRIPTION_PREVIEW = 350;
export const MAX_CLINIC_IMAGES = 20;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const PASSWORD_MIN_LENGTH = 8;
export const CONTACT_MESSAGE_MAX = 5000;

export const CLINIC_EVENT_TYPES = ['profile_view', 'prices_view', 'website_click'] as const;
export const METRICS_DAYS = [7, 30, 90] as const;

export const PLACES_QUERY_MAX = 100;
export const PLACES_LIMIT_MAX = 20;
export const PLACES_LIMIT_DEFAULT = 8;

// ---- price confirmation and mismatch reports ----
/** A price confirmed longer ago than this is marked "may be out of date". */
export const PRICE_STALE_MONTHS = 12;
/** Owners are mailed when a clinic's oldest confirmation reaches this age ... */
export const PRICE_REMINDER_MONTHS = 11;
/** ... and at most once in this many months. */
export const PRICE_REMINDER_EVERY_MONTHS = 1;
/** "Patients reported a different price" shows at this many unresolved reports ... */
export const PRICE_REPORT_NOTICE_MIN = 2;
/** ... made within this many days. */
export const PRICE_REPORT_NOTICE_DAYS = 90;
export const PRICE_REPORT_NOTE_MAX = 1000;
/** A visit reported can be at most this old (and never in the future). */
export const PRICE_REPORT_VISIT_MAX_DAYS = 730;

/** A listing report's note, a moderator's reason and an owner's answer, in characters. */
export const LISTING_REPORT_NOTE_MAX = 1000;
export const MODERATION_REASON_MAX = 1000;
export const MODERATION_ANSWER_MAX = 2000;

/** Appointment requests: preferred windows per request, the note's length, how far ahead, and how long kept after the last window. */
export const APPOINTMENT_MAX_WINDOWS = 3;
export const APPOINTMENT_NOTE_MAX = 500;
export const APPOINTMENT_HORIZON_DAYS = 90;
export const APPOINTMENT_RETENTION_DAYS = 180;
/** A clinic's minimum notice for a request, in business days: its default and largest value. */
export const APPOINTMENT_NOTICE_DEFAULT = 1;
export const APPOINTMENT_NOTICE_MAX = 30;
