import {
  DESCRIPTION_MAX,
  isEmail,
  isHttpUrl,
  isPhoneNumber,
  MAX_CLINIC_IMAGES,
  PRICE_PATTERN,
  SETUP_CATEGORY_IDS,
  TIME_PATTERN,
  WEEKDAYS,
} from '@directpay/contracts';
import type { ClinicDraft } from './clinic-draft';

/** Field path (as the form names it, e.g. 'detail.website') -> message. Empty means the step is fine. */
export type StepErrors = Record<string, string>;

export const TOTAL_STEPS = 10;
export const HOURS_MIN = '09:00';
export const HOURS_MAX = '18:00';

export const PRICE_MESSAGE = 'Enter a price in dollars, like 120 or 99.50.';

function checkCoordinate(errors: StepErrors, field: string, text: string, limit: number, label: string) {
  if (text.trim() === '') return;
  const n = Number(text.trim());
  if (!Number.isFinite(n) || Math.abs(n) > limit) errors[field] = `${label} must be a number between -${limit} and ${limit}.`;
}

function checkNames(errors: StepErrors, list: string, items: { name: string }[], what: string) {
  items.forEach((item, i) => {
    if (!item.name.trim()) errors[`${list}.${i}.name`] = `Enter the ${what} or remove this row.`;
  });
}

type Check = (draft: ClinicDraft, errors: StepErrors) => void;

/** The rules of each step, checked before Next (and all of them before Submit). Same rules as the API. */
const checks: Record<number, Check> = {
  1: (d, e) => {
    if (!SETUP_CATEGORY_IDS.includes(Number(d.categoryId))) e.categoryId = 'Choose the category that describes your clinic location.';
    if (!d.detail.name.trim()) e['detail.name'] = 'Enter the clinic name.';
  },
  2: (d, e) => {
    const phone = d.detail.phoneNumber.trim();
    if (phone && !isPhoneNumber(phone)) e['detail.phoneNumber'] = 'Enter a phone number with 10 to 15 digits.';
    const email = d.detail.emailAddress.trim();
    if (email && !isEmail(email)) e['detail.emailAddress'] = 'Enter an email address like name@example.com.';
    const website = d.detail.website.trim();
    if (!website) e['detail.website'] = 'Enter the clinic website.';
    else if (!isHttpUrl(website)) e['detail.website'] = 'Enter a website address starting with http:// or https://.';
  },
  3: (d, e) => {
    if (d.images.length > MAX_CLINIC_IMAGES) e.images = `Add at most ${MAX_CLINIC_IMAGES} images.`;
  },
  4: (d, e) => {
    const a = d.address;
    if (!a.streetAddress.trim()) e['address.streetAddress'] = 'Enter the street address.';
    if (!a.cityTown.trim()) e['address.cityTown'] = 'Enter the city.';
    if (!a.state.trim()) e['address.state'] = 'Enter the state.';
    if (!a.zip.trim()) e['address.zip'] = 'Enter the ZIP code.';
    checkCoordinate(e, 'address.latitude', a.latitude, 90, 'Latitude');
    checkCoordinate(e, 'address.longitude', a.longitude, 180, 'Longitude');
    if ((a.latitude.trim() === '') !== (a.longitude.trim() === '')) {
      e[a.latitude.trim() ? 'address.longitude' : 'address.latitude'] = 'Enter both latitude and longitude, or neither.';
    }
  },
  5: (d, e) => {
    if (d.detail.description.length > DESCRIPTION_MAX) e['detail.description'] = `Use at most ${DESCRIPTION_MAX} characters.`;
  },
  6: (d, e) => checkNames(e, 'insurances', d.insurances, 'insurance name'),
  7: (d, e) => {
    d.services.forEach((s, i) => {
      if (s.enabled && !PRICE_PATTERN.test((s.price ?? '').trim())) e[`services.${i}.price`] = PRICE_MESSAGE;
    });
    d.otherServices.forEach((s, i) => {
      if (!s.description.trim()) e[`otherServices.${i}.description`] = 'Describe the service or remove this row.';
      if (!PRICE_PATTERN.test((s.price ?? '').trim())) e[`otherServices.${i}.price`] = PRICE_MESSAGE;
    });
  },
  8: (d, e) => checkNames(e, 'specialties', d.specialties, 'specialty'),
  9: (d, e) => {
    const hours = d.hours as unknown as Record<string, string | boolean>;
    for (const day of WEEKDAYS) {
      if (!hours[`${day}Toggle`]) continue;
      const open = String(hours[`${day}OpenTime`] ?? '');
      const close = String(hours[`${day}CloseTime`] ?? '');
      for (const [field, value] of [[`${day}OpenTime`, open], [`${day}CloseTime`, close]]) {
        if (!TIME_PATTERN.test(value)) e[`hours.${field}`] = 'Enter a time.';
        else if (value < HOURS_MIN || value > HOURS_MAX) e[`hours.${field}`] = 'Choose a time between 09:00 and 18:00.';
      }
      if (!e[`hours.${day}OpenTime`] && !e[`hours.${day}CloseTime`] && open >= close) e[`hours.${day}CloseTime`] = 'Closing must be after opening.';
    }
  },
};

export function validateStep(step: number, draft: ClinicDraft): StepErrors {
  const errors: StepErrors = {};
  checks[step]?.(draft, errors);
  return errors;
}

/** The first step with a problem, for Submit (a draft from Edit may predate today's rules). */
export function firstInvalidStep(draft: ClinicDraft): { step: number; errors: StepErrors } | null {
  for (let step = 1; step <= TOTAL_STEPS; step++) {
    const errors = validateStep(step, draft);
    if (Object.keys(errors).length) return { step, errors };
  }
  return null;
}
