import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { endpoints } from '@directpay/contracts';
import { Button, Modal } from '@directpay/shared-ui';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import styled from '@directpay/shared-ui/styled';
import { StepAlert } from '#src/components/form-controls';
import { createDoctor } from '../api/create-doctor';
import { updateDoctor } from '../api/update-doctor';
import {
  DOCTOR_STEPS,
  doctorFailureMessage,
  doctorFormData,
  doctorResolver,
  firstInvalidDoctorStep,
  validateDoctorStep,
  type DoctorDraft,
  type DoctorErrors,
} from '../lib/doctor-draft';
import { DoctorStep } from './doctor-steps';
import type { DoctorNpiContext } from './doctor-npi-field';
import { useMessages } from '#src/features/doctors/messages';

const Bar = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 0.5rem;
  margin-top: 1.5rem;
  > div { display: flex; gap: 0.5rem; }
`;

/**
 * The 5-step doctor wizard (spec section 2): creates without an id, updates with one.
 * Next and Submit check with the contracts' DoctorPayload (doctor-draft's resolver).
 * `npi`: the saved NPI's registry check, shown under the NPI field.
 */
export function DoctorWizard({ clinicId, initial, npi, onClose }: { clinicId: string; initial: DoctorDraft; npi: DoctorNpiContext; onClose: () => void }) {
  const t = useMessages();
  const form = useForm<DoctorDraft>({ defaultValues: initial, resolver: doctorResolver });
  const [step, setStep] = useState(1);
  const save = useApiMutation({
    mutationFn: (draft: DoctorDraft) => {
      const body = doctorFormData(draft);
      return draft.id ? updateDoctor(clinicId, draft.id, body) : createDoctor(clinicId, body);
    },
    // The doctors shown are the clinic list's.
    invalidates: [endpoints.listOwnerClinics],
    topic: 'doctor-wizard',
    successNotice: (_doctor, draft) => (draft.id ? t('doctorWizard.saved') : t('doctorWizard.added')),
    errorNotice: (error) => t('doctorWizard.saveFailed', { reason: doctorFailureMessage(error) }),
    onSuccess: () => onClose(),
  });
  const busy = save.pending;
  const serverError = save.error ? doctorFailureMessage(save.error) : null;

  const show = (errors: DoctorErrors) =>
    Object.entries(errors).forEach(([field, message], i) => form.setError(field as keyof DoctorDraft, { message }, { shouldFocus: i === 0 }));

  const next = async () => {
    form.clearErrors();
    const errors = await validateDoctorStep(step, form.getValues());
    if (Object.keys(errors).length) return show(errors);
    setStep(step + 1);
  };

  const submit = async () => {
    const draft = form.getValues();
    const invalid = await firstInvalidDoctorStep(draft);
    if (invalid) {
      setStep(invalid.step);
      // The step's inputs mount on the next render; mark them then.
      setTimeout(() => show(invalid.errors));
      return;
    }
    await save.run(draft);
  };

  return (
    <Modal open onOpenChange={(open) => !open && !busy && onClose()} title={initial.id ? t('doctorWizard.titleEdit') : t('doctorWizard.titleAdd')}>
      <p>{t('wizard.stepOf', { step, total: DOCTOR_STEPS })}</p>
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (step < DOCTOR_STEPS) void next();
            else void submit();
          }}
        >
          {serverError && <StepAlert>{t('doctorWizard.saveFailed', { reason: serverError })}</StepAlert>}
          <DoctorStep step={step} npi={npi} />
          <Bar>
            <div>
              <Button $variant="ghost" onClick={onClose} disabled={busy}>
                {t('buttons.exit')}
              </Button>
              {step > 1 && (
                <Button $variant="secondary" onClick={() => setStep(step - 1)} disabled={busy}>
                  {t('buttons.back')}
                </Button>
              )}
            </div>
            {step < DOCTOR_STEPS ? (
              <Button onClick={() => void next()}>{t('buttons.next')}</Button>
            ) : (
              <Button onClick={() => void submit()} disabled={busy}>
                {busy ? t('buttons.submitting') : t('buttons.submit')}
              </Button>
            )}
          </Bar>
        </form>
      </FormProvider>
    </Modal>
  );
}
