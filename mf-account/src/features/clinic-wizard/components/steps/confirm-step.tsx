import { Link } from '@directpay/shared-ui/routing';
import { useFormContext } from 'react-hook-form';
import { PUBLIC_IN_DATA, SHOWN_ON_PROFILE, neverPublic, publicInFileNames, publicPartText } from '@directpay/contracts';
import { useContractText } from '@directpay/shared-ui/i18n';
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
  const say = useContractText();
  return (
    <>
      <StepTitle>{t('confirm.title')}</StepTitle>
      <ProfilePreview draft={getValues()} />
      <section aria-label={t('confirm.disclosureLabel')} data-testid="public-disclosure">
        <p>{t('confirm.shown', { parts: say.list(SHOWN_ON_PROFILE.map(publicPartText)) })}</p>
        {spanishDescription && <p>{t('confirm.spanishDescription')}</p>}
        <p>{t('confirm.inData', { parts: say.list(PUBLIC_IN_DATA.map(publicPartText)) })}</p>
        {inFileNames.length > 0 && <p>{t('confirm.inFileNames', { parts: say.list(inFileNames.map(publicPartText)) })}</p>}
        {private_.length > 0 && <p>{t('confirm.neverPublic', { parts: say.list(private_.map(publicPartText)) })}</p>}
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
