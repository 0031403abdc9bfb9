import { endpoints } from '@directpay/contracts';
import { useEndpointQuery } from '@directpay/shared-ui/query';

/** The clinic's price mismatch reports, newest first (GET /account/clinics/:clinicId/price-reports). */
export function usePriceReports(clinicId: string) {
  return useEndpointQuery(endpoints.listPriceReports, { params: { clinicId } }, { retry: false });
}
