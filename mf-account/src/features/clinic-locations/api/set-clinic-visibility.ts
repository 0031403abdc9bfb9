import { endpoints, type OwnerClinic } from '@directpay/contracts';
import { callEndpoint } from '@directpay/shared-ui';

/** PUT /account/clinics/:id/visibility: one location unpublished, or published again. */
export async function setClinicVisibility(id: string, published: boolean): Promise<OwnerClinic> {
  return (await callEndpoint(endpoints.setClinicVisibility, { params: { id }, body: { published } })).result;
}
