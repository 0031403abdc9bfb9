/**
 * Maps an API error to the wizard step and form row it concerns, from the
 * error's `field` pointer ('/body/jsonPayload/services/2/price', '/body/image1').
 * The payload leaves out switched-off and empty rows, so the pointer's row is
 * turned into the form's through the rows that were sent.
 */
import type { ApiRequestError } from '@directpay/shared-ui';
import { pointerToPath } from '@directpay/shared-ui/forms';
import type { ClinicDraft } from './clinic-draft';
import { wordsFor } from './validate-step';
import { t } from '../messages';
import { formPathOf, sentRows, stepOf } from './wizard-fields';

export interface ServerErrorPlace {
  step: number;
  /** The form path to mark, when the error points at one the form has. */
  field?: string;
}

const PAYLOAD = '/body/jsonPayload';

export function placeOfServerError(field: string | undefined, draft: ClinicDraft): ServerErrorPlace {
  if (!field) return { step: 10 };
  // New images travel as parts image0, image1, ...: their step is Images.
  if (field.split('/')[2]?.startsWith('image')) return { step: 3, field: 'images' };
  if (field !== PAYLOAD && !field.startsWith(`${PAYLOAD}/`)) return { step: 10 };
  const formPath = formPathOf(pointerToPath(field.slice(PAYLOAD.length)), sentRows(draft));
  const step = stepOf(formPath);
  return step === 10 || formPath === '' ? { step: 10 } : { step, field: formPath };
}

export interface SaveFailure {
  place: ServerErrorPlace;
  /** For the step's alert and the notice. */
  message: string;
  /** Under the field the API pointed at, in the wizard's words. */
  fieldMessage: string;
}

/**
 * What the wizard shows for a failed save: where (from the error's `field`) and in
 * which words. The API's message loses the input it names first ('jsonPayload/detail/website
 * must be a URL' -> 'must be a URL'): the step and the marked field already say where.
 * A 5xx keeps its details on the server; a request that never arrived stays on Confirm.
 */
export function describeSaveFailure(error: ApiRequestError, draft: ClinicDraft): SaveFailure {
  const message = error.status >= 500 ? t('validation.serverError') : (error.blame?.words ?? error.message);
  const place = error.status >= 500 || error.status === 0 ? { step: 10 } : placeOfServerError(error.field, draft);
  return { place, message, fieldMessage: place.field ? wordsFor(place.field, message, draft) : message };
}
