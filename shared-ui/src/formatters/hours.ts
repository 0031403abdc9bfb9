import { isDayOpen as isDayOpenInContracts, WEEKDAYS, type Hours, type Weekday } from '@directpay/contracts';

/** Stored hours may come from older sources with the toggle as text: true or 'true' means open. */
export type HoursLike = Partial<Record<string, string | boolean | null | undefined>> | Hours;

export const NO_TIME = 'N/A';
export const CLOSED = 'Closed';

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** '13:30' -> '1:30 PM'; a missing or unreadable time -> 'N/A'. */
export function formatTime12(time: string | null | undefined): string {
  const match = TIME.exec((time ?? '').trim());
  if (!match) return NO_TIME;
  const h = Number(match[1]);
  const suffix = h < 12 ? 'AM' : 'PM';
  return `${h % 12 === 0 ? 12 : h % 12}:${match[2]} ${suffix}`;
}

function field(hours: HoursLike | undefined, key: string): string | boolean | null | undefined {
  return (hours as Record<string, string | boolean | null | undefined> | undefined)?.[key];
}

/** Whether the day is marked open (the contracts' rule, the same the JSON-LD's opening hours use). */
export function isDayOpen(hours: HoursLike | undefined, day: Weekday): boolean {
  return isDayOpenInContracts(hours, day);
}

export function dayLabel(day: Weekday): string {
  return day.charAt(0).toUpperCase() + day.slice(1);
}

/** The words and formats an hours line is written with: English by default, a page's language by `useHoursFormat`. */
export interface HoursWords {
  closed: string;
  /** A missing or unreadable time. */
  none: string;
  /** A readable 'HH:MM' as the language writes it. */
  time: (time: string) => string;
  day: (day: Weekday) => string;
  range: (open: string, close: string) => string;
}

export const ENGLISH_HOURS_WORDS: HoursWords = {
  closed: CLOSED,
  none: NO_TIME,
  time: formatTime12,
  day: dayLabel,
  range: (open, close) => `${open} - ${close}`,
};

/** One weekday's line: '9:00 AM - 5:00 PM', 'Closed', or 'N/A' where a time is missing. */
export function formatDayHours(hours: HoursLike | undefined, day: Weekday, words: HoursWords = ENGLISH_HOURS_WORDS): string {
  if (!isDayOpen(hours, day)) return words.closed;
  const time = (value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : '';
    return TIME.test(text) ? words.time(text) : null;
  };
  const open = time(field(hours, `${day}OpenTime`));
  const close = time(field(hours, `${day}CloseTime`));
  if (open === null && close === null) return words.none;
  return words.range(open ?? words.none, close ?? words.none);
}

/** Every weekday, Sunday first, with its display line. */
export function weekHours(hours: HoursLike | undefined, words: HoursWords = ENGLISH_HOURS_WORDS): { day: Weekday; label: string; text: string }[] {
  return WEEKDAYS.map((day) => ({ day, label: words.day(day), text: formatDayHours(hours, day, words) }));
}

function minutes(time: string | boolean | null | undefined): number | null {
  const match = TIME.exec(typeof time === 'string' ? time.trim() : '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * Whether the clinic is open at `now` (the visitor's clock: clinics carry no
 * time zone, and visitors look up clinics near them). Unknown times count as closed.
 */
export function isOpenAt(hours: HoursLike | undefined, now: Date): boolean {
  const day = WEEKDAYS[now.getDay()];
  if (!isDayOpen(hours, day)) return false;
  const open = minutes(field(hours, `${day}OpenTime`));
  const close = minutes(field(hours, `${day}CloseTime`));
  if (open === null || close === null) return false;
  const current = now.getHours() * 60 + now.getMinutes();
  return current >= open && current < close;
}
