import { endpoints } from '@directpay/contracts';
import { callEndpoint } from '@directpay/shared-ui';

/** DELETE /account/clinics/:id (204); its images, doctors and counters go with it. */
export async function deleteClinic(id: string): Promise<void> {
  await callEndpoint(endpoints.deleteOwnerClinic, { params: { id } });
}
