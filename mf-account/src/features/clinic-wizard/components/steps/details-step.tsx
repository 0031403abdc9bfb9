import { useFormContext } from 'react-hook-form';
import { normaliseWebsite } from '@directpay/contracts';
import { CheckLabel, Field, Hint, StepTitle } from '#src/components/form-controls';
import type { ClinicDraft } from '#src/features/clinic-wizard/lib/clinic-draft';
import { TextField } from '#src/components/text-field';
import { EinChoice } from './ein-choice';

export function DetailsStep() {
  const { register } = useFormContext<ClinicDraft>();
  return (
    <>
      <StepTitle>Tell us about your clinic</StepTitle>
      <TextField name="detail.phoneNumber" label="Phone number" type="tel" autoComplete="tel" inputMode="tel" />
      <TextField
        name="detail.emailAddress"
        label="Email address"
        type="email"
        autoComplete="email"
        hint={<Hint>Messages from patients are sent to this address.</Hint>}
      />
      <TextField
        name="detail.website"
        label="Website (required)"
        type="url"
        placeholder="yourclinic.com"
        autoComplete="url"
        normalise={normaliseWebsite}
        hint={<Hint>https:// is added when you leave it out.</Hint>}
      />
      <TextField
        name="npi"
        label="NPI (National Provider Identifier)"
        inputMode="numeric"
        hint={<Hint>10 digits. Needed, with the TIN, to send patients Good Faith Estimates. Public, as in the national NPI registry.</Hint>}
      />
      <TextField
        name="tin"
        label="TIN (Tax Identification Number)"
        hint={<Hint>9 digits, like 12-3456789. Printed only on Good Faith Estimates, never shown on your profile.</Hint>}
      />
      <EinChoice />
      <Field>
        <CheckLabel>
          <input type="checkbox" {...register('detail.acceptingNewPatients')} />
          Accepting new patients
        </CheckLabel>
      </Field>
    </>
  );
}
