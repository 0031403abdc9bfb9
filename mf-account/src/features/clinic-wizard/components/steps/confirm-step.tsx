import { Link } from '@directpay/shared-ui/routing';
import { useFormContext } from 'react-hook-form';
import { PUBLIC_IN_DATA, SHOWN_ON_PROFILE, neverPublic, publicInFileNames, publicPartText } from '@directpay/contracts';
import { useContractText } from '@directpay/shared-ui/i18n';
import { Hint, StepTitle } from '#src/components/form-controls';
import type { ClinicDraft } from '#src/features/clinic-wizard/lib/clinic-draft';
import { ProfilePreview } from './profile-preview';

/**
 * Step 10: a preview of the public profile, then the public-visibility disclosure
 * before Submit. The disclosure's lists are the contracts', which the API's profile
 * test holds against what the public profile really answers.
 */
export function ConfirmStep() {
  const { getValues } = useFormContext<ClinicDraft>();
  const einChosen = getValues('einInFileNames') === true;
  const inFileNames = publicInFileNames(einChosen);
  const private_ = neverPublic(einChosen);
  const say = useContractText();
  return (
    <>
      <StepTitle>Ready to publish</StepTitle>
      <ProfilePreview draft={getValues()} />
      <section aria-label="What is shown publicly" data-testid="public-disclosure">
        <p>
          Once submitted, this clinic location is public on DirectPay Clinics so patients can find and contact you. Your
          profile shows its {say.list(SHOWN_ON_PROFILE.map(publicPartText))}.
        </p>
        <p>
          Its {say.list(PUBLIC_IN_DATA.map(publicPartText))} are not drawn on the page but are part of the profile&apos;s public data, which
          anyone can read. Messages from patients are sent to the email address.
        </p>
        {inFileNames.length > 0 && (
          <p>
            Its {say.list(inFileNames.map(publicPartText))}, begins the names of its public price files, as you chose, so anyone can read it there. It
            is also printed on the Good Faith Estimates you send a patient.
          </p>
        )}
        {private_.length > 0 && (
          <p>Its {say.list(private_.map(publicPartText))} is never shown publicly: it is printed only on the Good Faith Estimates you send a patient.</p>
        )}
      </section>
      <Hint>
        By submitting you agree to our{' '}
        <Link to="/private-policy" target="_blank">
          Privacy policy
        </Link>{' '}
        and{' '}
        <Link to="/terms-conditions" target="_blank">
          Terms &amp; conditions
        </Link>
        .
      </Hint>
    </>
  );
}
