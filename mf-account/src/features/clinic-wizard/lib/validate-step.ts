/**
 * The wizard's checks are the API's: the contracts' ClinicInput schema and
 * checkClinicInput, run on exactly the payload Submit would send. Only the
 * words are chosen here, plus three checks of the form alone: a switched-on
 * service needs its price, an added insurance or specialty row its name, and
 * the time inputs offer 09:00-18:00 (HOURS_MIN/MAX: the spec's range for the
 * wizard's inputs, not a rule of the data, so the API accepts other hours).
 */
import { APPOINTMENT_NOTICE_MAX, checkClinicInput, ClinicInput, DESCRIPTION_MAX, HOURS_MAX, HOURS_MIN, isTime, MAX_CLINIC_IMAGES, WEEKDAYS } from '@directpay/contracts';
import { contractResolver, pointerToPath, resolveForm, type FieldMessage, type FormIssue } from '@directpay/shared-ui/forms';
import type { ClinicDraft } from './clinic-draft';
import { draftToPayload } from './to-payload';
import { einChoiceLabel, einChoiceRefused, einChoiceProblem } from './ein-choice';
import { t } from '../messages';
import { formPathOf, sentRows, stepOf } from './wizard-fields';

/** Field path (as the form names it, e.g. 'detail.website') -> message. Empty means the step is fine. */
export type StepErrors = Record<string, string>;

export const TOTAL_STEPS = 10;
export { HOURS_MAX, HOURS_MIN };

// Functions: the words are read in the page's language when a check runs.
export const priceMessage = () => t('validation.price');
export const codeMessage = () => t('validation.code');
export const bundleMessage = () => t('validation.bundle');
const timeRange = () => t('validation.timeRange', { min: HOURS_MIN, max: HOURS_MAX });

/** One message for an empty field, another for a wrong one. */
const missingOr =
  (missing: () => string, wrong: () => string): FieldMessage =>
  (value) =>
    text(value) !== '' ? wrong() : missing();

// The words follow from the value the rule refused, never from the contract's words.
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** An empty coordinate is refused only when the other one is given. */
const coordinate =
  (which: 'latitude' | 'longitude', limit: number): FieldMessage =>
  (value) =>
    text(value) === '' ? t('validation.bothCoordinates') : t(`validation.${which}`, { limit });

/** A time that is one, inside the inputs' range, is refused only for closing before opening. */
const time: FieldMessage = (value) => {
  if (!isTime(text(value))) return t('validation.time');
  if (text(value) < HOURS_MIN || text(value) > HOURS_MAX) return timeRange();
  return t('validation.closeAfterOpen');
};

/** The wizard's words for what the contracts refuse, by form path (rows as `*`). */
const WORDS: Record<string, FieldMessage> = {
  categoryId: () => t('validation.category'),
  'detail.name': () => t('validation.name'),
  'detail.website': missingOr(() => t('validation.websiteMissing'), () => t('validation.website')),
  'detail.emailAddress': () => t('validation.email'),
  'detail.phoneNumber': () => t('validation.phone'),
  images: () => t('validation.images', { max: MAX_CLINIC_IMAGES }),
  'address.streetAddress': () => t('validation.street'),
  'address.cityTown': () => t('validation.city'),
  'address.state': () => t('validation.state'),
  'address.zip': () => t('validation.zip'),
  'address.latitude': coordinate('latitude', 90),
  'address.longitude': coordinate('longitude', 180),
  'detail.description': () => t('validation.atMost', { max: DESCRIPTION_MAX }),
  'detail.descriptionEs': () => t('validation.atMost', { max: DESCRIPTION_MAX }),
  'services.*.price': priceMessage,
  'otherServices.*.price': priceMessage,
  'otherServices.*.description': () => t('validation.otherService'),
  npi: (_value, contractMessage) => t('validation.npi', { problem: contractMessage }),
  tin: (_value, contractMessage) => t('validation.tin', { problem: contractMessage }),
  einInFileNames: () => einChoiceRefused(),
  'appointments.minNoticeBusinessDays': () => t('appointments.noticeWrong', { max: APPOINTMENT_NOTICE_MAX }),
};
for (const list of ['services', 'otherServices']) {
  WORDS[`${list}.*.code`] = codeMessage;
  WORDS[`${list}.*.codeSystem`] = missingOr(() => t('validation.codeSystemMissing'), () => t('validation.codeSystem'));
  WORDS[`${list}.*.includes`] = bundleMessage;
  WORDS[`${list}.*.excludes`] = bundleMessage;
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
      if (outsideInputRange(draft.hours[`${day}${end}`])) issues.push({ field: `hours.${day}${end}`, message: timeRange() });
    }
  }
  draft.services.forEach((s, i) => {
    if (s.enabled && (s.price ?? '').trim() === '') issues.push({ field: `services.${i}.price`, message: priceMessage() });
  });
  draft.insurances.forEach((item, i) => !item.name.trim() && issues.push({ field: `insurances.${i}.name`, message: t('validation.insurance') }));
  draft.specialties.forEach((item, i) => !item.name.trim() && issues.push({ field: `specialties.${i}.name`, message: t('validation.specialty') }));
  // The API's rule, before the request: a draft kept from before the TIN changed may still be ticked.
  const einWrong = draft.einInFileNames === true ? einChoiceProblem(draft.tin) : undefined;
  if (einWrong) issues.push({ field: 'einInFileNames', message: t('ein.untick', { problem: einWrong, label: einChoiceLabel() }) });
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
