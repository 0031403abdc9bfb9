/**
 * The owner's `jsonPayload` checks: the contract schema through the API's one
 * Ajv (lib/validation.ts), then the contracts' cross-field clinic checks. Each
 * error points at `/body/jsonPayload/...` and its message starts with
 * `jsonPayload/...`, answered 400.
 */
import type { Static, TSchema } from '@sinclair/typebox';
import { ClinicInput, checkClinicInput } from '@directpay/contracts';
import { badRequest } from '#src/lib/http-errors';
import { checkPart } from '#src/lib/validation';

const PAYLOAD = { pointer: '/body/jsonPayload', label: 'jsonPayload' };

export function checkPayload<T extends TSchema>(schema: T, value: unknown): Static<T> {
  return checkPart(schema, value, PAYLOAD);
}

export function checkClinic(value: unknown): ClinicInput {
  const input = checkPayload(ClinicInput, value);
  const [problem] = checkClinicInput(input);
  if (problem) throw badRequest(`${PAYLOAD.label}${problem.field} ${problem.message}`, `${PAYLOAD.pointer}${problem.field}`);
  return input;
}
