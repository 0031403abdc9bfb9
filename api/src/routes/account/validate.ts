/**
 * Checks an owner's jsonPayload beyond its JSON schema. Every message names the
 * field as a path (`jsonPayload/detail/website ...`), answered 400.
 */
import type { TSchema, Static } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { ClinicInput, SETUP_CATEGORY_IDS, WEEKDAYS, findCategory, isEmail, isHttpUrl, isPhoneNumber } from '@directpay/contracts';
import { ClientError } from '../../images/errors';

const compiled = new Map<TSchema, ReturnType<typeof TypeCompiler.Compile>>();

/** Schema check: unknown fields, wrong types, lengths and patterns; the first problem is reported. */
export function checkSchema<T extends TSchema>(schema: T, value: unknown, root = 'jsonPayload'): Static<T> {
  let check = compiled.get(schema);
  if (!check) {
    check = TypeCompiler.Compile(schema);
    compiled.set(schema, check);
  }
  if (check.Check(value)) return value as Static<T>;
  const first = check.Errors(value).First();
  const where = `${root}${first?.path ?? ''}`;
  throw new ClientError(400, `${where} ${first?.message.toLowerCase() ?? 'is invalid'}`);
}

const bad = (field: string, message: string) => new ClientError(400, `jsonPayload/${field} ${message}`);

export function checkClinic(value: unknown): ClinicInput {
  const input = checkSchema(ClinicInput, value);
  if (!findCategory(input.categoryId) || !SETUP_CATEGORY_IDS.includes(input.categoryId)) {
    throw bad('categoryId', 'must be a category an owner can choose');
  }
  const { detail, address } = input;
  if (!detail.name.trim()) throw bad('detail/name', 'is required');
  // The wizard labels the website '(required)': it must be an http(s) URL.
  if (!isHttpUrl(detail.website.trim())) throw bad('detail/website', 'must be a URL starting with http:// or https://');
  // Optional, but when given it must be an address messages can be delivered to.
  if (detail.emailAddress.trim() && !isEmail(detail.emailAddress.trim())) throw bad('detail/emailAddress', 'must be an email address');
  const phone = detail.phoneNumber.trim();
  if (phone && !isPhoneNumber(phone)) {
    throw bad('detail/phoneNumber', 'must be 10 to 15 digits (spaces, dashes, dots, brackets and a leading + allowed)');
  }
  for (const [field, limit] of [['latitude', 90], ['longitude', 180]] as const) {
    const n = address[field];
    if (n !== null && (!Number.isFinite(n) || Math.abs(n) > limit)) throw bad(`address/${field}`, `must be between -${limit} and ${limit}`);
  }
  for (const day of WEEKDAYS) {
    const hours = input.hours as Record<string, string | boolean>;
    if (!hours[`${day}Toggle`]) continue;
    const open = hours[`${day}OpenTime`] as string;
    const close = hours[`${day}CloseTime`] as string;
    if (!open) throw bad(`hours/${day}OpenTime`, 'is required when the day is open');
    if (!close) throw bad(`hours/${day}CloseTime`, 'is required when the day is open');
    if (open >= close) throw bad(`hours/${day}CloseTime`, 'must be after the opening time');
  }
  return input;
}
