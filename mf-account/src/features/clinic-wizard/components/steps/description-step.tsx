import { StepTitle } from '#src/components/form-controls';
import { useMessages } from '#src/features/clinic-wizard/messages';
import { DescriptionField } from './description-field';

/** Step 5: the owner's description (the Spanish one, optional, is on Details). */
export function DescriptionStep() {
  const t = useMessages();
  return (
    <>
      <StepTitle>{t('description.title')}</StepTitle>
      <DescriptionField name="detail.description" label={t('description.label')} />
    </>
  );
}
