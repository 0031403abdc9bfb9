/**
 * The rules of a Good Faith Estimate (45 CFR 149.610) that the API, the
 * owner's pages and the patient's page share: which calendar day it is for a
 * clinic, the deadline, money in cents and the totals, "check my bill" and the
 * document's required words. Plain functions: no TypeBox, no React.
 */
import { addBusinessDays, addDays, businessDaysBetween } from './business-days';
import { formatPrice, isCalendarDate, parsePrice } from './field-rules';

// ---- limits ----

export const ESTIMATE_MAX_LINES = 50;
export const ESTIMATE_MAX_CO_PROVIDERS = 10;
export const ESTIMATE_MAX_DIAGNOSIS_CODES = 12;
export const ESTIMATE_MAX_SEPARATE_ITEMS = 20;
export const ESTIMATE_QUANTITY_MAX = 999;
export const ESTIMATE_TEXT_MAX = 200;
export const ESTIMATE_NOTE_MAX = 1000;
/** A date of birth is at most this many years ago (and never in the future). */
export const DATE_OF_BIRTH_MAX_YEARS = 130;
/** A scheduled date is at most this far ahead. */
export const SCHEDULED_MAX_DAYS = 730;
/** How long the patient's private link works after issue. */
export const ESTIMATE_LINK_DAYS = 365;
/** Records are kept this long (45 CFR 149.610(g)); nothing deletes them sooner. */
export const ESTIMATE_RECORD_YEARS = 6;

// ---- "today" for a clinic ----

/**
 * "Today" for a clinic is the calendar day in its state's time zone: where a
 * state spans two zones, the zone most of its people live in. A state not
 * listed (blank or misspelt) uses US Eastern, the earliest continental zone, so
 * no deadline is ever counted from a day that has not begun where the clinic is.
 */
export const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  AL: 'America/Chicago', AK: 'America/Anchorage', AZ: 'America/Phoenix', AR: 'America/Chicago', CA: 'America/Los_Angeles',
  CO: 'America/Denver', CT: 'America/New_York', DE: 'America/New_York', DC: 'America/New_York', FL: 'America/New_York',
  GA: 'America/New_York', HI: 'Pacific/Honolulu', ID: 'America/Boise', IL: 'America/Chicago', IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago', KS: 'America/Chicago', KY: 'America/New_York', LA: 'America/Chicago', ME: 'America/New_York',
  MD: 'America/New_York', MA: 'America/New_York', MI: 'America/Detroit', MN: 'America/Chicago', MS: 'America/Chicago',
  MO: 'America/Chicago', MT: 'America/Denver', NE: 'America/Chicago', NV: 'America/Los_Angeles', NH: 'America/New_York',
  NJ: 'America/New_York', NM: 'America/Denver', NY: 'America/New_York', NC: 'America/New_York', ND: 'America/Chicago',
  OH: 'America/New_York', OK: 'America/Chicago', OR: 'America/Los_Angeles', PA: 'America/New_York', RI: 'America/New_York',
  SC: 'America/New_York', SD: 'America/Chicago', TN: 'America/Chicago', TX: 'America/Chicago', UT: 'America/Denver',
  VT: 'America/New_York', VA: 'America/New_York', WA: 'America/Los_Angeles', WV: 'America/New_York', WI: 'America/Chicago',
  WY: 'America/Denver', PR: 'America/Puerto_Rico', GU: 'Pacific/Guam', VI: 'America/St_Thomas', AS: 'Pacific/Pago_Pago', MP: 'Pacific/Saipan',
};
export const DEFAULT_TIME_ZONE = 'America/New_York';

export const clinicTimeZone = (state: string): string => STATE_TIME_ZONES[state.trim().toUpperCase()] ?? DEFAULT_TIME_ZONE;

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** The calendar day ('YYYY-MM-DD') an instant falls on in a time zone. */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

/** The instant a day's 'HH:MM' is in a time zone (daylight saving included). */
export function instantIn(day: string, clock: string, timeZone: string): Date {
  const local = Date.parse(`${day}T${clock}:00Z`);
  // The zone's offset at about that time, then once more at the corrected instant (a change of offset that day).
  let guess = local;
  for (let i = 0; i < 2; i++) guess = local - offsetMs(timeZone, new Date(guess));
  return new Date(guess);
}

