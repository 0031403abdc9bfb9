import { useWatch } from 'react-hook-form';
import type { NpiCheck } from '@directpay/contracts';
import { Hint } from '#src/components/form-controls';
import { TextField } from '#src/components/text-field';
import { NpiFieldCheck } from '#src/components/npi-check/npi-field-check';
import { useMessages } from '#src/features/doctors/messages';
import type { DoctorDraft } from '../lib/doctor-draft';

/** What the doctor's NPI is checked against: the saved NPI's check and the clinic's state. */
export interface DoctorNpiContext {
  npiCheck?: NpiCheck;
  listingState: string;
}

/** The doctor's own NPI (checked like the clinic's), with the saved NPI's registry check under it. */
export function DoctorNpiField({ npiCheck, listingState }: DoctorNpiContext) {
  const t = useMessages();
  const typed = useWatch<DoctorDraft, 'npi'>({ name: 'npi' });
  return (
    <TextField
      name="npi"
      label={t('doctorSteps.npi')}
      inputMode="numeric"
      maxLength={10}
      hint={
        <>
          <Hint>{t('doctorSteps.npiHint')}</Hint>
          <NpiFieldCheck check={npiCheck} typed={typed ?? ''} subject="doctor" listingState={listingState} />
        </>
      }
    />
  );
}
