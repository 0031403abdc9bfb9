import { DoctorInput, type Doctor, type DoctorPayload } from '@directpay/contracts';
import { fitsSchema } from '@directpay/shared-ui/forms';

export interface DoctorDraft {
  id?: string;
  title: string;
  firstname: string;
  lastname: string;
  specialty: string;
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
  const { yearGraduated, ...rest } = doctor;
  return { ...rest, yearGraduated: yearGraduated === null ? '' : String(yearGraduated), preview: doctor.imgUrl };
}

export type DoctorErrors = Record<string, string>;

export function validateDoctorStep(step: number, draft: DoctorDraft): DoctorErrors {
  const errors: DoctorErrors = {};
  if (step === 1) {
    if (!draft.firstname.trim()) errors.firstname = 'Enter the first name.';
    if (!draft.lastname.trim()) errors.lastname = 'Enter the last name.';
  }
  if (step === 2) {
    const year = draft.yearGraduated.trim();
    // The contract's yearGraduated: an integer from 1900 to 2100.
    if (year && !fitsSchema(DoctorInput.properties.yearGraduated, Number(year))) {
      errors.yearGraduated = 'Enter a year between 1900 and 2100.';
    }
  }
  if (step === 3 && draft.description.length > 2000) errors.description = 'Use at most 2000 characters.';
  return errors;
}

export function firstInvalidDoctorStep(draft: DoctorDraft): { step: number; errors: DoctorErrors } | null {
  for (let step = 1; step <= DOCTOR_STEPS; step++) {
    const errors = validateDoctorStep(step, draft);
    if (Object.keys(errors).length) return { step, errors };
  }
  return null;
}

export function doctorPayload(draft: DoctorDraft): DoctorPayload {
  const text = (v: string) => v.trim();
  return {
    ...(draft.id ? { id: draft.id } : {}),
    title: text(draft.title),
    firstname: text(draft.firstname),
    lastname: text(draft.lastname),
    specialty: text(draft.specialty),
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
