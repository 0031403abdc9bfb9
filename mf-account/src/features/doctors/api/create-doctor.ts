import type { Doctor } from '@directpay/contracts';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/** POST /account/clinics/:clinicId/doctors (multipart: optional image + jsonPayload). */
export async function createDoctor(clinicId: string, body: FormData): Promise<Doctor> {
  const path = `/account/clinics/${encodeURIComponent(clinicId)}/doctors`;
  return (await uploadWithProgress<{ result: Doctor }>({ method: 'POST', path, body })).result;
}
