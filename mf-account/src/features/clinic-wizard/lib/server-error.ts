/**
 * Maps an API error to the wizard step and form row it concerns, from the
 * error's `field` pointer ('/body/jsonPayload/services/2/price', '/body/image1').
 * The payload leaves out switched-off and empty rows, so the pointer's row is
 * turned into the form's through the rows that were sent.
 */
import { pointerToPath } from '@directpay/shared-ui/forms';
import type { ClinicDraft } from './clinic-draft';
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

/**
 * The API's message without the path it starts with ('jsonPayload/detail/website
 * must be a URL' -> 'must be a URL'): the step and the marked field already say where.
 */
export function messageOnStep(message: string, field: string | undefined): string {
  const path = field?.startsWith('/body/') ? field.slice('/body/'.length) : '';
  return path && message.startsWith(`${path} `) ? message.slice(path.length + 1) : message;
}
