import { endpoints, type Doctor } from '@directpay/contracts';
import { uploadToEndpoint } from '#src/lib/upload-with-progress';

/** PUT /account/clinics/:clinicId/doctors/:id (same shape as create). */
export async function updateDoctor(clinicId: string, id: string, body: FormData): Promise<Doctor> {
  return (await uploadToEndpoint(endpoints.updateDoctor, { params: { clinicId, id }, body })).result;
}
