import { isOpenInWeek, weekOpenHours } from './open-hours';
import { WEEKDAYS } from './limits';

const hours = Object.fromEntries(
  WEEKDAYS.flatMap((day) => {
    const open = day !== 'sunday';
    return [
      [`${day}Toggle`, day === 'saturday' ? 'true' : open],
      [`${day}OpenTime`, day === 'friday' ? '' : '9:00'],
      [`${day}CloseTime`, day === 'saturday' ? '13:00' : '17:30'],
    ];
  }),
);

describe('the card week', () => {
  it('keeps open days with both times, padded, and blanks the rest', () => {
    expect(weekOpenHours(hours)).toEqual(['', '09:00-17:30', '09:00-17:30', '09:00-17:30', '09:00-17:30', '', '09:00-13:00']);
    expect(weekOpenHours(undefined)).toEqual(['', '', '', '', '', '', '']);
  });

  it('is open from the opening minute until just before closing, on the local clock', () => {
    const week = weekOpenHours(hours);
    // 2026-03-02 is a Monday.
    expect(isOpenInWeek(week, new Date(2026, 2, 2, 8, 59))).toBe(false);
    expect(isOpenInWeek(week, new Date(2026, 2, 2, 9, 0))).toBe(true);
    expect(isOpenInWeek(week, new Date(2026, 2, 2, 17, 29))).toBe(true);
    expect(isOpenInWeek(week, new Date(2026, 2, 2, 17, 30))).toBe(false);
    expect(isOpenInWeek(week, new Date(2026, 2, 1, 12, 0))).toBe(false);
    expect(isOpenInWeek(week, new Date(2026, 2, 6, 12, 0))).toBe(false);
    expect(isOpenInWeek(week, new Date(2026, 2, 7, 12, 0))).toBe(true);
  });
});
