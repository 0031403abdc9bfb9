/**
 * Calendar days, US federal holidays and business days, for the deadlines of
 * Good Faith Estimates. A day is 'YYYY-MM-DD' text; arithmetic runs on UTC
 * midnights, so no time zone or daylight saving change moves a day.
 *
 * Holidays are those of 5 U.S.C. 6103(a), with its observed rule: one on a
 * Saturday is observed the Friday before, one on a Sunday the Monday after (so
 * New Year's Day on a Saturday is observed on December 31 of the year before).
 * Inauguration Day (Washington, D.C. area only) is left out. A business day is
 * a weekday that is not an observed federal holiday.
 */

const DAY_MS = 86_400_000;

const toUtc = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The day `n` calendar days later (earlier when negative). */
export const addDays = (day: string, n: number): string => fromUtc(toUtc(day) + n * DAY_MS);

/** 0 Sunday ... 6 Saturday. */
export const weekdayOf = (day: string): number => new Date(toUtc(day)).getUTCDay();

const ymd = (year: number, month: number, date: number) => fromUtc(Date.UTC(year, month - 1, date));

/** The nth (1-based) given weekday of a month; n = -1: the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return ymd(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
  }
  const lastDate = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = new Date(Date.UTC(year, month - 1, lastDate)).getUTCDay();
  return ymd(year, month, lastDate - ((last - weekday + 7) % 7));
}

/** Saturday → the Friday before, Sunday → the Monday after. */
function observed(day: string): string {
  const weekday = weekdayOf(day);
  return weekday === 6 ? addDays(day, -1) : weekday === 0 ? addDays(day, 1) : day;
}

/** The federal holidays of a year by name, as the law dates them (before the observed rule). */
export function federalHolidays(year: number): { name: string; day: string }[] {
  return [
    { name: "New Year's Day", day: ymd(year, 1, 1) },
    { name: 'Birthday of Martin Luther King, Jr.', day: nthWeekday(year, 1, 1, 3) },
    { name: "Washington's Birthday", day: nthWeekday(year, 2, 1, 3) },
    { name: 'Memorial Day', day: nthWeekday(year, 5, 1, -1) },
    ...(year >= 2021 ? [{ name: 'Juneteenth National Independence Day', day: ymd(year, 6, 19) }] : []),
    { name: 'Independence Day', day: ymd(year, 7, 4) },
    { name: 'Labor Day', day: nthWeekday(year, 9, 1, 1) },
    { name: 'Columbus Day', day: nthWeekday(year, 10, 1, 2) },
    { name: 'Veterans Day', day: ymd(year, 11, 11) },
    { name: 'Thanksgiving Day', day: nthWeekday(year, 11, 4, 4) },
    { name: 'Christmas Day', day: ymd(year, 12, 25) },
  ];
}

const observedByYear = new Map<number, Set<string>>();

/** The days on which federal holidays are observed in a calendar year (Dec 31 may hold next year's New Year's Day). */
function observedDays(year: number): Set<string> {
  let days = observedByYear.get(year);
  if (!days) {
    days = new Set(
      [...federalHolidays(year), ...federalHolidays(year + 1)]
        .map((h) => observed(h.day))
        .filter((day) => day.startsWith(`${year}-`)),
    );
    observedByYear.set(year, days);
  }
  return days;
}

export const isObservedFederalHoliday = (day: string): boolean => observedDays(Number(day.slice(0, 4))).has(day);

export function isBusinessDay(day: string): boolean {
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6 && !isObservedFederalHoliday(day);
}

/** The `n`th business day after `day` (n ≥ 1); `day` itself does not count. */
export function addBusinessDays(day: string, n: number): string {
  let current = day;
  for (let left = n; left > 0; ) {
    current = addDays(current, 1);
    if (isBusinessDay(current)) left--;
  }
  return current;
}

/** Business days after `from` up to and including `to` (0 when `to` is not after `from`), counted up to `atMost`. */
export function businessDaysBetween(from: string, to: string, atMost = Infinity): number {
  let count = 0;
  for (let day = addDays(from, 1); day <= to && count < atMost; day = addDays(day, 1)) if (isBusinessDay(day)) count++;
  return count;
}
