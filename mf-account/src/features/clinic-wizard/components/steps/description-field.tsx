import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { DESCRIPTION_MAX } from '@directpay/contracts';
import { Field, FieldError, Hint, TextArea } from '#src/components/form-controls';
import type { ClinicDraft } from '#src/features/clinic-wizard/lib/clinic-draft';
import { errorAt } from '#src/lib/error-at';
import { useMessages } from '#src/features/clinic-wizard/messages';

type DescriptionName = 'detail.description' | 'detail.descriptionEs';

/** A description's text area with its character count and message. */
export function DescriptionField({ name, label, hint }: { name: DescriptionName; label: string; hint?: string }) {
  const t = useMessages();
  const { register, control, clearErrors } = useFormContext<ClinicDraft>();
  const { errors } = useFormState({ name });
  const text = useWatch({ control, name }) ?? '';
  const message = errorAt(errors, name);
  const over = text.length > DESCRIPTION_MAX;
  const id = `f-${name.replace('.', '-')}`;
  const count = name === 'detail.description' ? 'f-description-count' : 'f-descriptionEs-count';
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <TextArea
        id={id}
        rows={8}
        aria-invalid={message || over ? true : undefined}
        aria-describedby={hint ? `${id}-hint ${count}` : count}
        {...register(name, { onChange: () => message && clearErrors(name) })}
      />
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      <Hint id={count} style={over ? { color: '#b91c1c' } : undefined}>
        {t('description.count', { count: text.length, max: DESCRIPTION_MAX })}
      </Hint>
      <FieldError id={`${id}-error`} message={message} />
    </Field>
  );
}
