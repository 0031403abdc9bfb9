import { endpoints, type PriceReport } from '@directpay/contracts';
import { callEndpoint } from '@directpay/shared-ui';

/** POST /account/clinics/:clinicId/price-reports/:id/resolve. */
export async function resolveReport(clinicId: string, id: string): Promise<PriceReport> {
  return (await callEndpoint(endpoints.resolvePriceReport, { params: { clinicId, id } })).result;
}
