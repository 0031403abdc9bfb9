import type { ComparedClinic, Service } from '@directpay/contracts';
import { compareRows, confirmedLabel, milesLabel } from './compare-rows';

const clinic = (id: string, services: ([string, string] | Service)[]): ComparedClinic =>
  ({ id, name: id, services: services.map((s) => (Array.isArray(s) ? { description: s[0], price: s[1] } : s)) }) as ComparedClinic;

describe('compareRows', () => {
  it('marks the lowest price of each service every clinic prices, ties included, and lists the rest apart', () => {
    const rows = compareRows([
      clinic('a', [['Exam', '120'], ['X-ray', '40'], ['Whitening', '300']]),
      clinic('b', [['Exam ', '99.50'], ['X-ray', '40.00'], ['Exam', '150']]),
      clinic('c', [['exam', '135'], ['X-ray', '55']]),
    ]);
    expect(rows.shared).toMatchObject([
      { description: 'Exam', prices: ['120', '99.50', '135'], lowest: [1] },
      { description: 'X-ray', prices: ['40', '40.00', '55'], lowest: [0, 1] },
    ]);
    expect(rows.others).toMatchObject([{ description: 'Whitening', prices: ['300', null, null], lowest: [] }]);
  });

  it("keeps each price's service for its code and bundle, and names a code all the clinics share once", () => {
    const cleaning = (price: string, code: string, extra: Partial<Service> = {}): Service => ({ description: 'Cleaning', price, code, codeSystem: 'CDT', ...extra });
    const rows = compareRows([
      clinic('a', [cleaning('90', 'D1110', { includes: ['Exam'] }), { description: 'Exam', price: '50', code: 'D0150', codeSystem: 'CDT' }]),
      clinic('b', [cleaning('80', 'D1110'), ['Exam', '60']]),
    ]);
    const [row, exam] = rows.shared;
    expect(row).toMatchObject({ description: 'Cleaning', code: 'CDT D1110', lowest: [1] });
    expect(row.services.map((s) => s?.includes)).toEqual([['Exam'], undefined]);
    expect(exam.code).toBeUndefined();
    expect(exam.services.map((s) => s?.code)).toEqual(['D0150', undefined]);
  });

  it('has no shared rows when the clinics price nothing in common', () => {
    expect(compareRows([clinic('a', [['Exam', '1']]), clinic('b', [['LASIK', '2']])]).shared).toEqual([]);
  });
});

describe('labels', () => {
  it('writes miles as the search list does and dates as Month D, YYYY', () => {
    expect(milesLabel(5)).toBe('3.1 mi');
    expect(milesLabel(40)).toBe('25 mi');
    expect(confirmedLabel('2026-03-04T00:00:00.000Z')).toBe('March 4, 2026');
    expect(confirmedLabel(null)).toBe('Not confirmed yet');
    expect(confirmedLabel('2026-04-01T00:00:00.000Z', true)).toBe("From the clinic's price file of April 1, 2026");
  });
});
