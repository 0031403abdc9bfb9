import { useMemo } from 'react';
import { formatDateIn, formatTimeIn, WEEKDAYS, type Locale, type Weekday } from '@directpay/contracts';
import { pseudoLocale, pseudoText } from '@directpay/shared-ui/i18n';
import { useMessages } from '../components/messages';
import { ENGLISH_HOURS_WORDS, formatDayHours, weekHours, type HoursLike, type HoursWords } from './hours';

/** A day of that weekday (2023-01-01 was a Sunday), for `Intl` to name it. */
const dayOfWeek = (day: Weekday) => Date.UTC(2023, 0, 1 + WEEKDAYS.indexOf(day));

/**
 * Hours words in a language. English keeps the specification's own text ('9:00 AM', 'Sunday');
 * other languages take `Intl`'s 12-hour times and weekday names (contracts' locale-format.ts).
 */
export function hoursWordsIn(locale: Locale, words: { closed: string; none: string; range: (open: string, close: string) => string }): HoursWords {
  if (locale === 'en') {
    // In the pseudo-locale, the English times and day names are marked as passed through this layer.
    if (!pseudoLocale()) return { ...ENGLISH_HOURS_WORDS, ...words };
    const mark = (text: string) => `⟦${pseudoText(text)}⟧`;
    return { ...words, time: (time) => mark(ENGLISH_HOURS_WORDS.time(time)), day: (day) => mark(ENGLISH_HOURS_WORDS.day(day)) };
  }
  const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
  return { ...words, time: (time) => formatTimeIn(time, locale), day: (day) => capitalized(formatDateIn(dayOfWeek(day), locale, 'weekday')) };
}

export interface HoursFormat {
  words: HoursWords;
  weekHours: (hours: HoursLike | undefined) => ReturnType<typeof weekHours>;
  dayHours: (hours: HoursLike | undefined, day: Weekday) => string;
}

/** Opening hours in the page's language; the component renders again when it changes. */
export function useHoursFormat(): HoursFormat {
  const t = useMessages();
  return useMemo(() => {
    const words = hoursWordsIn(t.locale, { closed: t('hours.closed'), none: t('hours.none'), range: (open, close) => t('hours.range', { open, close }) });
    return { words, weekHours: (hours) => weekHours(hours, words), dayHours: (hours, day) => formatDayHours(hours, day, words) };
  }, [t]);
}
