/**
 * The rules of an appointment request's windows and times that the form and the
 * API share: the clinic's setting with its defaults, the first and last day a
 * window may fall on, the span a window covers inside the listed hours, overlap,
 * and instants in the clinic's time zone. Plain functions: no TypeBox, no React.
 * A problem's field is a JSON pointer under the request body ('/windows/1/day').
 */
import type { AppointmentSettings, AppointmentTime, AppointmentWindow } from './api/appointments';
import { addBusinessDays, addDays, weekdayOf } from './business-days';
import { APPOINTMENT_HORIZON_DAYS, APPOINTMENT_NOTICE_DEFAULT, WEEKDAYS } from './limits';
import { instantIn } from './good-faith-estimate';

export interface AppointmentProblem {
  field: string;
  message: string;
}

/** Noon, in minutes: the morning ends and the afternoon begins. */
export const NOON = 12 * 60;

/** The stored setting with its defaults: accepting, with the default notice. */
export const appointmentSettingsOf = (stored?: Partial<AppointmentSettings> | null): AppointmentSettings => ({
  accepting: stored?.accepting ?? true,
  minNoticeBusinessDays: stored?.minNoticeBusinessDays ?? APPOINTMENT_NOTICE_DEFAULT,
});

/** The first day a window may fall on: the notice in business days after today, and never before the next business day. */
export function earliestAppointmentDay(today: string, minNoticeBusinessDays: number): string {
  return addBusinessDays(today, Math.max(1, minNoticeBusinessDays));
}

/** The last day a window may fall on. */
export const latestAppointmentDay = (today: string): string => addDays(today, APPOINTMENT_HORIZON_DAYS);

export const clockMinutes = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
export const minutesClock = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The listed hours of a day, in minutes; null when the clinic is closed then (or its hours are unreadable). */
export function openingOn(hours: unknown, day: string): { open: number; close: number } | null {
  const record = (hours ?? {}) as Record<string, unknown>;
  const weekday = WEEKDAYS[weekdayOf(day)];
  const toggle = record[`${weekday}Toggle`];
  const open = record[`${weekday}OpenTime`];
  const close = record[`${weekday}CloseTime`];
  if (toggle !== true && toggle !== 'true') return null;
  if (typeof open !== 'string' || typeof close !== 'string' || !CLOCK.test(open) || !CLOCK.test(close)) return null;
  const span = { open: clockMinutes(open), close: clockMinutes(close) };
  return span.open < span.close ? span : null;
}

export type WindowSpan = { from: number; to: number } | { problem: AppointmentProblem };

/** The minutes a window covers inside the listed hours of its day, or what is wrong with it (field relative to the window). */
export function windowSpan(window: AppointmentWindow, hours: unknown): WindowSpan {
  const opening = openingOn(hours, window.day);
  if (!opening) return { problem: { field: '/day', message: 'is a day the clinic is closed.' } };
  const { open, close } = opening;
  if (window.part !== 'range') {
    const extra = window.from !== undefined ? '/from' : window.to !== undefined ? '/to' : '';
    if (extra) return { problem: { field: extra, message: 'is only for a time range (part "range").' } };
  }
  if (window.part === 'morning') {
    if (open >= NOON) return { problem: { field: '/part', message: `is the morning, but the clinic opens at ${minutesClock(open)} that day.` } };
    return { from: open, to: Math.min(close, NOON) };
  }
  if (window.part === 'afternoon') {
    if (close <= NOON) return { problem: { field: '/part', message: `is the afternoon, but the clinic closes at ${minutesClock(close)} that day.` } };
    return { from: Math.max(open, NOON), to: close };
  }
  if (window.from === undefined) return { problem: { field: '/from', message: 'is required with a time range.' } };
  if (window.to === undefined) return { problem: { field: '/to', message: 'is required with a time range.' } };
  const from = clockMinutes(window.from);
  const to = clockMinutes(window.to);
  if (from >= to) return { problem: { field: '/to', message: 'must be after from.' } };
  if (from < open) return { problem: { field: '/from', message: `is before the clinic opens (${minutesClock(open)}) that day.` } };
  if (to > close) return { problem: { field: '/to', message: `is after the clinic closes (${minutesClock(close)}) that day.` } };
  return { from, to };
}

/**
 * Every problem of a request's windows, in order: a day in the past, inside the
 * minimum notice, beyond the horizon, outside the listed hours, then overlaps.
 * `today` is the clinic's calendar day.
 */
