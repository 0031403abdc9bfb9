import {
  billDateProblem,
  checkBill,
  clinicTimeZone,
  dayIn,
  estimateDeadline,
  formatCents,
  formatPriceText,
  linesTotalCents,
  priceCents,
  startOfDayIn,
} from './good-faith-estimate';

describe('the estimate deadline (45 CFR 149.610(b)(1)(ii))', () => {
  it('requested without a date: 3 business days, over a federal holiday and a weekend', () => {
    // Asked the day before Thanksgiving 2025: Friday, Monday, Tuesday.
    expect(estimateDeadline('2025-11-26')).toEqual({ rule: 'requested', dueOn: '2025-12-02' });
  });

  it('scheduled at least 3 business days ahead: 1 business day, over an observed holiday and a weekend', () => {
    // July 3, 2026 is the observed Independence Day; the visit is 4 business days after July 2.
    expect(estimateDeadline('2026-07-02', '2026-07-09')).toEqual({ rule: 'scheduled-3', dueOn: '2026-07-06' });
  });

  it('scheduled at least 10 business days ahead: 3 business days; a holiday in between can make it fewer than 10', () => {
    expect(estimateDeadline('2026-01-05', '2026-01-20')).toEqual({ rule: 'scheduled-10', dueOn: '2026-01-08' });
    // Martin Luther King Jr. Day (January 19) leaves 9 business days: the 1-day rule.
    expect(estimateDeadline('2026-01-05', '2026-01-19')).toEqual({ rule: 'scheduled-3', dueOn: '2026-01-06' });
  });

  it('scheduled fewer than 3 business days ahead: the request rule', () => {
    expect(estimateDeadline('2026-03-09', '2026-03-11')).toEqual({ rule: 'requested', dueOn: '2026-03-12' });
    expect(estimateDeadline('2026-03-06', '2026-03-06')).toEqual({ rule: 'requested', dueOn: '2026-03-11' });
  });
});

describe("a clinic's today", () => {
  it("is the day in the clinic's state's zone, US Eastern for an unknown state", () => {
    const lateEvening = new Date('2026-03-10T05:30:00Z'); // 23:30 in Denver on the 9th, 01:30 in New York on the 10th
    expect(dayIn(clinicTimeZone('UT'), lateEvening)).toBe('2026-03-09');
    expect(dayIn(clinicTimeZone('ny'), lateEvening)).toBe('2026-03-10');
    expect(dayIn(clinicTimeZone(''), lateEvening)).toBe('2026-03-10');
    expect(dayIn(clinicTimeZone('HI'), lateEvening)).toBe('2026-03-09');
  });

  it('starts at local midnight, daylight saving included', () => {
    expect(startOfDayIn('2026-01-15', 'America/Denver').toISOString()).toBe('2026-01-15T07:00:00.000Z');
    expect(startOfDayIn('2026-07-15', 'America/Denver').toISOString()).toBe('2026-07-15T06:00:00.000Z');
    // The night clocks move forward (March 8, 2026): midnight is still standard time.
    expect(startOfDayIn('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDayIn('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });
});

describe('money', () => {
  it('reads prices in cents and totals lines without floating-point drift', () => {
    expect(priceCents('99.5')).toBe(9950);
    expect(priceCents('0.07')).toBe(7);
    expect(priceCents('-5')).toBeUndefined();
    expect(linesTotalCents([{ quantity: 3, unitPrice: '0.10' }, { quantity: 1, unitPrice: '0.20' }])).toBe(50);
    expect(formatCents(123456789)).toBe('$1,234,567.89');
    expect(formatCents(5)).toBe('$0.05');
  });

  it('writes a unit price as the totals are written', () => {
    expect(formatPriceText('950.5')).toBe('$950.50');
    expect(formatPriceText(' 1200 ')).toBe('$1,200.00');
    // Not a price: its text after the listed prices' prefix.
    expect(formatPriceText('n/a')).toBe('$\u00a0n/a');
  });
});

describe('check my bill (45 CFR 149.620)', () => {
  const today = '2026-04-10';
  it('$400 or more above the provider’s estimate may be disputed within 120 days of the bill', () => {
    expect(checkBill(100_000, '1450', '2026-04-01', today)).toEqual({
      overCents: 45_000,
      overThreshold: true,
      disputeBy: '2026-07-30',
      windowClosed: false,
      eligible: true,
    });
    expect(checkBill(100_000, '1400.00', '2026-04-01', today)?.eligible).toBe(true);
    expect(checkBill(100_000, '1399.99', '2026-04-01', today)?.eligible).toBe(false);
    expect(checkBill(100_000, '800', '2026-04-01', today)).toMatchObject({ overCents: -20_000, eligible: false });
    expect(checkBill(100_000, 'lots', '2026-04-01', today)).toBeUndefined();
  });

  it('the window closes after the 120th day from the bill: the 120th day is still open', () => {
    // 2025-12-11 + 120 days is 2026-04-10.
    expect(checkBill(100_000, '1450', '2025-12-11', today)).toMatchObject({ disputeBy: '2026-04-10', windowClosed: false, eligible: true });
    expect(checkBill(100_000, '1450', '2025-12-10', today)).toMatchObject({ disputeBy: '2026-04-09', windowClosed: true, overThreshold: true, eligible: false });
  });

  it('a bill dated after today, or on no real day, is refused', () => {
    expect(billDateProblem('2026-04-11', today)).toBe('The date on the bill cannot be in the future.');
    expect(checkBill(100_000, '1450', '2026-04-11', today)).toBeUndefined();
    expect(billDateProblem(today, today)).toBeUndefined();
    expect(billDateProblem('2026-02-30', today)).toBe('Please enter the date on the bill.');
    expect(billDateProblem('', today)).toBe('Please enter the date on the bill.');
  });
});
