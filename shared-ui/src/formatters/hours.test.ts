import type { Hours } from '@directpay/contracts';
import { formatDayHours, formatTime12, isOpenAt, weekHours } from './hours';

const hours = {
  sundayToggle: false, sundayOpenTime: '', sundayCloseTime: '',
  mondayToggle: true, mondayOpenTime: '09:00', mondayCloseTime: '17:00',
  tuesdayToggle: 'true', tuesdayOpenTime: '08:30', tuesdayCloseTime: '12:00',
  wednesdayToggle: true, wednesdayOpenTime: '', wednesdayCloseTime: '',
  thursdayToggle: true, thursdayOpenTime: '00:15', thursdayCloseTime: '',
  fridayToggle: true, fridayOpenTime: '12:00', fridayCloseTime: '23:45',
  saturdayToggle: 'false', saturdayOpenTime: '10:00', saturdayCloseTime: '13:00',
} as unknown as Hours;

describe('formatTime12', () => {
  it.each([
    ['09:00', '9:00 AM'],
    ['00:15', '12:15 AM'],
    ['12:00', '12:00 PM'],
    ['13:30', '1:30 PM'],
    ['23:45', '11:45 PM'],
  ])('%s -> %s', (time, shown) => expect(formatTime12(time)).toBe(shown));
  it("shows 'N/A' for a missing or unreadable time", () => {
    expect(formatTime12('')).toBe('N/A');
    expect(formatTime12(undefined)).toBe('N/A');
    expect(formatTime12('25:00')).toBe('N/A');
  });
});

describe('formatDayHours', () => {
  it("open days read 'open - close' in 12-hour time", () => {
    expect(formatDayHours(hours, 'monday')).toBe('9:00 AM - 5:00 PM');
    expect(formatDayHours(hours, 'friday')).toBe('12:00 PM - 11:45 PM');
  });
  it("accepts the toggle as the text 'true'", () => expect(formatDayHours(hours, 'tuesday')).toBe('8:30 AM - 12:00 PM'));
  it("closed days read 'Closed'", () => {
    expect(formatDayHours(hours, 'sunday')).toBe('Closed');
    expect(formatDayHours(hours, 'saturday')).toBe('Closed');
  });
  it("a missing time reads 'N/A'", () => {
    expect(formatDayHours(hours, 'wednesday')).toBe('N/A');
    expect(formatDayHours(hours, 'thursday')).toBe('12:15 AM - N/A');
  });
  it('with no hours at all every day is closed', () => expect(formatDayHours(undefined, 'monday')).toBe('Closed'));
});

describe('weekHours', () => {
  it('lists every weekday, Sunday first', () => {
    expect(weekHours(hours).map((d) => d.label)).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
  });
});

describe('isOpenAt', () => {
  // 2024-09-02 was a Monday.
  const at = (day: number, time: string) => new Date(`2024-09-0${day}T${time}:00`);
  it('is open between opening and closing time', () => expect(isOpenAt(hours, at(2, '10:00'))).toBe(true));
  it('is open at the opening minute and closed at the closing minute', () => {
    expect(isOpenAt(hours, at(2, '09:00'))).toBe(true);
    expect(isOpenAt(hours, at(2, '17:00'))).toBe(false);
  });
  it('is closed before opening and on closed days', () => {
    expect(isOpenAt(hours, at(2, '08:59'))).toBe(false);
    expect(isOpenAt(hours, at(1, '10:00'))).toBe(false);
  });
  it('counts a day with a missing time as closed', () => expect(isOpenAt(hours, at(4, '10:00'))).toBe(false));
});
