/**
 * The checks of a clinic that one field's schema cannot make: the API
 * runs them after the schema, and the wizard's resolver runs the same function,
 * so client and server refuse the same clinics. Rules from spec section 5: the
 * website is required, an open day needs both times with closing after opening,
 * and the address (street, city, state, ZIP) is required, as the wizard asks.
 * The 09:00-18:00 range is the wizard's time inputs' (HOURS_MIN/MAX), not a data rule.
 */
import { billingCodeProblem } from './billing-codes';
import { findCategory, SETUP_CATEGORY_IDS } from './catalog';
import type { ClinicInput } from './clinic';
import { WEBSITE_RULE, isEmail, isTime, isWebsite, normaliseWebsite } from './field-rules';
import { isPhone } from './phone-rules';
import { WEEKDAYS } from './limits';
import { npiProblem, tinProblem } from './provider-ids';

export interface FieldProblem {
  /** JSON pointer relative to the clinic (the API prefixes `/body/jsonPayload`), e.g. `/hours/mondayCloseTime`. */
  field: string;
  message: string;
}

type ClinicFields = Pick<ClinicInput, 'categoryId' | 'detail' | 'address' | 'hours'> & Partial<Pick<ClinicInput, 'services' | 'otherServices' | 'npi' | 'tin'>>;

export function checkClinicInput(input: ClinicFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const bad = (field: string, message: string) => problems.push({ field, message });
  if (!findCategory(input.categoryId) || !SETUP_CATEGORY_IDS.includes(input.categoryId)) bad('/categoryId', 'must be a category an owner can choose');

  const { detail, address } = input;
  if (!detail.name.trim()) bad('/detail/name', 'is required');
  if (!detail.website.trim()) bad('/detail/website', `is required: ${WEBSITE_RULE.replace('must be ', '')}`);
  else if (!isWebsite(detail.website)) bad('/detail/website', WEBSITE_RULE);
  const email = detail.emailAddress.trim();
  if (email && !isEmail(email)) bad('/detail/emailAddress', 'must be an email address');
  const phone = detail.phoneNumber.trim();
  if (phone && !isPhone(phone)) bad('/detail/phoneNumber', 'must be a phone number: 10 digits for the US and Canada, or + and the country code');

  for (const field of ['streetAddress', 'cityTown', 'state', 'zip'] as const) {
    if (!address[field].trim()) bad(`/address/${field}`, 'is required');
  }
  for (const [field, limit] of [['latitude', 90], ['longitude', 180]] as const) {
    const n = address[field];
    if (n !== null && (!Number.isFinite(n) || Math.abs(n) > limit)) bad(`/address/${field}`, `must be between -${limit} and ${limit}`);
  }
  if ((address.latitude === null) !== (address.longitude === null)) {
    bad(address.latitude === null ? '/address/latitude' : '/address/longitude', 'must be given with the other coordinate, or both left empty');
  }

  const npi = input.npi?.trim();
  const npiWrong = npi ? npiProblem(npi) : undefined;
  if (npiWrong) bad('/npi', npiWrong);
  const tin = input.tin?.trim();
  const tinWrong = tin ? tinProblem(tin) : undefined;
  if (tinWrong) bad('/tin', tinWrong);

  const hours = input.hours as Record<string, string | boolean>;
  for (const day of WEEKDAYS) {
    if (!hours[`${day}Toggle`]) continue;
    const times = ([`${day}OpenTime`, `${day}CloseTime`] as const).map((field) => ({ field, value: String(hours[field] ?? '') }));
    let fine = true;
    for (const { field, value } of times) {
      if (!value) bad(`/hours/${field}`, 'is required when the day is open');
      else if (!isTime(value)) bad(`/hours/${field}`, "must be a 24-hour time 'HH:MM'");
      else continue;
      fine = false;
    }
    if (fine && times[0].value >= times[1].value) bad(`/hours/${day}CloseTime`, 'must be after the opening time');
  }
  for (const list of ['services', 'otherServices'] as const) {
    (input[list] ?? []).forEach((service, index) => {
      const at = `/${list}/${index}`;
      if (service.code) {
        const problem = billingCodeProblem(service.code, service.codeSystem || undefined);
        if (problem) bad(`${at}/${problem.field}`, problem.message);
      } else if (service.codeSystem) bad(`${at}/code`, 'is required with a code system');
      for (const items of ['includes', 'excludes'] as const) {
        (service[items] ?? []).forEach((item, i) => {
          if (!item.trim()) bad(`${at}/${items}/${i}`, 'must not be blank');
        });
      }
    });
  }
  return problems;
}

/**
 * The clinic as stored: what checkClinicInput accepted, with the website in its
 * one spelling ('brightsmiles.com' becomes 'https://brightsmiles.com'), so the API,
 * the import and the wizard's display agree.
 */
export function normaliseClinicInput<T extends { detail: { website: string } }>(input: T): T {
  const website = normaliseWebsite(input.detail.website) ?? input.detail.website.trim();
  return website === input.detail.website ? input : { ...input, detail: { ...input.detail, website } };
}
