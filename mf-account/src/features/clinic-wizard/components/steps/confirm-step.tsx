import { Link } from '@directpay/shared-ui/routing';
import { useFormContext } from 'react-hook-form';
import { findCategory } from '@directpay/contracts';
import { Hint, StepTitle } from '#src/components/form-controls';
import type { ClinicDraft } from '#src/features/clinic-wizard/lib/clinic-draft';

/** Step 10: the public-visibility disclosure before Submit. */
export function ConfirmStep() {
  const { getValues } = useFormContext<ClinicDraft>();
  const draft = getValues();
  const category = findCategory(Number(draft.categoryId));
  const priced = draft.services.filter((s) => s.enabled).length + draft.otherServices.length;
  return (
    <>
      <StepTitle>Ready to publish</StepTitle>
      <p>
        <strong>{draft.detail.name}</strong>
        {category ? ` · ${category.setupLabel ?? category.label}` : ''} · {[draft.address.cityTown, draft.address.state].filter(Boolean).join(', ')}
      </p>
      <p>
        {draft.images.length} image(s) · {priced} priced service(s)
      </p>
      <p>
        Everything you entered for this clinic location, including its prices, hours, address, phone, email, website,
        images and doctors, will be shown publicly on DirectPay Clinics so patients can find and contact you.
      </p>
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
