import { billingCodeProblem, codeLabel, codeSystemOf, isBillingCode, normalizeCode } from './billing-codes';

describe('billing codes', () => {
  it.each([
    ['99213', 'CPT'],
    ['0591T', 'CPT'],
    ['S4015', 'HCPCS'],
    ['G0103', 'HCPCS'],
    ['D1110', 'CDT'],
  ])('%s is a %s code', (code, system) => {
    expect(codeSystemOf(code)).toBe(system);
    expect(billingCodeProblem(code, system)).toBeUndefined();
  });

  it.each(['9921', '992133', 'D111', 'DD110', '12-34', ' 99213', ''])('%j is no code', (code) => {
    expect(codeSystemOf(code)).toBeUndefined();
    expect(billingCodeProblem(code, 'CPT')?.field).toBe('code');
  });

  it('names the system a code belongs to when the given one does not match', () => {
    expect(billingCodeProblem('D1110', 'CPT')).toEqual({ field: 'codeSystem', message: 'does not match the code: D1110 is a CDT code' });
    expect(billingCodeProblem('D1110', 'HCPCS')?.field).toBe('codeSystem');
    expect(billingCodeProblem('99213', 'CDT')?.message).toMatch(/99213 is a CPT code/);
    expect(billingCodeProblem('99213', undefined)?.field).toBe('codeSystem');
    expect(billingCodeProblem('99213', 'ICD10')?.message).toMatch(/one of CPT, HCPCS, CDT/);
  });

  it('normalizes what a person types', () => {
    expect(normalizeCode(' d1110 ')).toBe('D1110');
  });
});

describe('code labels and searches', () => {
  it('shows a code with its system, and nothing without both', () => {
    expect(codeLabel({ code: 'D1110', codeSystem: 'CDT' })).toBe('CDT D1110');
    expect(codeLabel({ code: 'D1110', codeSystem: '' })).toBeUndefined();
    expect(codeLabel({})).toBeUndefined();
  });

  it('takes any system format for a search, and nothing else', () => {
    expect(['D1110', '99213', '0591T', 'G0103'].every(isBillingCode)).toBe(true);
    expect(['d1110', 'D111', 'D11100', '{"$ne":1}', 'D1110\n'].some(isBillingCode)).toBe(false);
  });
});
