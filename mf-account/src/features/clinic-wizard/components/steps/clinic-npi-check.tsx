import { useWatch } from 'react-hook-form';
import { endpoints } from '@directpay/contracts';
import { useEndpointQuery } from '@directpay/shared-ui/query';
import type { ClinicDraft } from '#src/features/clinic-wizard/lib/clinic-draft';
import { NpiFieldCheck } from '#src/components/npi-check/npi-field-check';
import { usePendingChecksRefresh } from '#src/components/npi-check/use-pending-checks-refresh';

/** The saved location's NPI check under the wizard's NPI field, read from the owner's clinic list (kept fresh while pending). */
export function ClinicNpiCheck() {
  const [id, npi, state] = useWatch<ClinicDraft, ['id', 'npi', 'address.state']>({ name: ['id', 'npi', 'address.state'] });
  const refresh = usePendingChecksRefresh();
  const list = useEndpointQuery(endpoints.listOwnerClinics, id ? {} : null, { retry: false, ...refresh });
  const saved = id ? list.data?.results.find((clinic) => clinic.id === id) : undefined;
  return <NpiFieldCheck check={saved?.npiCheck} typed={npi ?? ''} subject="clinic" listingState={state ?? ''} />;
}
