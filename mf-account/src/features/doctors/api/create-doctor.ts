import { endpoints, type Doctor } from '@directpay/contracts';
import { uploadToEndpoint } from '#src/lib/upload-with-progress';

/** POST /account/clinics/:clinicId/doctors (multipart: optional image + jsonPayload). */
export async function createDoctor(clinicId: string, body: FormData): Promise<Doctor> {
  return (await uploadToEndpoint(endpoints.createDoctor, { params: { clinicId }, body })).result;
}
