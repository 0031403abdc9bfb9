import { useState } from 'react';
import type { OwnerClinic } from '@directpay/contracts';
import { ApiRequestError } from '@directpay/shared-ui';
import { createClinic } from '../api/create-clinic';
import { updateClinic } from '../api/update-clinic';
import type { ClinicDraft } from '../lib/clinic-draft';
import { draftToFormData } from '../lib/to-payload';
import { messageOnStep, placeOfServerError, type ServerErrorPlace } from '../lib/server-error';
import { wordsFor } from '../lib/validate-step';

export type SaveOutcome =
  | { ok: true; clinic: OwnerClinic }
  /** `message` for the step's alert; `fieldMessage` under the field the API pointed at, in the wizard's words. */
  | { ok: false; place: ServerErrorPlace; message: string; fieldMessage: string; status: number };

/** Creates (no id) or updates (id) through the multipart API, tracking upload progress. */
export function useSaveClinic() {
  const [progress, setProgress] = useState<number | null>(null);

  const save = async (draft: ClinicDraft): Promise<SaveOutcome> => {
    setProgress(0);
    try {
      const body = draftToFormData(draft);
      const clinic = draft.id ? await updateClinic(draft.id, body, setProgress) : await createClinic(body, setProgress);
      return { ok: true, clinic };
    } catch (error) {
      const status = error instanceof ApiRequestError ? error.status : 0;
      // 5xx details stay on the server; say what happened and that nothing is lost.
      const field = error instanceof ApiRequestError ? error.field : undefined;
      const message = status >= 500 ? 'The clinic could not be saved because of a problem on our side. Please try again.' : messageOnStep((error as Error).message, field);
      const place = status >= 500 || status === 0 ? { step: 10 } : placeOfServerError(field, draft);
      return { ok: false, place, message, fieldMessage: place.field ? wordsFor(place.field, message, draft) : message, status };
    } finally {
      setProgress(null);
    }
  };

  return { save, progress };
}
