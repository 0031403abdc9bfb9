/**
 * A clinic's week as the search card carries it: seven short strings, Sunday
 * first, 'HH:MM-HH:MM' on an open day and '' on a closed one, so a card says
 * "Open now" on the visitor's clock without the whole hours object. Plain
 * functions: no TypeBox, no React.
 */
import { isDayOpen } from './clinic-page-meta';
import { WEEKDAYS } from './limits';

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

const pad = (time: string) => {
  const match = TIME.exec(time.trim());
  return match ? `${match[1].padStart(2, '0')}:${match[2]}` : null;
};

/** The card's week from stored hours: a day without both times readable counts as closed. */
export function weekOpenHours(hours: unknown): string[] {
  return WEEKDAYS.map((day) => {
    if (!isDayOpen(hours, day)) return '';
    const fields = hours as Record<string, unknown>;
    const open = typeof fields[`${day}OpenTime`] === 'string' ? pad(fields[`${day}OpenTime`] as string) : null;
    const close = typeof fields[`${day}CloseTime`] === 'string' ? pad(fields[`${day}CloseTime`] as string) : null;
    return open && close ? `${open}-${close}` : '';
  });
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether the week says open at `now`, read on the visitor's clock (clinics carry no time zone). */
export function isOpenInWeek(week: readonly string[], now: Date): boolean {
  const day = week[now.getDay()] ?? '';
  const match = /^(\d\d:\d\d)-(\d\d:\d\d)$/.exec(day);
  if (!match) return false;
  const current = now.getHours() * 60 + now.getMinutes();
  return current >= minutes(match[1]) && current < minutes(match[2]);
}
