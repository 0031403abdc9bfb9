/**
 * The rules a preferred window must meet, checked in the form before sending so the patient
 * sees them at the right window: a listed open day, from the earliest allowed day (the
 * clinic's minimum notice in business days, at least the next business day) to the horizon,
 * inside the day's listed hours, and no two windows overlapping. The API checks the same.
 */
import { APPOINTMENT_HORIZON_DAYS, APPOINTMENT_NOTICE_DEFAULT, WEEKDAYS, addBusinessDays, addDays, weekdayOf, type AppointmentWindow } from '@directpay/contracts';

export type WindowReason = 'dayMissing' | 'tooSoon' | 'tooFar' | 'closed' | 'partClosed' | 'timeMissing' | 'order' | 'outsideHours' | 'overlap';

export interface WindowProblem {
  /** The window's place in the form. */
  index: number;
  field: 'day' | 'part' | 'from' | 'to';
  reason: WindowReason;
}

/** A clinic's listed hours as the profile answers them. */
export type ListedHours = Record<string, string | boolean>;

export interface WindowLimits {
  hours: ListedHours;
  /** The clinic's today, 'YYYY-MM-DD'. */
  today: string;
  minNoticeBusinessDays?: number;
}

const NOON = '12:00';

/** The first and last day a window may fall on. */
export function windowDays({ today, minNoticeBusinessDays = APPOINTMENT_NOTICE_DEFAULT }: Omit<WindowLimits, 'hours'>): { first: string; last: string } {
  return { first: addBusinessDays(today, Math.max(1, minNoticeBusinessDays)), last: addDays(today, APPOINTMENT_HORIZON_DAYS) };
}

/** The listed opening and closing time of a day, or undefined when the clinic is closed then. */
export function openingOf(hours: ListedHours, day: string): { open: string; close: string } | undefined {
  const weekday = WEEKDAYS[weekdayOf(day)];
  const open = hours[`${weekday}OpenTime`];
  const close = hours[`${weekday}CloseTime`];
  if (String(hours[`${weekday}Toggle`]) !== 'true' || typeof open !== 'string' || typeof close !== 'string' || !open || !close || open >= close) return undefined;
  return { open, close };
}

/** The span a window asks for, in the day's listed hours (morning: opening to noon; afternoon: noon to closing). */
export function spanOf(window: AppointmentWindow, opening: { open: string; close: string }): { from: string; to: string } {
  if (window.part === 'morning') return { from: opening.open, to: opening.close < NOON ? opening.close : NOON };
  if (window.part === 'afternoon') return { from: opening.open > NOON ? opening.open : NOON, to: opening.close };
  return { from: window.from ?? '', to: window.to ?? '' };
}

function problemOf(window: AppointmentWindow, limits: WindowLimits): Omit<WindowProblem, 'index'> | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(window.day)) return { field: 'day', reason: 'dayMissing' };
  const { first, last } = windowDays(limits);
  if (window.day < first) return { field: 'day', reason: 'tooSoon' };
  if (window.day > last) return { field: 'day', reason: 'tooFar' };
  const opening = openingOf(limits.hours, window.day);
  if (!opening) return { field: 'day', reason: 'closed' };
  if (window.part === 'range') {
    if (!window.from) return { field: 'from', reason: 'timeMissing' };
    if (!window.to) return { field: 'to', reason: 'timeMissing' };
    if (window.from >= window.to) return { field: 'to', reason: 'order' };
    if (window.from < opening.open || window.to > opening.close) return { field: 'from', reason: 'outsideHours' };
    return undefined;
  }
  const span = spanOf(window, opening);
  return span.from < span.to ? undefined : { field: 'part', reason: 'partClosed' };
}

/** Every window's first problem, then overlaps (named at the later window). */
export function checkWindows(windows: readonly AppointmentWindow[], limits: WindowLimits): WindowProblem[] {
  const problems = windows.flatMap((window, index) => {
    const problem = problemOf(window, limits);
    return problem ? [{ index, ...problem }] : [];
  });
  const bad = new Set(problems.map((p) => p.index));
  windows.forEach((window, index) => {
    if (bad.has(index)) return;
    const opening = openingOf(limits.hours, window.day)!;
    const span = spanOf(window, opening);
    const overlaps = windows.slice(0, index).some((earlier, at) => {
      if (bad.has(at) || earlier.day !== window.day) return false;
      const other = spanOf(earlier, opening);
      return other.from < span.to && span.from < other.to;
    });
    if (overlaps) problems.push({ index, field: window.part === 'range' ? 'from' : 'part', reason: 'overlap' });
  });
  return problems;
}
