import { useCallback, useMemo } from 'react';
import { endpoints, type OwnerClinic } from '@directpay/contracts';
import { useEndpointQuery } from '@directpay/shared-ui/query';
import { sortClinicsByName } from '../lib/sort-clinics';
import { usePendingChecksRefresh } from '#src/components/npi-check/use-pending-checks-refresh';

export type ClinicsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** The API refuses to list clinics (403) until the owner's email is confirmed. */
  | { status: 'unconfirmed' }
  | { status: 'ready'; clinics: OwnerClinic[] };

/**
 * The account's clinics (GET /account/clinics); `reload` is called after a save, delete or doctor change.
 * Read again on its own while an NPI check is pending.
 */
export function useClinics() {
  const refresh = usePendingChecksRefresh();
  const query = useEndpointQuery(endpoints.listOwnerClinics, {}, { retry: false, ...refresh });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const state = useMemo((): ClinicsState => {
    if (query.data) return { status: 'ready', clinics: sortClinicsByName(query.data.results) };
    if (query.isError) return query.error.status === 403 ? { status: 'unconfirmed' } : { status: 'error', message: query.error.message };
    return { status: 'loading' };
  }, [query.data, query.isError, query.error]);
  return { state, reload };
}
