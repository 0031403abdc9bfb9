/**
 * The phone rule (spec sections 2 and 9): US, CA and the EU, checked with
 * libphonenumber-js. A module of its own (re-exported by field-rules), so only
 * the code that checks a phone number bundles libphonenumber-js.
 */
import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js';
import { contractText, type ContractText } from './contract-text';

export const PHONE_REGIONS = ['US', 'CA', 'EU'] as const;
export type PhoneRegion = (typeof PHONE_REGIONS)[number];

export const PHONE_REGION_LABELS: Record<PhoneRegion, string> = {
  US: 'United States (+1)',
  CA: 'Canada (+1)',
  EU: 'European Union (+country code)',
};

/** The regions' labels as messages, for pages to show them in their language. */
export const phoneRegionText = (region: PhoneRegion): ContractText => contractText(`phone.region.${region}`);

const EU_MEMBERS: ReadonlySet<string> = new Set('AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '));

const regionOf = (number: PhoneNumber): PhoneRegion | undefined => {
  const country = number.country;
  if (country === 'US' || country === 'CA') return country;
  return country && EU_MEMBERS.has(country) ? 'EU' : undefined;
};

/**
 * A valid phone number (libphonenumber-js); without a `+` it is read as US/Canadian.
 * With a region (the contact form's selector: US, CA, EU) it must belong to it.
 */
function parsePhone(text: string, region?: PhoneRegion): PhoneNumber | undefined {
  const trimmed = text.trim().replace(/^00/, '+');
  const defaultCountry: CountryCode | undefined = region === 'EU' ? undefined : (region ?? 'US');
  const number = parsePhoneNumberFromString(trimmed, defaultCountry as CountryCode);
  if (!number?.isValid() || number.ext) return undefined;
  if (!region) return number;
  const found = regionOf(number);
  if (!found) return undefined;
  // US and CA share +1: a number of either passes as the other's region.
  if (region && found !== region && !(region !== 'EU' && found !== 'EU')) return undefined;
  return number;
}

export function isPhone(text: string, region?: PhoneRegion): boolean {
  return parsePhone(text, region) !== undefined;
}

/** The international form (+1 801 555 0100) the API stores and mails; undefined when not a valid number. */
export function normalisePhone(text: string, region?: PhoneRegion): string | undefined {
  return parsePhone(text, region)?.formatInternational();
}

export type PhoneResult = { ok: true; international: string } | { ok: false; message: string };

const PHONE_EXAMPLES: Record<PhoneRegion, string> = {
  US: 'Please enter a valid US phone number, like (202) 555-0143.',
  CA: 'Please enter a valid Canadian phone number, like (416) 555-0199.',
  EU: 'Please enter a valid EU phone number with its country code, like +49 30 1234567.',
};

/** The message of checkPhone's refusal in a region, for pages to show it in their language. */
export const invalidPhoneText = (region: PhoneRegion): ContractText => contractText(`phone.invalid.${region}`);

/** For a form with a region selector: empty is fine, otherwise the international form or what to fix. */
export function checkPhone(value: string, region: PhoneRegion): PhoneResult {
  if (value.trim() === '') return { ok: true, international: '' };
  const international = normalisePhone(value, region);
  return international ? { ok: true, international } : { ok: false, message: PHONE_EXAMPLES[region] };
}

/** @deprecated use isPhone. */
export const isPhoneNumber = (text: string): boolean => isPhone(text);
