import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/** The spec's phone country options (section 9). */
export const PHONE_REGIONS = ['US', 'CA', 'EU'] as const;
export type PhoneRegion = (typeof PHONE_REGIONS)[number];

export const PHONE_REGION_LABELS: Record<PhoneRegion, string> = {
  US: 'United States (+1)',
  CA: 'Canada (+1)',
  EU: 'European Union (+country code)',
};

const EU_MEMBERS: ReadonlySet<string> = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '),
);

export type PhoneResult = { ok: true; international: string } | { ok: false; message: string };

/**
 * Checks a phone number against the selected region and returns it in
 * international form (+1 202 555 0143), which the API and the recipient read
 * unambiguously. EU has no single calling code, so EU numbers need theirs.
 */
export function checkPhone(value: string, region: PhoneRegion): PhoneResult {
  const text = value.trim();
  if (text === '') return { ok: true, international: '' };
  if (region === 'EU') {
    const number = parsePhoneNumberFromString(text.replace(/^00/, '+'));
    if (number?.isValid() && number.country && EU_MEMBERS.has(number.country)) {
      return { ok: true, international: number.formatInternational() };
    }
    return { ok: false, message: 'Please enter a valid EU phone number with its country code, like +49 30 1234567.' };
  }
  const number = parsePhoneNumberFromString(text, region as CountryCode);
  if (number?.isValid() && number.country === region) return { ok: true, international: number.formatInternational() };
  return { ok: false, message: `Please enter a valid ${region === 'US' ? 'US' : 'Canadian'} phone number, like ${region === 'US' ? '(202) 555-0143' : '(416) 555-0199'}.` };
}
