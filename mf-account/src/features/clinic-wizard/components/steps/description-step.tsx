import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { DESCRIPTION_MAX } from '@directpay/contracts';
import { Field, FieldError, Hint, StepTitle, TextArea } from '#src/components/form-controls';
import type { ClinicDraft } from '#src/features/clinic-wizard/lib/clinic-draft';
import { errorAt } from '#src/lib/error-at';

export function DescriptionStep() {
  const { register, control, clearErrors } = useFormContext<ClinicDraft>();
  const { errors } = useFormState({ name: 'detail.description' });
  const text = useWatch({ control, name: 'detail.description' }) ?? '';
  const message = errorAt(errors, 'detail.description');
  const over = text.length > DESCRIPTION_MAX;
  return (
    <>
      <StepTitle>Provide a description about your clinic</StepTitle>
      <Field>
        <label htmlFor="f-detail-description">Description</label>
        <TextArea
          id="f-detail-description"
          rows={8}
          aria-invalid={message || over ? true : undefined}
          aria-describedby="f-description-count"
          {...register('detail.description', { onChange: () => message && clearErrors('detail.description') })}
        />
        <Hint id="f-description-count" style={over ? { color: '#b91c1c' } : undefined}>
          {text.length}/{DESCRIPTION_MAX} characters
        </Hint>
        <FieldError id="f-detail-description-error" message={message} />
      </Field>
    </>
  );
}
