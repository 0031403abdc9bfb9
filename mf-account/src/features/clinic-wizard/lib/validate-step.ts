/**
 * The wizard's checks are the API's: the contracts' ClinicInput schema and
 * checkClinicInput, run on exactly the payload Submit would send. Only the
 * words are chosen here, plus three checks of the form alone: a switched-on
 * service needs its price, an added insurance or specialty row its name, and
 * the time inputs offer 09:00-18:00 (HOURS_MIN/MAX: the spec's range for the
 * wizard's inputs, not a rule of the data, so the API accepts other hours).
 */
import { checkClinicInput, ClinicInput, DESCRIPTION_MAX, HOURS_MAX, HOURS_MIN, isTime, MAX_CLINIC_IMAGES, WEEKDAYS } from '@directpay/contracts';
import { contractResolver, missingOr, pointerToPath, resolveForm, type FieldMessage, type FormIssue } from '@directpay/shared-ui/forms';
import type { ClinicDraft } from './clinic-draft';
import { draftToPayload } from './to-payload';
import { EIN_CHOICE_LABEL, EIN_CHOICE_REFUSED, einChoiceProblem } from './ein-choice';
import { formPathOf, sentRows, stepOf } from './wizard-fields';

/** Field path (as the form names it, e.g. 'detail.website') -> message. Empty means the step is fine. */
export type StepErrors = Record<string, string>;

export const TOTAL_STEPS = 10;
export { HOURS_MAX, HOURS_MIN };

export const PRICE_MESSAGE = 'Enter a price in dollars, like 120 or 99.50.';
export const CODE_MESSAGE = 'Enter a billing code like 99213 (CPT), G0103 (HCPCS) or D1110 (CDT), or leave it empty.';
export const BUNDLE_MESSAGE = 'List at most 10 items, one a line, each up to 100 characters.';

// The words follow from the value the rule refused, never from the contract's words.
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** An empty coordinate is refused only when the other one is given. */
const coordinate =
  (label: string, limit: number): FieldMessage =>
  (value) =>
    text(value) === '' ? 'Enter both latitude and longitude, or neither.' : `${label} must be a number between -${limit} and ${limit}.`;

/** A time that is one, inside the inputs' range, is refused only for closing before opening. */
const time: FieldMessage = (value) => {
  if (!isTime(text(value))) return 'Enter a time.';
  if (text(value) < HOURS_MIN || text(value) > HOURS_MAX) return `Choose a time between ${HOURS_MIN} and ${HOURS_MAX}.`;
  return 'Closing must be after opening.';
};

/** The wizard's words for what the contracts refuse, by form path (rows as `*`). */
const WORDS: Record<string, FieldMessage> = {
  categoryId: 'Choose the category that describes your clinic location.',
  'detail.name': 'Enter the clinic name.',
  'detail.website': missingOr('Enter the clinic website.', 'Enter a website address starting with http:// or https://.'),
  'detail.emailAddress': 'Enter an email address like name@example.com.',
  'detail.phoneNumber': 'Enter a US, Canadian or EU phone number (EU numbers with their +country code).',
  images: `Add at most ${MAX_CLINIC_IMAGES} images.`,
  'address.streetAddress': 'Enter the street address.',
  'address.cityTown': 'Enter the city.',
  'address.state': 'Enter the state.',
  'address.zip': 'Enter the ZIP code.',
  'address.latitude': coordinate('Latitude', 90),
  'address.longitude': coordinate('Longitude', 180),
  'detail.description': `Use at most ${DESCRIPTION_MAX} characters.`,
  'services.*.price': PRICE_MESSAGE,
  'otherServices.*.price': PRICE_MESSAGE,
  'otherServices.*.description': 'Describe the service or remove this row.',
  npi: (_value, contractMessage) => `The NPI ${contractMessage}.`,
  tin: (_value, contractMessage) => `The TIN ${contractMessage}.`,
  einInFileNames: EIN_CHOICE_REFUSED,
};
for (const list of ['services', 'otherServices']) {
  WORDS[`${list}.*.code`] = CODE_MESSAGE;
  WORDS[`${list}.*.codeSystem`] = missingOr('Choose the code system: CPT, HCPCS or CDT.', 'Choose the system this code belongs to.');
  WORDS[`${list}.*.includes`] = BUNDLE_MESSAGE;
  WORDS[`${list}.*.excludes`] = BUNDLE_MESSAGE;
}
for (const day of WEEKDAYS) {
  WORDS[`hours.${day}OpenTime`] = time;
  WORDS[`hours.${day}CloseTime`] = time;
}

