import { useFormContext, useFormState } from 'react-hook-form';
import styled from '@directpay/shared-ui/styled';
import { SETUP_CATEGORY_IDS, findCategory } from '@directpay/contracts';
import { theme } from '@directpay/shared-ui';
import { FieldError, StepTitle } from '#src/components/form-controls';
import type { ClinicDraft } from '#src/features/clinic-wizard/lib/clinic-draft';
import { servicesAfterCategoryChange } from '#src/features/clinic-wizard/lib/category-change';
import { errorAt } from '#src/lib/error-at';
import { TextField } from '#src/components/text-field';
import { useMessages } from '#src/features/clinic-wizard/messages';
import { useContractText } from '@directpay/shared-ui/i18n';

const Choices = styled.fieldset`
  border: none;
  padding: 0;
  margin: 0 0 1rem;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: 0.5rem;
  legend { font-weight: 700; margin-bottom: 0.5rem; }
  label {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    cursor: pointer;
  }
  label:has(input:checked) { border-color: ${theme.colors.brand}; background: ${theme.colors.brandLight}; }
`;

/** The setup form's categories, in its order; 9 shows as LASIK. */
const OPTIONS = SETUP_CATEGORY_IDS.map((id) => {
  const category = findCategory(id)!;
  return { id: String(id), label: category.setupLabel ?? category.label };
});

export function CategoryStep() {
  const t = useMessages();
  const { register, getValues, setValue, clearErrors } = useFormContext<ClinicDraft>();
  const { errors } = useFormState({ name: 'categoryId' });
  const message = errorAt(errors, 'categoryId');
  const say = useContractText();
  return (
    <>
      <StepTitle>{t('category.title')}</StepTitle>
      <TextField name="detail.name" label={t('category.clinicName')} autoComplete="organization" />
      <Choices aria-describedby={message ? 'f-categoryId-error' : undefined}>
        <legend>{t('category.legend')}</legend>
        {OPTIONS.map((option) => (
          <label key={option.id}>
            <input
              type="radio"
              value={option.id}
              {...register('categoryId', {
                onChange: (event: { target: { value: string } }) => {
                  clearErrors('categoryId');
                  // Services follow the category (spec section 4).
                  setValue('services', servicesAfterCategoryChange(Number(event.target.value), getValues('services')));
                },
              })}
            />
            {say.category(Number(option.id), 'setup')}
          </label>
        ))}
      </Choices>
      <FieldError id="f-categoryId-error" message={message} />
    </>
  );
}
