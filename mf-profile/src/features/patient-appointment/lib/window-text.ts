import type { AppointmentTime, AppointmentWindow } from '@directpay/contracts';
import { formattersFor } from '@directpay/shared-ui/i18n';
import { t } from '#src/features/appointment-request/messages';

const longDay = (day: string): string => {
  const f = formattersFor(t.locale);
  const noon = `${day}T12:00:00Z`;
  return t('request.day', { weekday: f.date(noon, 'weekday'), date: f.date(noon, 'long') });
};

/** A preferred window in words: 'Tuesday, December 1, 2026, morning', '… 2:00 PM to 3:30 PM'. */
export function windowText(window: AppointmentWindow): string {
  const day = longDay(window.day);
  if (window.part !== 'range') return t(window.part === 'morning' ? 'appointment.windowMorning' : 'appointment.windowAfternoon', { day });
  const f = formattersFor(t.locale);
  return t('appointment.windowRange', { day, from: f.time(window.from ?? ''), to: f.time(window.to ?? '') });
}

/** A confirmed or proposed time in words. */
export const timeText = (time: AppointmentTime): string => windowText({ day: time.day, part: 'range', from: time.from, to: time.to });
