import { getLocalPrices } from '@directpay/contracts';
import { useEndpointQuery } from '@directpay/shared-ui/query';

/**
 * The clinic's local price groups (GET /clinics/:id/local-prices): one request per
 * page, shared by every price that shows a fair-price mark through the query cache.
 * Null asks nothing (the test profile has no local prices).
 */
export function useLocalPrices(clinicId: string | null) {
  return useEndpointQuery(getLocalPrices, clinicId === null ? null : { params: { id: clinicId } }, { staleTime: 60_000, retry: 1 });
}