/** The instant a calendar day begins in a time zone. */
export const startOfDayIn = (day: string, timeZone: string): Date => instantIn(day, '00:00', timeZone);

function offsetMs(timeZone: string, at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const local = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return local - Math.floor(at.getTime() / 1000) * 1000;
}

// ---- the deadline ----

/**
 * Which rule of 45 CFR 149.610(b)(1)(ii) sets the deadline:
 * - `scheduled-3`: care scheduled at least 3 business days ahead: 1 business day after scheduling;
 * - `scheduled-10`: at least 10 business days ahead: 3 business days after scheduling;
 * - `requested`: asked for with no date, or a date fewer than 3 business days ahead (the
 *   scheduling rules then require nothing, the request rule still does): 3 business days.
 * The day the patient asks here is the day of scheduling as the clinic learns of it.
 */
export type DeadlineRule = 'scheduled-3' | 'scheduled-10' | 'requested';

export interface EstimateDeadline {
  rule: DeadlineRule;
  /** The last calendar day (in the clinic's time zone) on which the estimate is on time. */
  dueOn: string;
}

export function estimateDeadline(requestedOn: string, scheduledFor?: string | null): EstimateDeadline {
  const ahead = scheduledFor ? businessDaysBetween(requestedOn, scheduledFor, 10) : 0;
  if (ahead >= 10) return { rule: 'scheduled-10', dueOn: addBusinessDays(requestedOn, 3) };
  if (ahead >= 3) return { rule: 'scheduled-3', dueOn: addBusinessDays(requestedOn, 1) };
  return { rule: 'requested', dueOn: addBusinessDays(requestedOn, 3) };
}

export const DEADLINE_RULE_WORDS: Readonly<Record<DeadlineRule, string>> = {
  'scheduled-3': 'Care scheduled at least 3 business days ahead: the estimate is due within 1 business day.',
  'scheduled-10': 'Care scheduled at least 10 business days ahead: the estimate is due within 3 business days.',
  requested: 'A requested estimate is due within 3 business days.',
};

// ---- money ----

