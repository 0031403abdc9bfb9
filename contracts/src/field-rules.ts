/**
 * Field rules the API enforces and the owner's forms check before sending, so
 * both sides accept exactly the same values.
 */

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Dollars as text: '120' or '99.50'. */
export const PRICE_PATTERN = /^[0-9]{1,7}(\.[0-9]{1,2})?$/;

/** 24-hour 'HH:MM'. */
export const TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** Formatting characters a phone number may carry; what is left must be 10 to 15 digits. */
const PHONE_CHARS = /^\+?[0-9\s().-]*$/;

export function isEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text);
}

export function isPhoneNumber(text: string): boolean {
  const digits = text.replace(/\D/g, '').length;
  return PHONE_CHARS.test(text) && digits >= 10 && digits <= 15;
}

/** An absolute http(s) address with a dotted host name. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