export function checkAppointmentWindows(windows: readonly AppointmentWindow[], hours: unknown, settings: AppointmentSettings, today: string): AppointmentProblem[] {
  const problems: AppointmentProblem[] = [];
  const earliest = earliestAppointmentDay(today, settings.minNoticeBusinessDays);
  const latest = latestAppointmentDay(today);
  const spans: ({ from: number; to: number } | null)[] = [];
  for (const [i, window] of windows.entries()) {
    const at = `/windows/${i}`;
    spans.push(null);
    if (window.day < today) problems.push({ field: `${at}/day`, message: 'is in the past.' });
    else if (window.day < earliest) problems.push({ field: `${at}/day`, message: `is inside the clinic's minimum notice: the earliest day is ${earliest}.` });
    else if (window.day > latest) problems.push({ field: `${at}/day`, message: `is more than ${APPOINTMENT_HORIZON_DAYS} days ahead: the last day is ${latest}.` });
    else {
      const span = windowSpan(window, hours);
      if ('problem' in span) problems.push({ field: `${at}${span.problem.field}`, message: span.problem.message });
      else spans[i] = span;
    }
  }
  for (let j = 0; j < windows.length; j++) {
    for (let i = 0; i < j; i++) {
      const a = spans[i];
      const b = spans[j];
      if (a && b && windows[i].day === windows[j].day && a.from < b.to && b.from < a.to) {
        problems.push({ field: `/windows/${j}`, message: `overlaps window ${i}.` });
        break;
      }
    }
  }
  return problems;
}

/** Whether a time lies inside a window (its day, within the window's span, from before to). */
export function timeInWindow(time: AppointmentTime, window: AppointmentWindow, hours: unknown): boolean {
  const span = windowSpan(window, hours);
  if ('problem' in span || time.day !== window.day) return false;
  const from = clockMinutes(time.from);
  const to = clockMinutes(time.to);
  return from < to && from >= span.from && to <= span.to;
}

/** A time the clinic proposes: inside the listed hours of its day, from before to, starting after `now`, within the horizon. */
export function checkProposedTime(time: AppointmentTime, hours: unknown, timeZone: string, now: Date, today: string): AppointmentProblem | undefined {
  const opening = openingOn(hours, time.day);
  if (!opening) return { field: '/time/day', message: 'is a day the clinic is closed.' };
  const from = clockMinutes(time.from);
  const to = clockMinutes(time.to);
  if (from >= to) return { field: '/time/to', message: 'must be after from.' };
  if (from < opening.open) return { field: '/time/from', message: `is before the clinic opens (${minutesClock(opening.open)}) that day.` };
  if (to > opening.close) return { field: '/time/to', message: `is after the clinic closes (${minutesClock(opening.close)}) that day.` };
  if (instantIn(time.day, time.from, timeZone) <= now) return { field: '/time/day', message: 'is in the past.' };
  if (time.day > latestAppointmentDay(today)) return { field: '/time/day', message: `is more than ${APPOINTMENT_HORIZON_DAYS} days ahead.` };
  return undefined;
}

// ---- when windows end ----

/** When the last of the windows ends: a clinic's one-click links expire then, and an unanswered request with them. */
export function windowsEndAt(windows: readonly AppointmentWindow[], hours: unknown, timeZone: string): Date {
  let last = 0;
  for (const window of windows) {
    const span = windowSpan(window, hours);
    const end = 'problem' in span ? instantIn(addDays(window.day, 1), '00:00', timeZone) : instantIn(window.day, minutesClock(span.to), timeZone);
    last = Math.max(last, end.getTime());
  }
  return new Date(last);
}

/** The time a window stands for (its whole span), as a confirmed or proposed time is written. */
export function windowTime(window: AppointmentWindow, hours: unknown): AppointmentTime | undefined {
  const span = windowSpan(window, hours);
  return 'problem' in span ? undefined : { day: window.day, from: minutesClock(span.from), to: minutesClock(span.to) };
}

// ---- the site pages the mails link to ----

/** The patient's private page of a request. */
export const appointmentPagePath = (token: string): string => `/appointment/${token}`;
/** The page a clinic's one-click link opens: it shows what the link does, then does it on a click. */
export const appointmentAnswerPath = (token: string): string => `/appointment-answer/${token}`;
/** The account's Requests page. */
export const APPOINTMENTS_ACCOUNT_PATH = '/account/requests';
