import type { IssueEstimateInput } from './api/estimates';
import { checkIssueEstimate, issueWarnings } from './estimate-rules';

const line = { description: 'Exam', code: 'D0150', codeSystem: 'CDT' as const, quantity: 1, unitPrice: '120', diagnosisCodes: ['Z01.20'] };
const lab = { name: 'Lab', npi: '1245319599', tin: '87-1234567', streetAddress: '1 Main St', cityTown: 'Orem', state: 'UT', zip: '84057' };
const estimate = (change: Partial<IssueEstimateInput> = {}): IssueEstimateInput => ({ primaryService: 'Exam', lines: [line], coProviders: [], separatelyScheduled: [], ...change });

describe('issuing is refused', () => {
  it('without a line from the convening clinic, even with co-providers’ lines', () => {
    expect(checkIssueEstimate(estimate({ lines: [], coProviders: [{ ...lab, lines: [line] }] }), '2026-03-02')).toEqual([
      { field: '/lines', message: 'must hold at least one item or service from the convening clinic' },
    ]);
  });

  it("with a co-provider's TIN no IRS rule allows", () => {
    expect(checkIssueEstimate(estimate({ coProviders: [{ ...lab, tin: '00-0000000', lines: [line] }] }), '2026-03-02').map((p) => p.field)).toEqual(['/coProviders/0/tin']);
  });
});

describe('issuing warns', () => {
  // Monday, March 2, 2026.
  const today = '2026-03-02';

  it('of nothing for coded lines with diagnoses, care a week away', () => {
    expect(issueWarnings(estimate(), '2026-03-09', today)).toEqual([]);
  });

  it('of a line without a service code, at its code, for the clinic and co-providers alike', () => {
    const bare = { ...line, code: '', codeSystem: '' as const, description: 'Crown fabrication' };
    expect(issueWarnings(estimate({ lines: [bare], coProviders: [{ ...lab, lines: [line, bare] }] }), null, today)).toEqual([
      { field: '/lines/0/code', message: 'Crown fabrication has no service code (CPT, HCPCS or CDT).' },
      { field: '/coProviders/0/lines/1/code', message: 'Crown fabrication has no service code (CPT, HCPCS or CDT).' },
    ]);
  });

  it('of lines without diagnosis codes only when the care is scheduled', () => {
    const undiagnosed = estimate({ lines: [{ ...line, diagnosisCodes: [] }] });
    expect(issueWarnings(undiagnosed, null, today)).toEqual([]);
    expect(issueWarnings(undiagnosed, '2026-03-20', today)).toEqual([{ field: '/lines/0/diagnosisCodes', message: 'Exam has no diagnosis code, and the care is scheduled.' }]);
  });

  it('of care fewer than 3 business days away, counted over weekends and holidays', () => {
    const close = [{ field: '/scheduledFor', message: 'The care is fewer than 3 business days away: the estimate may reach the patient after it.' }];
    expect(issueWarnings(estimate(), today, today)).toEqual(close);
    expect(issueWarnings(estimate(), '2026-03-04', today)).toEqual(close);
    expect(issueWarnings(estimate(), '2026-03-05', today)).toEqual([]);
    // Thursday, July 2, 2026: Friday the 3rd is the observed Independence Day, so Tuesday the 7th is 2 business days away.
    expect(issueWarnings(estimate(), '2026-07-07', '2026-07-02')).toEqual(close);
    expect(issueWarnings(estimate(), '2026-07-08', '2026-07-02')).toEqual([]);
  });
});
