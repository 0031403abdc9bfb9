import { useEffect, useState } from 'react';
import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { CheckLabel, Field, FieldError, Hint } from '#src/components/form-controls';
import { errorAt } from '#src/lib/error-at';
import { useMessages } from '#src/features/clinic-wizard/messages';
import type { ClinicDraft } from '#src/features/clinic-wizard/lib/clinic-draft';
import { clearedWords, einChoiceProblem } from '#src/features/clinic-wizard/lib/ein-choice';

const ID = 'f-einInFileNames';

/**
 * The owner's choice to publish the TIN, as the clinic's EIN, in its price files'
 * names: open only while the TIN typed can be an EIN. A TIN that stops being one
 * clears the tick and says why, so Submit never meets the API's refusal.
 * Controlled rather than registered: a natively disabled registered input reads as
 * undefined, which would count as a change of the draft.
 */
export function EinChoice() {
  const t = useMessages();
  const { control, getValues, setValue, clearErrors } = useFormContext<ClinicDraft>();
  const { field } = useController({ control, name: 'einInFileNames' });
  const { errors } = useFormState({ control, name: 'einInFileNames' });
  const tin = useWatch({ control, name: 'tin' }) ?? '';
  const problem = einChoiceProblem(tin);
  const [cleared, setCleared] = useState(false);

  useEffect(() => {
    if (!problem) setCleared(false);
    else if (getValues('einInFileNames') === true) {
      setValue('einInFileNames', false, { shouldDirty: true });
      clearErrors('einInFileNames');
      setCleared(true);
    }
  }, [problem, getValues, setValue, clearErrors]);

  const message = errorAt(errors, 'einInFileNames');
  const describedBy = [`${ID}-hint`, problem ? `${ID}-why` : '', message ? `${ID}-error` : ''].filter(Boolean).join(' ');
  return (
    <Field>
      <CheckLabel>
        <input
          id={ID}
          type="checkbox"
          name={field.name}
          ref={field.ref}
          checked={field.value === true}
          disabled={Boolean(problem)}
          aria-describedby={describedBy}
          onChange={(event) => {
            field.onChange(event.target.checked);
            setCleared(false);
            if (message) clearErrors('einInFileNames');
          }}
          onBlur={field.onBlur}
        />
        {t('ein.label')}
      </CheckLabel>
      <Hint id={`${ID}-hint`}>{t('ein.hint')}</Hint>
      {problem && (
        <Hint id={`${ID}-why`} role="status" data-testid="ein-choice-why">
          {cleared ? clearedWords(problem) : problem}
        </Hint>
      )}
      <FieldError id={`${ID}-error`} message={message} />
    </Field>
  );
}