/** Words for a field of the saved clinic (also for the API's own errors). */
export function wordsFor(formPath: string, contractMessage: string, draft: ClinicDraft): string {
  const key = formPath.split('.').map((k) => (Number.isInteger(Number(k)) ? '*' : k)).join('.');
  const words = WORDS[formPath] ?? WORDS[key];
  if (typeof words === 'function') return words(formPath.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)?.[k], draft), contractMessage);
  return words ?? contractMessage;
}

const outsideInputRange = (time: string) => time !== '' && (time < HOURS_MIN || time > HOURS_MAX);

/** What only the form checks: rows the payload leaves out, and the time inputs' range. */
function formOnlyChecks(draft: ClinicDraft): FormIssue[] {
  const issues: FormIssue[] = [];
  for (const day of WEEKDAYS) {
    if (!draft.hours[`${day}Toggle`]) continue;
    for (const end of ['OpenTime', 'CloseTime'] as const) {
      if (outsideInputRange(draft.hours[`${day}${end}`])) issues.push({ field: `hours.${day}${end}`, message: `Choose a time between ${HOURS_MIN} and ${HOURS_MAX}.` });
    }
  }
  draft.services.forEach((s, i) => {
    if (s.enabled && (s.price ?? '').trim() === '') issues.push({ field: `services.${i}.price`, message: PRICE_MESSAGE });
  });
  draft.insurances.forEach((item, i) => !item.name.trim() && issues.push({ field: `insurances.${i}.name`, message: 'Enter the insurance name or remove this row.' }));
  draft.specialties.forEach((item, i) => !item.name.trim() && issues.push({ field: `specialties.${i}.name`, message: 'Enter the specialty or remove this row.' }));
  // The API's rule, before the request: a draft kept from before the TIN changed may still be ticked.
  const einWrong = draft.einInFileNames === true ? einChoiceProblem(draft.tin) : undefined;
  if (einWrong) issues.push({ field: 'einInFileNames', message: `${einWrong} Or untick “${EIN_CHOICE_LABEL}”.` });
  return issues;
}

/** The wizard's resolver: the contracts' clinic schema and cross-field check on the payload, mapped back to form rows. */
export const clinicWizardResolver = contractResolver<ClinicDraft, typeof ClinicInput>({
  schema: ClinicInput,
  toInput: (draft) => draftToPayload(draft).payload,
  fieldOf: (requestPath, draft) => formPathOf(requestPath, sentRows(draft)),
  messages: WORDS,
  inputChecks: (input) => checkClinicInput(input).map((p) => ({ field: pointerToPath(p.field), message: p.message })),
  check: formOnlyChecks,
});

/** Every problem of the draft, by form path. */
export const checkDraft = (draft: ClinicDraft): Promise<StepErrors> => resolveForm(clinicWizardResolver, draft);

export async function validateStep(step: number, draft: ClinicDraft): Promise<StepErrors> {
  const errors = await checkDraft(draft);
  return Object.fromEntries(Object.entries(errors).filter(([field]) => stepOf(field) === step));
}

/** The first step with a problem, for Submit (a draft from Edit may predate today's rules). */
export async function firstInvalidStep(draft: ClinicDraft): Promise<{ step: number; errors: StepErrors } | null> {
  const errors = await checkDraft(draft);
  const steps = Object.keys(errors).map(stepOf);
  if (steps.length === 0) return null;
  const step = Math.min(...steps);
  return { step, errors: Object.fromEntries(Object.entries(errors).filter(([field]) => stepOf(field) === step)) };
}
