import { endpoints } from '@directpay/contracts';
import { callEndpoint } from '@directpay/shared-ui';

/** DELETE /account/clinics/:clinicId/doctors/:id (204). */
export async function deleteDoctor(clinicId: string, id: string): Promise<void> {
  await callEndpoint(endpoints.deleteDoctor, { params: { clinicId, id } });
}
