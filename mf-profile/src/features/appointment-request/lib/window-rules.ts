/**
 * The rules a preferred window must meet, checked in the form before sending so the patient
 * sees them at the right window. The rules are the API's (contracts' appointment-rules.ts:
 * the earliest and last day, the span inside the listed hours, overlap); only the reason,
 * which picks the form's words, is decided here.
 */
import { earliestAppointmentDay, latestAppointmentDay, windowSpan, type AppointmentWindow } from '@directpay/contracts';

export type WindowReason = 'dayMissing' | 'tooSoon' | 'tooFar' | 'closed' | 'partClosed' | 'timeMissing' | 'order' | 'outsideHours' | 'overlap';

export interface WindowProblem {
  /** The window's place in the form. */
  index: number;
  field: 'day' | 'part' | 'from' | 'to';
  reason: WindowReason;
}

export interface WindowLimits {
  /** The clinic's listed hours as the profile answers them. */
  hours: unknown;
  /** The clinic's today, 'YYYY-MM-DD'. */
  today: string;
  minNoticeBusinessDays: number;
}

/** The first and last day a window may fall on. */
export const windowDays = ({ today, minNoticeBusinessDays }: Omit<WindowLimits, 'hours'>): { first: string; last: string } => ({
  first: earliestAppointmentDay(today, minNoticeBusinessDays),
  last: latestAppointmentDay(today),
});

type Span = { from: number; to: number };

/** A window's first problem, or the minutes it covers. */
function spanOrProblem(window: AppointmentWindow, limits: WindowLimits): Span | Omit<WindowProblem, 'index'> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(window.day)) return { field: 'day', reason: 'dayMissing' };
  const { first, last } = windowDays(limits);
  if (window.day < first) return { field: 'day', reason: 'tooSoon' };
  if (window.day > last) return { field: 'day', reason: 'tooFar' };
  const span = windowSpan(window, limits.hours);
  if (!('problem' in span)) return span;
  const { field, message } = span.problem;
  if (field === '/day') return { field: 'day', reason: 'closed' };
  if (field === '/part') return { field: 'part', reason: 'partClosed' };
  const at = field === '/to' ? 'to' : 'from';
  if (message.startsWith('is required')) return { field: at, reason: 'timeMissing' };
  if (message.startsWith('must be after')) return { field: at, reason: 'order' };
  return { field: at, reason: 'outsideHours' };
}

/** Every window's first problem, then overlaps (named at the later window). */
export function checkWindows(windows: readonly AppointmentWindow[], limits: WindowLimits): WindowProblem[] {
  const problems: WindowProblem[] = [];
  const spans: (Span | null)[] = windows.map((window, index) => {
    const found = spanOrProblem(window, limits);
    if ('reason' in found) {
      problems.push({ index, ...found });
      return null;
    }
    return found;
  });
  windows.forEach((window, index) => {
    const span = spans[index];
    const overlaps = span && windows.slice(0, index).some((earlier, at) => earlier.day === window.day && spans[at] && spans[at]!.from < span.to && span.from < spans[at]!.to);
    if (overlaps) problems.push({ index, field: window.part === 'range' ? 'from' : 'part', reason: 'overlap' });
  });
  return problems;
}
