import { searchClinics, type ClinicSearchQuery } from '@directpay/contracts';
import { callEndpoint, type EndpointInput } from '@directpay/shared-ui';

export type ClinicSearchInput = EndpointInput<typeof searchClinics>;

/** One page of GET /clinics; `cursor` is the previous page's nextCursor. */
export function getClinics(query: ClinicSearchQuery, cursor: string | null, signal?: AbortSignal) {
  return callEndpoint(searchClinics, { query: cursor ? { ...query, cursor } : query }, { signal });
}