/** A price text ('99.50') in cents; undefined when it is not a price. */
export function priceCents(text: string): number | undefined {
  const amount = parsePrice(text);
  if (amount === undefined) return undefined;
  const [whole, fraction = ''] = text.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as dollars: 123456 → '$1,234.56'. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // eslint-disable-next-line money/no-hand-written-price -- the formatter itself ('$' joined to the figure cannot wrap)
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** A price text as the estimate's money, like its totals: '950.5' → '$950.50' (a text that is no price keeps its digits). */
export function formatPriceText(text: string): string {
  const cents = priceCents(text);
  return cents === undefined ? formatPrice(text) : formatCents(cents);
}

export interface PricedLine {
  quantity: number;
  unitPrice: string;
}

export const lineTotalCents = (line: PricedLine): number => line.quantity * (priceCents(line.unitPrice) ?? 0);

export const linesTotalCents = (lines: readonly PricedLine[]): number => lines.reduce((sum, line) => sum + lineTotalCents(line), 0);

// ---- check my bill ----

/** The patient-provider dispute resolution threshold: billed this much or more above the estimate. */
export const DISPUTE_THRESHOLD_CENTS = 40_000;
/** The patient must start the dispute within this many days of the bill's date. */
export const DISPUTE_WINDOW_DAYS = 120;
/** The administrative fee the patient pays to start patient-provider dispute resolution (45 CFR 149.620(c)(2)). */
export const DISPUTE_FEE_CENTS = 2_500;
export const DISPUTE_INFO_URL = 'https://www.cms.gov/medical-bill-rights/help/dispute-a-bill';

export interface BillCheck {
  /** Billed minus estimated, in cents (negative: under the estimate). */
  overCents: number;
  /** $400 or more above the estimate. */
  overThreshold: boolean;
  /** The last day to start it: the bill's date plus 120 days. */
  disputeBy: string;
  /** Today is after `disputeBy`: the dispute can no longer be started. */
  windowClosed: boolean;
  /** $400 or more above and the window still open: the patient may start the dispute process. */
  eligible: boolean;
}

/**
 * What is wrong with the date typed as the bill's, or undefined. A bill dated
 * after `today` (the patient's calendar day) is refused: the 120 days would be
 * counted from a day that has not come.
 */
export function billDateProblem(billDate: string, today: string): string | undefined {
  if (!isCalendarDate(billDate)) return 'Please enter the date on the bill.';
  if (billDate > today) return 'The date on the bill cannot be in the future.';
  return undefined;
}

/**
 * "Check my bill" for one provider: the amount billed against that provider's
 * estimated total (45 CFR 149.620: "at least $400 more than the total expected
 * charges" for that provider; the dispute must start within 120 calendar days of
 * the bill). Undefined when the amount is no price or the date is refused
 * (billDateProblem).
 */
export function checkBill(estimatedCents: number, billed: string, billDate: string, today: string): BillCheck | undefined {
  const billedCents = priceCents(billed);
  if (billedCents === undefined || billDateProblem(billDate, today)) return undefined;
  const overCents = billedCents - estimatedCents;
  const overThreshold = overCents >= DISPUTE_THRESHOLD_CENTS;
  const disputeBy = addDays(billDate, DISPUTE_WINDOW_DAYS);
  const windowClosed = today > disputeBy;
  return { overCents, overThreshold, disputeBy, windowClosed, eligible: overThreshold && !windowClosed };
}

// ---- the document's words ----

export const ESTIMATE_TITLE = 'Good Faith Estimate';

/** The site's path of the patient's private page, which the mailed link opens. */
export const estimateLinkPath = (token: string): string => `/estimate/${token}`;
/** The owner's page of estimate requests. */
export const ESTIMATES_ACCOUNT_PATH = '/account/estimates';
export const NO_SURPRISES_URL = 'https://www.cms.gov/nosurprises';

export const CMS_HELP_PHONE = '1-800-985-3059';

/**
 * Precedes the list of items scheduled separately (45 CFR 149.610(c)(1)(vi)): each
 * gets its own estimate, on scheduling or on request, as the model form words it.
 */
export const SEPARATE_ESTIMATE_NOTICE =
  'Each item or service below is expected to be scheduled separately, before or after this care, and is not included in this estimate. You will get a separate Good Faith Estimate for each one when it is scheduled, or when you ask for one: ask the provider or facility that will furnish it.';

/** The disclaimers of 45 CFR 149.610(c)(1)(vii)-(ix), worded as the model form (CMS-10791) words them, in its order. */
export const ESTIMATE_DISCLAIMERS: readonly { heading: string; text: string }[] = [
  {
    heading: 'Other items or services',
    text: 'There may be additional items or services the provider or facility recommends as part of the course of care that must be scheduled or requested separately and are not reflected in this Good Faith Estimate.',
  },
  {
    heading: 'This is only an estimate',
    text: 'This Good Faith Estimate shows the costs of items and services that are reasonably expected for your health care needs, based on information known when it was created. It is only an estimate: actual items, services, or charges may differ.',
  },
  {
    heading: 'Your right to dispute a bill',
    text: `If you are billed at least $400 more than the total expected charges for any provider or facility in this Good Faith Estimate, you have the right to start the patient-provider dispute resolution process. You must start it within ${DISPUTE_WINDOW_DAYS} calendar days of the date on the bill. There is a ${formatCents(DISPUTE_FEE_CENTS).replace(/\.00$/, '')} fee to use the dispute process. You may also contact the provider or facility to say the bill is higher than the estimate and ask them to update it, negotiate it, or ask for financial help. Starting a dispute will not affect the quality of the health care you receive. To learn more and get a form, visit ${NO_SURPRISES_URL} or call ${CMS_HELP_PHONE}.`,
  },
  {
    heading: 'Not a contract',
    text: 'This Good Faith Estimate is not a contract and does not require you to obtain the items or services from any of the providers or facilities identified in it. Keep a copy or picture of it: you may need it if you are billed a higher amount.',
  },
];
