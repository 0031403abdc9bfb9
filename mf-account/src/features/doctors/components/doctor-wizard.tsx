import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { ApiRequestError, Button, Modal, notify } from '@directpay/shared-ui';
import styled from '@directpay/shared-ui/styled';
import { StepAlert } from '#src/components/form-controls';
import { createDoctor } from '../api/create-doctor';
import { updateDoctor } from '../api/update-doctor';
import { DOCTOR_STEPS, doctorFormData, firstInvalidDoctorStep, validateDoctorStep, type DoctorDraft, type DoctorErrors } from '../lib/doctor-draft';
import { DoctorStep } from './doctor-steps';

const Bar = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 0.5rem;
  margin-top: 1.5rem;
  > div { display: flex; gap: 0.5rem; }
`;

/** 'jsonPayload/firstname is required' reads 'firstname is required'. */
const withoutPayloadPrefix = (message: string) => (message.startsWith('jsonPayload/') ? message.slice('jsonPayload/'.length) : message);

/** The 5-step doctor wizard (spec section 2): creates without an id, updates with one. */
export function DoctorWizard({ clinicId, initial, onClose, onSaved }: { clinicId: string; initial: DoctorDraft; onClose: () => void; onSaved: () => void }) {
  const form = useForm<DoctorDraft>({ defaultValues: initial });
  const [step, setStep] = useState(1);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const show = (errors: DoctorErrors) =>
    Object.entries(errors).forEach(([field, message], i) => form.setError(field as keyof DoctorDraft, { message }, { shouldFocus: i === 0 }));

  const next = () => {
    form.clearErrors();
    const errors = validateDoctorStep(step, form.getValues());
    if (Object.keys(errors).length) return show(errors);
    setStep(step + 1);
  };

  const submit = async () => {
    const draft = form.getValues();
    const invalid = firstInvalidDoctorStep(draft);
    if (invalid) {
      setStep(invalid.step);
      setTimeout(() => show(invalid.errors));
      return;
    }
    setBusy(true);
    setServerError(null);
    try {
      const body = doctorFormData(draft);
      if (draft.id) await updateDoctor(clinicId, draft.id, body);
      else await createDoctor(clinicId, body);
      notify.success(draft.id ? 'Doctor saved.' : 'Doctor added.', 'doctor-wizard');
      onSaved();
      onClose();
    } catch (error) {
      const status = error instanceof ApiRequestError ? error.status : 0;
      if (status === 401) return;
      const message = status >= 500 ? 'The doctor could not be saved because of a problem on our side. Please try again.' : withoutPayloadPrefix((error as Error).message);
      setServerError(message);
      notify.error(`The doctor could not be saved: ${message}`, 'doctor-wizard');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open onOpenChange={(open) => !open && !busy && onClose()} title={initial.id ? 'Edit doctor' : 'Add doctor'}>
      <p>
        Step {step} of {DOCTOR_STEPS}
      </p>
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (step < DOCTOR_STEPS) next();
            else void submit();
          }}
        >
          {serverError && <StepAlert>The doctor could not be saved: {serverError}</StepAlert>}
          <DoctorStep step={step} />
          <Bar>
            <div>
              <Button $variant="ghost" onClick={onClose} disabled={busy}>
                Exit
              </Button>
              {step > 1 && (
                <Button $variant="secondary" onClick={() => setStep(step - 1)} disabled={busy}>
                  Back
                </Button>
              )}
            </div>
            {step < DOCTOR_STEPS ? (
              <Button onClick={next}>Next</Button>
            ) : (
              <Button onClick={() => void submit()} disabled={busy}>
                {busy ? 'Submitting…' : 'Submit'}
              </Button>
            )}
          </Bar>
        </form>
      </FormProvider>
    </Modal>
  );
}
