import { isDayOpen, type HoursLike } from '@directpay/shared-ui';
import type { Formatters, Translate } from '@directpay/shared-ui/i18n';
import { WEEKDAYS, type Weekday } from '@directpay/contracts';

type HoursWords = Translate<'hours.closed' | 'hours.noTime' | 'hours.range'>;

/** A Sunday, to name each weekday by the language's calendar (2000-01-02 was one). */
const SUNDAY_NOON = Date.UTC(2000, 0, 2, 12);

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** A stored 'HH:MM' in 12-hour time; English keeps its plain space before 'AM' (browsers' Intl puts a narrow one). */
function time(value: unknown, f: Formatters): string {
  const text = f.time(typeof value === 'string' ? value.trim() : '');
  return f.locale === 'en' ? text.replace(/[\u202f\u00a0]/g, ' ') : text;
}

/**
 * Every weekday, Sunday first, named and with its hours in the page's language: 'Monday' '9:00 AM - 5:00 PM',
 * 'Closed', 'N/A' where a time is missing; in Spanish 'Lunes' '9:00 a. m. a 5:00 p. m.'.
 */
export function weekLines(hours: HoursLike | undefined, f: Formatters, t: HoursWords): { day: Weekday; label: string; text: string }[] {
  const field = (key: string) => (hours as Record<string, unknown> | undefined)?.[key];
  return WEEKDAYS.map((day, i) => {
    const label = capitalized(f.date(SUNDAY_NOON + i * 86_400_000, 'weekday'));
    if (!isDayOpen(hours, day)) return { day, label, text: t('hours.closed') };
    const open = time(field(`${day}OpenTime`), f) || t('hours.noTime');
    const close = time(field(`${day}CloseTime`), f) || t('hours.noTime');
    const text = open === t('hours.noTime') && close === t('hours.noTime') ? t('hours.noTime') : t('hours.range', { open, close });
    return { day, label, text };
  });
}
