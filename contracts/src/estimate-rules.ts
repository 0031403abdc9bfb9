/**
 * The checks of a Good Faith Estimate request and of an issued estimate that
 * one field's schema cannot make: dates against the clinic's today, billing
 * codes against their system, ICD-10-CM forms, co-providers' NPI and TIN, and
 * the line count over every provider. The API runs them after the schema and
 * the owner's and patient's forms can run the same functions.
 */
import type { EstimateLineInput, EstimateRequestInput, IssueEstimateInput } from './api/estimates';
import { billingCodeProblem } from './billing-codes';
import { addDays, businessDaysBetween } from './business-days';
import type { FieldProblem } from './clinic-rules';
import { DATE_OF_BIRTH_MAX_YEARS, ESTIMATE_MAX_LINES, SCHEDULED_MAX_DAYS } from './good-faith-estimate';
import { ICD10_WORDS, isIcd10Cm, normalizeIcd10, npiProblem, tinProblem } from './provider-ids';

const yearsBefore = (day: string, years: number) => `${String(Number(day.slice(0, 4)) - years).padStart(4, '0')}${day.slice(4)}`;

function checkScheduled(scheduledFor: string | null | undefined, today: string, bad: (field: string, message: string) => void): void {
  if (!scheduledFor) return;
  if (scheduledFor < today) bad('/scheduledFor', `must not be in the past (the clinic's today is ${today})`);
  else if (scheduledFor > addDays(today, SCHEDULED_MAX_DAYS)) bad('/scheduledFor', `must be within ${SCHEDULED_MAX_DAYS} days`);
}

/** `today`: the clinic's calendar day (good-faith-estimate.ts, dayIn). */
export function checkEstimateRequest(input: EstimateRequestInput, today: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const bad = (field: string, message: string) => problems.push({ field, message });
  if (input.dateOfBirth > today) bad('/dateOfBirth', 'must not be in the future');
  else if (input.dateOfBirth < yearsBefore(today, DATE_OF_BIRTH_MAX_YEARS)) bad('/dateOfBirth', `must be within the last ${DATE_OF_BIRTH_MAX_YEARS} years`);
  checkScheduled(input.scheduledFor, today, bad);
  return problems;
}

function checkLine(line: EstimateLineInput, at: string, bad: (field: string, message: string) => void): void {
  const code = line.code?.trim();
  if (code) {
    const problem = billingCodeProblem(code, line.codeSystem || undefined);
    if (problem) bad(`${at}/${problem.field}`, problem.message);
  } else if (line.codeSystem) bad(`${at}/code`, 'is required with a code system');
  line.diagnosisCodes.forEach((typed, i) => {
    if (!isIcd10Cm(normalizeIcd10(typed))) bad(`${at}/diagnosisCodes/${i}`, `must be ${ICD10_WORDS}`);
  });
}

export function checkIssueEstimate(input: IssueEstimateInput, today: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const bad = (field: string, message: string) => problems.push({ field, message });
  checkScheduled(input.scheduledFor, today, bad);
  const count = input.lines.length + input.coProviders.reduce((sum, p) => sum + p.lines.length, 0);
  // The convening provider's own items head the estimate (45 CFR 149.610(c)); co-providers' lines alone are no estimate of its care.
  if (input.lines.length === 0) bad('/lines', 'must hold at least one item or service from the convening clinic');
  if (count > ESTIMATE_MAX_LINES) bad(input.lines.length > 0 ? '/lines' : '/coProviders', `must hold at most ${ESTIMATE_MAX_LINES} lines over every provider (${count} sent)`);
  input.lines.forEach((line, i) => checkLine(line, `/lines/${i}`, bad));
  input.coProviders.forEach((provider, p) => {
    const at = `/coProviders/${p}`;
    const npiWrong = npiProblem(provider.npi.trim());
    if (npiWrong) bad(`${at}/npi`, npiWrong);
    const tinWrong = tinProblem(provider.tin);
    if (tinWrong) bad(`${at}/tin`, tinWrong);
    provider.lines.forEach((line, i) => checkLine(line, `${at}/lines/${i}`, bad));
  });
  return problems;
}

/** Business days the estimate may take when care is this close (45 CFR 149.610(b)(1)(ii)): closer, it may arrive after the care. */
export const ESTIMATE_LEAD_BUSINESS_DAYS = 3;

/**
 * What an owner is warned of before issuing, and may issue anyway: lines without a
 * service code; scheduled care with lines without diagnosis codes (the rule asks for
 * them where they apply); care fewer than 3 business days after the clinic's today.
 * `scheduledFor`: the date the estimate will carry (the request's when the input leaves it out).
 */
export function issueWarnings(input: IssueEstimateInput, scheduledFor: string | null, today: string): FieldProblem[] {
  const warnings: FieldProblem[] = [];
  const lines = [
    ...input.lines.map((line, i) => ({ line, at: `/lines/${i}` })),
    ...input.coProviders.flatMap((provider, p) => provider.lines.map((line, i) => ({ line, at: `/coProviders/${p}/lines/${i}` }))),
  ];
  for (const { line, at } of lines) {
    const name = line.description.trim() || 'A line';
    if (!line.code?.trim()) warnings.push({ field: `${at}/code`, message: `${name} has no service code (CPT, HCPCS or CDT).` });
    if (scheduledFor && line.diagnosisCodes.length === 0) warnings.push({ field: `${at}/diagnosisCodes`, message: `${name} has no diagnosis code, and the care is scheduled.` });
  }
  if (scheduledFor && businessDaysBetween(today, scheduledFor, ESTIMATE_LEAD_BUSINESS_DAYS) < ESTIMATE_LEAD_BUSINESS_DAYS) {
    warnings.push({
      field: '/scheduledFor',
      message: `The care is fewer than ${ESTIMATE_LEAD_BUSINESS_DAYS} business days away: the estimate may reach the patient after it.`,
    });
  }
  return warnings;
}
