import { Link } from '@directpay/shared-ui/routing';
import { useFormContext } from 'react-hook-form';
import { PUBLIC_IN_DATA, SHOWN_ON_PROFILE, listWords, neverPublic, publicInFileNames } from '@directpay/contracts';
import { Hint, StepTitle } from '#src/components/form-controls';
import type { ClinicDraft } from '#src/features/clinic-wizard/lib/clinic-draft';
import { ProfilePreview } from './profile-preview';
import { useMessages } from '#src/features/clinic-wizard/messages';

/**
 * Step 10: a preview of the public profile, then the public-visibility disclosure
 * before Submit. The disclosure's lists are the contracts', which the API's profile
 * test holds against what the public profile really answers.
 */
export function ConfirmStep() {
  const t = useMessages();
  const { getValues } = useFormContext<ClinicDraft>();
  const spanishDescription = (getValues('detail.descriptionEs') ?? '').trim() !== '';
  const einChosen = getValues('einInFileNames') === true;
  const inFileNames = publicInFileNames(einChosen);
  const private_ = neverPublic(einChosen);
  return (
    <>
      <StepTitle>{t('confirm.title')}</StepTitle>
      <ProfilePreview draft={getValues()} />
      <section aria-label={t('confirm.disclosureLabel')} data-testid="public-disclosure">
        <p>{t('confirm.shown', { parts: listWords(SHOWN_ON_PROFILE) })}</p>
        {spanishDescription && <p>{t('confirm.spanishDescription')}</p>}
        <p>{t('confirm.inData', { parts: listWords(PUBLIC_IN_DATA) })}</p>
        {inFileNames.length > 0 && <p>{t('confirm.inFileNames', { parts: listWords(inFileNames) })}</p>}
        {private_.length > 0 && <p>{t('confirm.neverPublic', { parts: listWords(private_) })}</p>}
      </section>
      <Hint>
        {t.rich('confirm.agree', {
          privacy: (text) => (
            <Link to="/private-policy" target="_blank">
              {text}
            </Link>
          ),
          terms: (text) => (
            <Link to="/terms-conditions" target="_blank">
              {text}
            </Link>
          ),
        })}
      </Hint>
    </>
  );
}
