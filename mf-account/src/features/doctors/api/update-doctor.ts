import type { Doctor } from '@directpay/contracts';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/** PUT /account/clinics/:clinicId/doctors/:id (same shape as create). */
export async function updateDoctor(clinicId: string, id: string, body: FormData): Promise<Doctor> {
  const path = `/account/clinics/${encodeURIComponent(clinicId)}/doctors/${encodeURIComponent(id)}`;
  return (await uploadWithProgress<{ result: Doctor }>({ method: 'PUT', path, body })).result;
}
