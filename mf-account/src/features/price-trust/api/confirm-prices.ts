import { endpoints, type OwnerClinic } from '@directpay/contracts';
import { callEndpoint } from '@directpay/shared-ui';

/** POST /account/clinics/:clinicId/prices-confirmation: every price of the clinic is confirmed now. */
export async function confirmPrices(clinicId: string): Promise<OwnerClinic> {
  return (await callEndpoint(endpoints.confirmPrices, { params: { clinicId } })).result;
}
