/**
 * The owner's `jsonPayload` checks: the contract schema through the API's one
 * Ajv (lib/validation.ts), then the contracts' cross-field clinic checks. Each
 * error points at `/body/jsonPayload/...` and its message starts with
 * `jsonPayload/...`, answered 400.
 */
import type { Static, TSchema } from '@sinclair/typebox';
import { ClinicInput, checkClinicInput, normaliseClinicInput, type FieldProblem } from '@directpay/contracts';
import { badRequest } from '#src/lib/http-errors';
import { checkPart, schemaProblem } from '#src/lib/validation';

const PAYLOAD = { pointer: '/body/jsonPayload', label: 'jsonPayload' };

export function checkPayload<T extends TSchema>(schema: T, value: unknown): Static<T> {
  return checkPart(schema, value, PAYLOAD);
}

/**
 * What is wrong with a clinic: the schema's first problem, else every cross-field
 * one. The wizard's save and the import both judge a clinic with this alone.
 */
export function clinicProblems(value: unknown): (FieldProblem & { shown?: string })[] {
  const problem = schemaProblem(ClinicInput, value);
  return problem ? [problem] : checkClinicInput(value as ClinicInput);
}

/** The clinic as it is stored ('brightsmiles.com' becomes 'https://brightsmiles.com'), or a 400 naming its first problem. */
export function checkClinic(value: unknown): ClinicInput {
  const [problem] = clinicProblems(value);
  if (problem) throw badRequest(`${PAYLOAD.label}${problem.shown ?? problem.field} ${problem.message}`, `${PAYLOAD.pointer}${problem.field}`);
  return normaliseClinicInput(value as ClinicInput);
}
