/**
 * The checks of a Good Faith Estimate request and of an issued estimate that
 * one field's schema cannot make: dates against the clinic's today, billing
 * codes against their system, ICD-10-CM forms, co-providers' NPI and TIN, and
 * the line count over every provider. The API runs them after the schema and
 * the owner's and patient's forms can run the same functions.
 */
import type { EstimateLineInput, EstimateRequestInput, IssueEstimateInput } from './api/estimates';
import { billingCodeProblem } from './billing-codes';
import { addDays } from './business-days';
import type { FieldProblem } from './clinic-rules';
import { DATE_OF_BIRTH_MAX_YEARS, ESTIMATE_MAX_LINES, SCHEDULED_MAX_DAYS } from './good-faith-estimate';
import { ICD10_WORDS, TIN_WORDS, isIcd10Cm, isTin, normalizeIcd10, npiProblem } from './provider-ids';

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
  if (count === 0) bad('/lines', 'must hold at least one item or service');
  if (count > ESTIMATE_MAX_LINES) bad(input.lines.length > 0 ? '/lines' : '/coProviders', `must hold at most ${ESTIMATE_MAX_LINES} lines over every provider (${count} sent)`);
  input.lines.forEach((line, i) => checkLine(line, `/lines/${i}`, bad));
  input.coProviders.forEach((provider, p) => {
    const at = `/coProviders/${p}`;
    const npiWrong = npiProblem(provider.npi.trim());
    if (npiWrong) bad(`${at}/npi`, npiWrong);
    if (!isTin(provider.tin)) bad(`${at}/tin`, `must be a TIN: ${TIN_WORDS}`);
    provider.lines.forEach((line, i) => checkLine(line, `${at}/lines/${i}`, bad));
  });
  return problems;
}
