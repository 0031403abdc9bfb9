/**
 * @jest-environment node
 */
import { resolveForm } from '@directpay/shared-ui/forms';
import { addDays, dayIn } from '@directpay/contracts';
import { LINES_GROUP, emptyCoProvider, formPathOf, issueResolver, issueWarningsOf, toIssueEstimate, toIssueRequest, typedTotalCents, type IssueFields } from './issue-form';

const fields = (): IssueFields => ({
  primaryService: 'Knee X-ray',
  scheduledFor: '',
  lines: [{ description: 'X-ray, knee', code: '73560', codeSystem: 'CPT', quantity: '2', unitPrice: '45.50', diagnosis: 'm25.561, ' }],
  coProviders: [],
  separatelyScheduled: [],
});
const check = (values: IssueFields) => resolveForm(issueResolver, values);

describe('the owner’s estimate form, checked with the API’s IssueEstimateInput and rules', () => {
  it('sends typed lines as the API reads them, diagnosis codes as a list', async () => {
    expect(await check(fields())).toEqual({});
    expect(toIssueEstimate(fields())).toMatchObject({ scheduledFor: null, lines: [{ quantity: 2, unitPrice: '45.50', diagnosisCodes: ['M25.561'] }] });
    expect(typedTotalCents(fields())).toBe(9100);
  });
  it('puts a co-provider’s bad NPI, TIN and price on their fields, and a bad diagnosis code on the line’s codes', async () => {
    const values = fields();
    values.lines[0].diagnosis = 'not-a-code';
    values.coProviders = [{ ...emptyCoProvider(), name: 'Valley Imaging', npi: '1234567890', tin: '12-34', streetAddress: '1 Main St', cityTown: 'Provo', state: 'UT', zip: '84601' }];
    values.coProviders[0].lines[0] = { ...values.coProviders[0].lines[0], description: 'Reading', unitPrice: '-5' };
    const errors = await check(values);
    expect(errors['lines.0.diagnosis']).toMatch(/ICD-10-CM/);
    expect(errors['coProviders.0.npi']).toBeDefined();
    expect(errors['coProviders.0.tin']).toMatch(/9 digits/);
    expect(errors['coProviders.0.lines.0.unitPrice']).toMatch(/price in dollars/);
  });
  it('asks for at least one line', async () => {
    expect((await check({ ...fields(), lines: [] }))[LINES_GROUP]).toMatch(/at least one/);
  });
  it('maps the API’s pointers onto the form', () => {
    expect(formPathOf('/body/coProviders/0/lines/1/diagnosisCodes/2')).toBe('coProviders.0.lines.1.diagnosis');
    expect(formPathOf('/body/lines/0/codeSystem')).toBe('lines.0.code');
    expect(formPathOf('/body/lines')).toBe(LINES_GROUP);
  });
  it('refuses a co-provider’s TIN no IRS rule allows, at its field', async () => {
    const values = fields();
    values.coProviders = [{ ...emptyCoProvider(), name: 'Valley Imaging', npi: '1234567893', tin: '00-0000000', streetAddress: '1 Main St', cityTown: 'Provo', state: 'UT', zip: '84601' }];
    values.coProviders[0].lines[0] = { ...values.coProviders[0].lines[0], description: 'Reading', code: '73560', codeSystem: 'CPT', unitPrice: '40' };
    expect((await check(values))['coProviders.0.tin']).toMatch(/not a possible EIN/);
  });
  it('asks for a line from the clinic even when another provider has lines', async () => {
    const values = { ...fields(), lines: [] };
    values.coProviders = [{ ...emptyCoProvider(), name: 'Valley Imaging', npi: '1234567893', tin: '12-3456789', streetAddress: '1 Main St', cityTown: 'Provo', state: 'UT', zip: '84601' }];
    values.coProviders[0].lines[0] = { ...values.coProviders[0].lines[0], description: 'Reading', unitPrice: '40' };
    expect((await check(values))[LINES_GROUP]).toMatch(/from the convening clinic/);
  });
});

describe('the warnings before issuing', () => {
  const now = new Date();
  const day = (offset: number) => addDays(dayIn('Pacific/Guam', now), offset);

  it('none for a coded, diagnosed line and no date: the estimate is sent without acceptWarnings', () => {
    expect(issueWarningsOf(fields(), now)).toEqual([]);
    expect(toIssueRequest(fields(), now)).not.toHaveProperty('acceptWarnings');
  });

  it('a line without a code, a scheduled line without diagnoses, care tomorrow: listed, and issuing then accepts them', () => {
    const values = { ...fields(), scheduledFor: day(1) };
    values.lines = [...values.lines, { description: 'Reading', code: '', codeSystem: '' as const, quantity: '1', unitPrice: '40', diagnosis: '' }];
    expect(issueWarningsOf(values, now).map((w) => w.field)).toEqual(['/lines/1/code', '/lines/1/diagnosisCodes', '/scheduledFor']);
    expect(toIssueRequest(values, now)).toMatchObject({ acceptWarnings: true });
  });
});
