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

/** One weekday's line: '9:00 AM - 5:00 PM', 'Closed', or 'N/A' where a time is missing. */
export function formatDayHours(hours: HoursLike | undefined, day: Weekday): string {
  if (!isDayOpen(hours, day)) return CLOSED;
  const open = formatTime12(field(hours, `${day}OpenTime`) as string);
  const close = formatTime12(field(hours, `${day}CloseTime`) as string);
  if (open === NO_TIME && close === NO_TIME) return NO_TIME;
  return `${open} - ${close}`;
}

export function dayLabel(day: Weekday): string {
  return day.charAt(0).toUpperCase() + day.slice(1);
}

/** Every weekday, Sunday first, with its display line. */
export function weekHours(hours: HoursLike | undefined): { day: Weekday; label: string; text: string }[] {
  return WEEKDAYS.map((day) => ({ day, label: dayLabel(day), text: formatDayHours(hours, day) }));
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
