import { DoctorInput, DoctorPayload, npiProblem, type Doctor } from '@directpay/contracts';
import type { ApiRequestError } from '@directpay/shared-ui';
import { contractResolver, resolveForm, type FieldMessage } from '@directpay/shared-ui/forms';
import { t } from '#src/features/doctors/messages';

export interface DoctorDraft {
  id?: string;
  title: string;
  firstname: string;
  lastname: string;
  specialty: string;
  /** The doctor's own NPI as typed; '' for none. */
  npi: string;
  degree: string;
  medicalSchool: string;
  residency: string;
  boardCertifications: string;
  /** Text in the input; a whole number when sent. */
  yearGraduated: string;
  description: string;
  /** The saved photo's url ('' when none or removed). */
  imgUrl: string;
  /** A new photo chosen in the wizard. */
  image?: File;
  preview: string;
}

export const DOCTOR_STEPS = 5;
/** The year suggested when the empty year input is focused (spec section 9). */
export const SUGGESTED_YEAR = '2000';

export function newDoctorDraft(): DoctorDraft {
  return {
    title: 'Dr.',
    firstname: '',
    lastname: '',
    specialty: '',
    npi: '',
    degree: '',
    medicalSchool: '',
    residency: '',
    boardCertifications: '',
    yearGraduated: '',
    description: '',
    imgUrl: '',
    preview: '',
  };
}

export function draftFromDoctor(doctor: Doctor): DoctorDraft {
  const { yearGraduated, npi, ...rest } = doctor;
  return { ...rest, npi: npi ?? '', yearGraduated: yearGraduated === null ? '' : String(yearGraduated), preview: doctor.imgUrl };
}

/** Field path -> message. Empty means the step is fine. */
export type DoctorErrors = Record<string, string>;

/** The step that shows a field of the payload; 5 (Submit) for anything else. */
const STEP_OF: Record<string, number> = {
  title: 1,
  firstname: 1,
  lastname: 1,
  specialty: 1,
  npi: 1,
  degree: 2,
  medicalSchool: 2,
  residency: 2,
  boardCertifications: 2,
  yearGraduated: 2,
  description: 3,
  image: 4,
};

export const doctorStepOf = (field: string): number => STEP_OF[field.split('.')[0]] ?? DOCTOR_STEPS;

/** Read when a check runs, so in the page's language. */
const atMost = (field: keyof typeof DoctorInput.properties) => () => t('validation.atMost', { max: (DoctorInput.properties[field] as { maxLength?: number }).maxLength });

/** One message for an empty field, another for a wrong one. */
const missingOr =
  (missing: () => string, wrong: () => string): FieldMessage =>
  (value) =>
    typeof value === 'string' && value.trim() !== '' ? wrong() : missing();

/**
 * The doctor wizard's checks are the API's: the contracts' DoctorPayload schema,
 * run on exactly the jsonPayload Submit sends. Only the words are chosen here.
 */
export const doctorResolver = contractResolver<DoctorDraft, typeof DoctorPayload>({
  schema: DoctorPayload,
  toInput: (draft) => doctorPayload(draft),
  // The saved photo's address has no input of its own: the picture step shows it.
  fieldOf: (path) => (path === 'imgUrl' ? 'image' : path),
  messages: {
    title: atMost('title'),
    firstname: missingOr(() => t('doctorValidation.firstName'), atMost('firstname')),
    lastname: missingOr(() => t('doctorValidation.lastName'), atMost('lastname')),
    specialty: atMost('specialty'),
    degree: atMost('degree'),
    medicalSchool: atMost('medicalSchool'),
    residency: atMost('residency'),
    boardCertifications: atMost('boardCertifications'),
    // The contract's yearGraduated: an integer from 1900 to 2100.
    yearGraduated: () => t('doctorValidation.year'),
    description: atMost('description'),
    // The check digit as for the clinic's NPI (contracts' npiProblem); too long reads as not 10 digits.
    npi: (value) => (typeof value === 'string' && /^\d{10}$/.test(value.trim()) ? t('doctorValidation.npiCheckDigit') : t('doctorValidation.npiDigits')),
  },
  inputChecks: (input) => (input.npi && npiProblem(input.npi) ? [{ field: 'npi', message: npiProblem(input.npi)! }] : []),
});

export async function validateDoctorStep(step: number, draft: DoctorDraft): Promise<DoctorErrors> {
  const errors = await resolveForm(doctorResolver, draft);
  return Object.fromEntries(Object.entries(errors).filter(([field]) => doctorStepOf(field) === step));
}

/** The first step with a problem, for Submit (a doctor saved earlier may predate today's rules). */
export async function firstInvalidDoctorStep(draft: DoctorDraft): Promise<{ step: number; errors: DoctorErrors } | null> {
  const errors = await resolveForm(doctorResolver, draft);
  const steps = Object.keys(errors).map(doctorStepOf);
  if (steps.length === 0) return null;
  const step = Math.min(...steps);
  return { step, errors: Object.fromEntries(Object.entries(errors).filter(([field]) => doctorStepOf(field) === step)) };
}

const PAYLOAD = '/body/jsonPayload';

/**
 * The words for a failed save. 5xx details stay on the server. A field of the
 * payload reads by its own name ('firstname is required'), without the request part's.
 */
export function doctorFailureMessage(error: ApiRequestError): string {
  if (error.status >= 500) return t('doctorWizard.serverError');
  const { blame, field } = error;
  return blame && field?.startsWith(`${PAYLOAD}/`) ? `${field.slice(PAYLOAD.length + 1)} ${blame.words}` : error.message;
}

export function doctorPayload(draft: DoctorDraft): DoctorPayload {
  const text = (v: string) => v.trim();
  return {
    ...(draft.id ? { id: draft.id } : {}),
    title: text(draft.title),
    firstname: text(draft.firstname),
    lastname: text(draft.lastname),
    specialty: text(draft.specialty),
    // '' clears a saved NPI.
    npi: text(draft.npi),
    degree: text(draft.degree),
    medicalSchool: text(draft.medicalSchool),
    residency: text(draft.residency),
    boardCertifications: text(draft.boardCertifications),
    yearGraduated: draft.yearGraduated.trim() ? Number(draft.yearGraduated.trim()) : null,
    description: draft.description,
    // '' without a new image removes the photo; a new image replaces it.
    imgUrl: draft.image ? '' : draft.imgUrl,
  };
}

export function doctorFormData(draft: DoctorDraft): FormData {
  const body = new FormData();
  if (draft.image) body.append('image', draft.image, draft.image.name);
  body.append('jsonPayload', JSON.stringify(doctorPayload(draft)));
  return body;
}
