import { useFormContext } from 'react-hook-form';
import { normaliseWebsite } from '@directpay/contracts';
import { CheckLabel, Field, Hint, StepTitle } from '#src/components/form-controls';
import type { ClinicDraft } from '#src/features/clinic-wizard/lib/clinic-draft';
import { TextField } from '#src/components/text-field';
import { EinChoice } from './ein-choice';
import { DescriptionField } from './description-field';
import { ClinicNpiCheck } from './clinic-npi-check';
import { useMessages } from '#src/features/clinic-wizard/messages';

export function DetailsStep() {
  const { register } = useFormContext<ClinicDraft>();
  const t = useMessages();
  return (
    <>
      <StepTitle>{t('details.title')}</StepTitle>
      <TextField name="detail.phoneNumber" label={t('details.phone')} type="tel" autoComplete="tel" inputMode="tel" />
      <TextField
        name="detail.emailAddress"
        label={t('details.email')}
        type="email"
        autoComplete="email"
        hint={<Hint>{t('details.emailHint')}</Hint>}
      />
      <TextField
        name="detail.website"
        label={t('details.website')}
        type="url"
        placeholder={t('details.websitePlaceholder')}
        autoComplete="url"
        normalise={normaliseWebsite}
        hint={<Hint>{t('details.websiteHint')}</Hint>}
      />
      <TextField
        name="npi"
        label={t('details.npi')}
        inputMode="numeric"
        hint={
          <>
            <Hint>{t('details.npiHint')}</Hint>
            <ClinicNpiCheck />
          </>
        }
      />
      <TextField
        name="tin"
        label={t('details.tin')}
        hint={<Hint>{t('details.tinHint')}</Hint>}
      />
      <EinChoice />
      <Field>
        <CheckLabel>
          <input type="checkbox" {...register('detail.acceptingNewPatients')} />
          {t('details.accepting')}
        </CheckLabel>
      </Field>
      {/* Optional: Spanish pages show it in place of the description (step 5). */}
      <DescriptionField name="detail.descriptionEs" label={t('description.spanishLabel')} hint={t('description.spanishHint')} />
    </>
  );
}
