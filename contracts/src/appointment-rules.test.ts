import {
  checkAppointmentWindows,
  checkProposedTime,
  earliestAppointmentDay,
  timeInWindow,
  windowSpan,
  windowsEndAt,
} from './appointment-rules';
import { instantIn } from './good-faith-estimate';

/** Weekdays 08:00-17:00; Wednesday 13:00-19:00; Friday 07:00-12:00; weekend closed. */
const HOURS = {
  sundayToggle: false, sundayOpenTime: '', sundayCloseTime: '',
  mondayToggle: true, mondayOpenTime: '08:00', mondayCloseTime: '17:00',
  tuesdayToggle: true, tuesdayOpenTime: '08:00', tuesdayCloseTime: '17:00',
  wednesdayToggle: true, wednesdayOpenTime: '13:00', wednesdayCloseTime: '19:00',
  thursdayToggle: true, thursdayOpenTime: '08:00', thursdayCloseTime: '17:00',
  fridayToggle: true, fridayOpenTime: '07:00', fridayCloseTime: '12:00',
  saturdayToggle: false, saturdayOpenTime: '', saturdayCloseTime: '',
};
// 2026-06-01 is a Monday.
const TODAY = '2026-06-01';
const SETTINGS = { accepting: true, minNoticeBusinessDays: 1 };
const fields = (windows: Parameters<typeof checkAppointmentWindows>[0], settings = SETTINGS) => checkAppointmentWindows(windows, HOURS, settings, TODAY).map((p) => p.field);

describe('the days a window may fall on', () => {
  it('starts the notice in business days after today, and never before the next business day', () => {
    expect(earliestAppointmentDay('2026-06-05', 0)).toBe('2026-06-08');
    expect(earliestAppointmentDay('2026-06-05', 1)).toBe('2026-06-08');
    expect(earliestAppointmentDay('2026-06-05', 3)).toBe('2026-06-10');
    // Independence Day observed on Friday 2026-07-03.
    expect(earliestAppointmentDay('2026-07-02', 1)).toBe('2026-07-06');
  });

  it('names the day of a window in the past, inside the notice, or beyond 90 days', () => {
    expect(fields([{ day: '2026-05-29', part: 'morning' }])).toEqual(['/windows/0/day']);
    expect(fields([{ day: TODAY, part: 'morning' }])).toEqual(['/windows/0/day']);
    expect(fields([{ day: '2026-06-02', part: 'morning' }])).toEqual([]);
    expect(fields([{ day: '2026-06-02', part: 'morning' }], { accepting: true, minNoticeBusinessDays: 2 })).toEqual(['/windows/0/day']);
    expect(fields([{ day: '2026-08-31', part: 'morning' }])).toEqual(['/windows/0/day']);
    expect(fields([{ day: '2026-08-28', part: 'morning' }])).toEqual([]);
  });
});

describe('a window inside the listed hours', () => {
  it('takes the morning from opening to noon and the afternoon from noon to closing', () => {
    expect(windowSpan({ day: '2026-06-02', part: 'morning' }, HOURS)).toEqual({ from: 480, to: 720 });
    expect(windowSpan({ day: '2026-06-02', part: 'afternoon' }, HOURS)).toEqual({ from: 720, to: 1020 });
    expect(windowSpan({ day: '2026-06-05', part: 'morning' }, HOURS)).toEqual({ from: 420, to: 720 });
  });

  it('refuses a morning where the clinic opens after noon, an afternoon where it closes by noon, a closed day', () => {
    expect(fields([{ day: '2026-06-03', part: 'morning' }])).toEqual(['/windows/0/part']);
    expect(fields([{ day: '2026-06-05', part: 'afternoon' }])).toEqual(['/windows/0/part']);
    expect(fields([{ day: '2026-06-06', part: 'morning' }])).toEqual(['/windows/0/day']);
  });

  it('keeps a range inside the hours with from before to', () => {
    expect(fields([{ day: '2026-06-02', part: 'range', from: '08:00', to: '17:00' }])).toEqual([]);
    expect(fields([{ day: '2026-06-02', part: 'range', from: '07:59', to: '09:00' }])).toEqual(['/windows/0/from']);
    expect(fields([{ day: '2026-06-02', part: 'range', from: '16:00', to: '17:01' }])).toEqual(['/windows/0/to']);
    expect(fields([{ day: '2026-06-02', part: 'range', from: '10:00', to: '10:00' }])).toEqual(['/windows/0/to']);
    expect(fields([{ day: '2026-06-02', part: 'range', to: '10:00' }])).toEqual(['/windows/0/from']);
    expect(fields([{ day: '2026-06-02', part: 'morning', from: '09:00' }])).toEqual(['/windows/0/from']);
  });

  it('names a window overlapping an earlier one of the same day, and lets touching ones be', () => {
    expect(fields([{ day: '2026-06-02', part: 'morning' }, { day: '2026-06-02', part: 'range', from: '11:30', to: '12:30' }])).toEqual(['/windows/1']);
    expect(fields([{ day: '2026-06-02', part: 'morning' }, { day: '2026-06-02', part: 'afternoon' }])).toEqual([]);
    expect(fields([{ day: '2026-06-02', part: 'morning' }, { day: '2026-06-04', part: 'morning' }])).toEqual([]);
  });
});

describe('times', () => {
  it('finds a time inside a window, and not one outside it', () => {
    const window = { day: '2026-06-02', part: 'morning' as const };
    expect(timeInWindow({ day: '2026-06-02', from: '09:00', to: '09:30' }, window, HOURS)).toBe(true);
    expect(timeInWindow({ day: '2026-06-02', from: '11:45', to: '12:15' }, window, HOURS)).toBe(false);
    expect(timeInWindow({ day: '2026-06-03', from: '09:00', to: '09:30' }, window, HOURS)).toBe(false);
  });

  it('checks a proposed time against the hours and the clock where the clinic is', () => {
    const now = new Date('2026-06-02T15:00:00Z'); // 09:00 in Denver
    expect(checkProposedTime({ day: '2026-06-02', from: '10:00', to: '10:30' }, HOURS, 'America/Denver', now, '2026-06-02')).toBeUndefined();
    expect(checkProposedTime({ day: '2026-06-02', from: '08:30', to: '09:00' }, HOURS, 'America/Denver', now, '2026-06-02')?.field).toBe('/time/day');
    expect(checkProposedTime({ day: '2026-06-06', from: '10:00', to: '10:30' }, HOURS, 'America/Denver', now, '2026-06-02')?.field).toBe('/time/day');
    expect(checkProposedTime({ day: '2026-06-03', from: '10:00', to: '13:30' }, HOURS, 'America/Denver', now, '2026-06-02')?.field).toBe('/time/from');
  });

  it('turns a day and clock into the instant in the time zone, across daylight saving', () => {
    expect(instantIn('2026-06-02', '09:00', 'America/Denver').toISOString()).toBe('2026-06-02T15:00:00.000Z');
    expect(instantIn('2026-12-02', '09:00', 'America/Denver').toISOString()).toBe('2026-12-02T16:00:00.000Z');
    expect(instantIn('2026-03-08', '09:00', 'America/New_York').toISOString()).toBe('2026-03-08T13:00:00.000Z');
  });

  it('ends the windows when the last one ends', () => {
    const end = windowsEndAt([{ day: '2026-06-04', part: 'morning' }, { day: '2026-06-02', part: 'afternoon' }], HOURS, 'America/Denver');
    expect(end.toISOString()).toBe('2026-06-04T18:00:00.000Z');
  });
});
