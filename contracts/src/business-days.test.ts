import { addBusinessDays, businessDaysBetween, federalHolidays, isBusinessDay, isObservedFederalHoliday } from './business-days';

describe('US federal holidays (5 U.S.C. 6103)', () => {
  it('dates the Monday holidays and Thanksgiving by their rule', () => {
    const days = Object.fromEntries(federalHolidays(2026).map((h) => [h.name, h.day]));
    expect(days['Birthday of Martin Luther King, Jr.']).toBe('2026-01-19');
    expect(days["Washington's Birthday"]).toBe('2026-02-16');
    expect(days['Memorial Day']).toBe('2026-05-25');
    expect(days['Labor Day']).toBe('2026-09-07');
    expect(days['Columbus Day']).toBe('2026-10-12');
    expect(days['Thanksgiving Day']).toBe('2026-11-26');
    expect(federalHolidays(2026)).toHaveLength(11);
    expect(federalHolidays(2020).map((h) => h.name)).not.toContain('Juneteenth National Independence Day');
  });

  it('observes a Saturday holiday on the Friday before and a Sunday one on the Monday after', () => {
    // July 4, 2026 is a Saturday; January 1, 2023 a Sunday.
    expect(isObservedFederalHoliday('2026-07-03')).toBe(true);
    expect(isBusinessDay('2026-07-03')).toBe(false);
    expect(isObservedFederalHoliday('2023-01-02')).toBe(true);
    expect(isBusinessDay('2023-01-02')).toBe(false);
  });

  it("observes New Year's Day on a Saturday on December 31 of the year before", () => {
    // January 1, 2022 was a Saturday.
    expect(isObservedFederalHoliday('2021-12-31')).toBe(true);
    expect(isBusinessDay('2021-12-31')).toBe(false);
    expect(isBusinessDay('2022-01-03')).toBe(true);
  });

  it('a weekend is no business day, a plain weekday is', () => {
    expect(isBusinessDay('2026-03-07')).toBe(false); // Saturday
    expect(isBusinessDay('2026-03-08')).toBe(false); // Sunday
    expect(isBusinessDay('2026-03-09')).toBe(true);
  });
});

describe('business days', () => {
  it('skip a weekend', () => {
    expect(addBusinessDays('2026-03-06', 1)).toBe('2026-03-09'); // Friday → Monday
    expect(addBusinessDays('2026-03-07', 1)).toBe('2026-03-09'); // Saturday → Monday
  });

  it('skip a federal holiday and the weekend around it', () => {
    // Thanksgiving 2025 is Thursday November 27.
    expect(addBusinessDays('2025-11-26', 3)).toBe('2025-12-02');
    // July 3, 2026 (observed Independence Day) then the weekend.
    expect(addBusinessDays('2026-07-02', 1)).toBe('2026-07-06');
  });

  it('are counted after the first day up to and including the last', () => {
    expect(businessDaysBetween('2026-03-06', '2026-03-09')).toBe(1);
    expect(businessDaysBetween('2026-03-09', '2026-03-09')).toBe(0);
    expect(businessDaysBetween('2026-03-09', '2026-03-02')).toBe(0);
    expect(businessDaysBetween('2026-01-05', '2026-01-20')).toBe(10); // MLK day on the 19th
    expect(businessDaysBetween('2026-01-05', '2027-01-20', 10)).toBe(10);
  });
});
