import { endpoints } from '@directpay/contracts';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { createClinic } from '../api/create-clinic';
import { updateClinic } from '../api/update-clinic';
import type { ClinicDraft } from '../lib/clinic-draft';
import { draftToFormData } from '../lib/to-payload';
import { describeSaveFailure, type SaveFailure } from '../lib/server-error';
import { t } from '../messages';

export interface SaveClinicCallbacks {
  onSaved: () => void;
  /** The API refused the save: its step, form field and words. */
  onRefused: (failure: SaveFailure) => void;
}

/**
 * Creates (no id) or updates (id) through the multipart API with upload progress;
 * the notices say how it went and the clinic list is read again after a save.
 */
export function useSaveClinic({ onSaved, onRefused }: SaveClinicCallbacks) {
  return useApiMutation({
    mutationFn: (draft: ClinicDraft, { onProgress }) => {
      const body = draftToFormData(draft);
      return draft.id ? updateClinic(draft.id, body, onProgress) : createClinic(body, onProgress);
    },
    invalidates: [endpoints.listOwnerClinics],
    topic: 'clinic-wizard',
    successNotice: (_clinic, draft) => (draft.id ? t('wizard.saved') : t('wizard.added')),
    errorNotice: (error, draft) => t('wizard.saveFailed', { reason: describeSaveFailure(error, draft).message }),
    onSuccess: () => onSaved(),
    onError: (error, draft) => onRefused(describeSaveFailure(error, draft)),
  });
}
