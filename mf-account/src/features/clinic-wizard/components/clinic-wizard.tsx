import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Modal, notify } from '@directpay/shared-ui';
import { StepAlert } from '#src/components/form-controls';
import type { ClinicDraft } from '../lib/clinic-draft';
import { TOTAL_STEPS, clinicWizardResolver, firstInvalidStep, validateStep, type StepErrors } from '../lib/validate-step';
import { useSaveClinic } from '../hooks/use-save-clinic';
import { ProgressBar } from './wizard-progress';
import { WizardButtons } from './wizard-buttons';
import { WizardStep } from './wizard-step';

export interface ClinicWizardProps {
  initial: ClinicDraft;
  onClose: () => void;
  /** After a successful save: the list reloads. */
  onSaved: () => void;
}

/** The 10-step clinic wizard (spec section 2) in a modal; all steps share one form so nothing typed is lost. */
export function ClinicWizard({ initial, onClose, onSaved }: ClinicWizardProps) {
  // The resolver is the contracts' clinic schema and check (validate-step); Next and Submit run it per step.
  const form = useForm<ClinicDraft>({ defaultValues: initial, shouldUnregister: false, resolver: clinicWizardResolver });
  const [step, setStep] = useState(1);
  const [serverError, setServerError] = useState<{ step: number; message: string } | null>(null);
  const { save, progress } = useSaveClinic();
  const busy = progress !== null;

  const show = (errors: StepErrors) => {
    const fields = Object.keys(errors);
    fields.forEach((field, i) => form.setError(field as never, { message: errors[field] }, { shouldFocus: i === 0 }));
  };

  const next = async () => {
    form.clearErrors();
    const errors = await validateStep(step, form.getValues());
    if (Object.keys(errors).length) return show(errors);
    setStep(step + 1);
  };

  const submit = async () => {
    form.clearErrors();
    setServerError(null);
    const draft = form.getValues();
    const invalid = await firstInvalidStep(draft);
    if (invalid) {
      setStep(invalid.step);
      // The step's inputs mount on the next render; mark them then.
      setTimeout(() => show(invalid.errors));
      return;
    }
    const outcome = await save(draft);
    if (outcome.ok) {
      notify.success(draft.id ? 'Clinic location saved.' : 'Clinic location added.', 'clinic-wizard');
      onSaved();
      onClose();
      return;
    }
    if (outcome.status === 401) return; // signed out: the account area says so
    setServerError({ step: outcome.place.step, message: outcome.message });
    setStep(outcome.place.step);
    if (outcome.place.field) {
      const field = outcome.place.field;
      setTimeout(() => form.setError(field as never, { message: outcome.fieldMessage }, { shouldFocus: true }));
    }
    notify.error(`The clinic could not be saved: ${outcome.message}`, 'clinic-wizard');
  };

  const title = initial.id ? 'Edit clinic location' : 'Add clinic location';
  return (
    <Modal open onOpenChange={(open) => !open && !busy && onClose()} title={title} width="44rem">
      <ProgressBar label="Wizard progress" value={step} max={TOTAL_STEPS} caption={`Step ${step} of ${TOTAL_STEPS}`} />
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (step < TOTAL_STEPS) void next();
            else void submit();
          }}
        >
          {serverError?.step === step && <StepAlert>The clinic could not be saved: {serverError.message}</StepAlert>}
          <WizardStep step={step} />
          {busy && <ProgressBar label="Upload progress" value={Math.round(progress * 100)} max={100} caption={`Uploading… ${Math.round(progress * 100)}%`} />}
          <WizardButtons
            step={step}
            total={TOTAL_STEPS}
            busy={busy}
            onBack={() => setStep(step - 1)}
            onExit={onClose}
            onNext={() => void next()}
            onSubmit={() => void submit()}
          />
        </form>
      </FormProvider>
    </Modal>
  );
}
