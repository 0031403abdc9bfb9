import { endpoints, type Doctor } from '@directpay/contracts';
import { callEndpoint } from '@directpay/shared-ui';

/** PUT /account/clinics/:clinicId/doctors/:id (same shape as create). */
export async function updateDoctor(clinicId: string, id: string, body: FormData): Promise<Doctor> {
  return (await callEndpoint(endpoints.updateDoctor, { params: { clinicId, id }, body })).result;
}
