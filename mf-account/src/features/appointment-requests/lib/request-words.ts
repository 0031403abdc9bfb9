import type { AppointmentState, AppointmentTime, AppointmentWindow } from '@directpay/contracts';
import { formattersFor } from '@directpay/shared-ui/i18n';
import { t } from '../messages';

type Key = Parameters<typeof t>[0];

export const STATE_WORDS: Record<AppointmentState, Key> = {
  requested: 'state.requested',
  proposed: 'state.proposed',
  confirmed: 'state.confirmed',
  declined: 'state.declined',
  cancelled: 'state.cancelled',
  expired: 'state.expired',
  fulfilled: 'state.fulfilled',
  noshow: 'state.noshow',
};

const longDay = (day: string): string => {
  const f = formattersFor(t.locale);
  const noon = `${day}T12:00:00Z`;
  return t('day', { weekday: f.date(noon, 'weekday'), date: f.date(noon, 'long') });
};

/** A preferred window in words, in the page's language. */
export function windowText(window: AppointmentWindow): string {
  const day = longDay(window.day);
  if (window.part !== 'range') return t(window.part === 'morning' ? 'windowMorning' : 'windowAfternoon', { day });
  const f = formattersFor(t.locale);
  return t('windowRange', { day, from: f.time(window.from ?? ''), to: f.time(window.to ?? '') });
}

export const timeText = (time: AppointmentTime): string => windowText({ day: time.day, part: 'range', from: time.from, to: time.to });

/** Still open to an answer: confirm, propose or decline. */
export const answerable = (state: AppointmentState): boolean => state === 'requested' || state === 'proposed';

/** A confirmed time whose day has come: the owner may say it was kept or missed. */
export const markable = (state: AppointmentState, time: AppointmentTime | undefined, today: string): boolean => state === 'confirmed' && !!time && time.day <= today;
