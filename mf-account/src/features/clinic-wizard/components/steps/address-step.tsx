import { useFormContext } from 'react-hook-form';
import { Button, notify } from '@directpay/shared-ui';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { Hint, Row, StepTitle } from '#src/components/form-controls';
import type { ClinicDraft } from '#src/features/clinic-wizard/lib/clinic-draft';
import { findPlaces } from '#src/features/clinic-wizard/api/find-places';
import { TextField } from '#src/components/text-field';
import { useMessages } from '#src/features/clinic-wizard/messages';

/** The coordinates lookup site the original linked to for latitude and longitude. */
export const COORDINATES_LOOKUP_URL = 'https://www.latlong.net/';

export function AddressStep() {
  const t = useMessages();
  const { getValues, setValue, clearErrors } = useFormContext<ClinicDraft>();
  // A read, but one the owner starts with a button: it goes the way of every such request.
  const lookUp = useApiMutation({
    mutationFn: ({ q, state }: { q: string; state: string }) => findPlaces(q, state),
    topic: 'coordinates',
    errorNotice: (error) => t('address.lookupFailed', { reason: error.message }),
    onSuccess: ([place], { q }) => {
      if (!place) {
        notify.error(t('address.notFound', { query: q }), 'coordinates');
        return;
      }
      setValue('address.latitude', String(place.latitude));
      setValue('address.longitude', String(place.longitude));
      clearErrors(['address.latitude', 'address.longitude']);
      notify.success(t('address.filled', { place: place.label }), 'coordinates');
    },
  });

  /** Fills latitude and longitude from the ZIP (or else the city) with the API's offline place list. */
  const fill = () => {
    const { zip, cityTown, state } = getValues('address');
    const q = zip.trim() || cityTown.trim();
    if (!q) {
      notify.info(t('address.cityFirst'));
      return;
    }
    void lookUp.run({ q, state: state.trim() });
  };

  return (
    <>
      <StepTitle>{t('address.title')}</StepTitle>
      <TextField name="address.streetAddress" label={t('address.street')} autoComplete="address-line1" />
      <TextField name="address.suiteUnit" label={t('address.suite')} autoComplete="address-line2" />
      <Row>
        <TextField name="address.cityTown" label={t('address.city')} autoComplete="address-level2" />
        <TextField name="address.state" label={t('address.state')} autoComplete="address-level1" />
        <TextField name="address.zip" label={t('address.zip')} autoComplete="postal-code" inputMode="numeric" />
      </Row>
      <Row>
        <TextField name="address.latitude" label={t('address.latitude')} inputMode="decimal" placeholder="40.2338" />
        <TextField name="address.longitude" label={t('address.longitude')} inputMode="decimal" placeholder="-111.6585" />
      </Row>
      <Hint>
        {t.rich('address.hint', {
          link: (text) => (
            <a href={COORDINATES_LOOKUP_URL} target="_blank" rel="noopener noreferrer">
              {text}
            </a>
          ),
        })}
      </Hint>
      <Button $variant="secondary" onClick={fill} disabled={lookUp.pending}>
        {lookUp.pending ? t('address.lookingUp') : t('address.fill')}
      </Button>
    </>
  );
}
