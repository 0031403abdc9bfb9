import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Modal } from '@directpay/shared-ui';
import { StepAlert } from '#src/components/form-controls';
import type { ClinicDraft } from '../lib/clinic-draft';
import type { DraftTarget } from '../lib/draft-store';
import { useWizardDraft } from '../hooks/use-wizard-draft';
import { TOTAL_STEPS, clinicWizardResolver, firstInvalidStep, validateStep, type StepErrors } from '../lib/validate-step';
import { useSaveClinic } from '../hooks/use-save-clinic';
import { describeSaveFailure } from '../lib/server-error';
import { ProgressBar } from '#src/components/progress-bar';
import { LeaveWizardDialog } from './leave-wizard-dialog';
import { ResumeOffer } from './resume-offer';
import { WizardButtons } from './wizard-buttons';
import { WizardStep } from './wizard-step';
import { useMessages } from '../messages';

export interface ClinicWizardProps {
  initial: ClinicDraft;
  /** Which clinic the draft kept in the browser belongs to (a new one, an edited one, a copy). */
  draftTarget: DraftTarget;
  /** Also after a successful save; the list is read again by then. */
  onClose: () => void;
  /** The step to open at (a link to one field, like the NPI and TIN on Details). */
  initialStep?: number;
}

/** The 10-step clinic wizard (spec section 2) in a modal; all steps share one form so nothing typed is lost. */
export function ClinicWizard({ initial, draftTarget, onClose, initialStep = 1 }: ClinicWizardProps) {
  const t = useMessages();
  // The resolver is the contracts' clinic schema and check (validate-step); Next and Submit run it per step.
  const form = useForm<ClinicDraft>({ defaultValues: initial, shouldUnregister: false, resolver: clinicWizardResolver });
  const [step, setStep] = useState(initialStep);
  const browserDraft = useWizardDraft(form, initial, draftTarget, step);
  const [leaving, setLeaving] = useState(false);
  useRevokePreviewsOnClose(form.getValues);
  const save = useSaveClinic({
    onSaved: () => {
      browserDraft.discard();
      onClose();
    },
    // The step the API's field belongs to, and the field marked in the wizard's words.
    onRefused: ({ place, fieldMessage }) => {
      setStep(place.step);
      const field = place.field;
      // The step's inputs mount on the next render; mark the field then.
      if (field) setTimeout(() => form.setError(field as never, { message: fieldMessage }, { shouldFocus: true }));
    },
  });
  const busy = save.pending;
  const serverError = save.error && save.variables ? describeSaveFailure(save.error, save.variables) : null;

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
    save.reset();
    const draft = form.getValues();
    const invalid = await firstInvalidStep(draft);
    if (invalid) {
      setStep(invalid.step);
      // The step's inputs mount on the next render; mark them then.
      setTimeout(() => show(invalid.errors));
      return;
    }
    await save.run(draft);
  };

  // Esc, × and Exit: a wizard with changes asks first; an unchanged one closes at once.
  const requestClose = () => {
    if (busy) return;
    if (browserDraft.changed()) setLeaving(true);
    else onClose();
  };

  const title = initial.id ? t('wizard.titleEdit') : t('wizard.titleAdd');
  const percent = Math.round(save.progress * 100);
  const { offer } = browserDraft;
  return (
    <>
      <Modal open={!leaving} onOpenChange={(open) => !open && requestClose()} title={title} width="44rem">
        {offer && <ResumeOffer stored={offer} total={TOTAL_STEPS} onContinue={() => setStep(browserDraft.resume())} onStartOver={browserDraft.startOver} />}
        {!offer && <ProgressBar label={t('wizard.progressLabel')} value={step} max={TOTAL_STEPS} caption={t('wizard.stepOf', { step, total: TOTAL_STEPS })} />}
        {!offer && (
          <FormProvider {...form}>
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                if (step < TOTAL_STEPS) void next();
                else void submit();
              }}
            >
              {serverError?.place.step === step && <StepAlert>{t('wizard.saveFailed', { reason: serverError.message })}</StepAlert>}
              <WizardStep step={step} />
              {busy && <ProgressBar label={t('wizard.uploadLabel')} value={percent} max={100} caption={t('wizard.uploading', { percent })} />}
              <WizardButtons
                step={step}
                total={TOTAL_STEPS}
                busy={busy}
                onBack={() => setStep(step - 1)}
                onExit={requestClose}
                onNext={() => void next()}
                onSubmit={() => void submit()}
              />
            </form>
          </FormProvider>
        )}
      </Modal>
      <LeaveWizardDialog
        open={leaving}
        onBack={() => setLeaving(false)}
        onKeep={() => {
          browserDraft.keep();
          onClose();
        }}
        onDiscard={() => {
          browserDraft.discard();
          onClose();
        }}
      />
    </>
  );
}

/** Previews of images chosen as files live as long as the wizard (a step's inputs come and go). */
function useRevokePreviewsOnClose(values: () => ClinicDraft) {
  useEffect(() => () => values().images.forEach((image) => image.file && URL.revokeObjectURL(image.preview)), [values]);
}
