import { useFormContext } from 'react-hook-form';
import { Button, notify } from '@directpay/shared-ui';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { Hint, Row, StepTitle } from '#src/components/form-controls';
import type { ClinicDraft } from '#src/features/clinic-wizard/lib/clinic-draft';
import { findPlaces } from '#src/features/clinic-wizard/api/find-places';
import { TextField } from '#src/components/text-field';

/** The coordinates lookup site the original linked to for latitude and longitude. */
export const COORDINATES_LOOKUP_URL = 'https://www.latlong.net/';

export function AddressStep() {
  const { getValues, setValue, clearErrors } = useFormContext<ClinicDraft>();
  // A read, but one the owner starts with a button: it goes the way of every such request.
  const lookUp = useApiMutation({
    mutationFn: ({ q, state }: { q: string; state: string }) => findPlaces(q, state),
    topic: 'coordinates',
    errorNotice: (error) => `Coordinates could not be looked up: ${error.message}`,
    onSuccess: ([place], { q }) => {
      if (!place) {
        notify.error(`No coordinates were found for ${q}. Check the city or ZIP, or use the lookup site.`, 'coordinates');
        return;
      }
      setValue('address.latitude', String(place.latitude));
      setValue('address.longitude', String(place.longitude));
      clearErrors(['address.latitude', 'address.longitude']);
      notify.success(`Coordinates filled from ${place.label}.`, 'coordinates');
    },
  });

  /** Fills latitude and longitude from the ZIP (or else the city) with the API's offline place list. */
  const fill = () => {
    const { zip, cityTown, state } = getValues('address');
    const q = zip.trim() || cityTown.trim();
    if (!q) {
      notify.info('Enter the city or ZIP code first.');
      return;
    }
    void lookUp.run({ q, state: state.trim() });
  };

  return (
    <>
      <StepTitle>Provide your clinic location address</StepTitle>
      <TextField name="address.streetAddress" label="Street address" autoComplete="address-line1" />
      <TextField name="address.suiteUnit" label="Suite / unit" autoComplete="address-line2" />
      <Row>
        <TextField name="address.cityTown" label="City" autoComplete="address-level2" />
        <TextField name="address.state" label="State" autoComplete="address-level1" />
        <TextField name="address.zip" label="ZIP code" autoComplete="postal-code" inputMode="numeric" />
      </Row>
      <Row>
        <TextField name="address.latitude" label="Latitude" inputMode="decimal" placeholder="40.2338" />
        <TextField name="address.longitude" label="Longitude" inputMode="decimal" placeholder="-111.6585" />
      </Row>
      <Hint>
        Coordinates place your clinic on the map. Find them on{' '}
        <a href={COORDINATES_LOOKUP_URL} target="_blank" rel="noopener noreferrer">
          a coordinates lookup site
        </a>{' '}
        or fill them from the city or ZIP code.
      </Hint>
      <Button $variant="secondary" onClick={fill} disabled={lookUp.pending}>
        {lookUp.pending ? 'Looking up…' : 'Fill from city/ZIP'}
      </Button>
    </>
  );
}
