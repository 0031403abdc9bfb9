import type { OwnerClinic } from '@directpay/contracts';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/** PUT /account/clinics/:id (same multipart shape as create). */
export async function updateClinic(id: string, body: FormData, onProgress?: (fraction: number) => void): Promise<OwnerClinic> {
  const path = `/account/clinics/${encodeURIComponent(id)}`;
  const data = await uploadWithProgress<{ result: OwnerClinic }>({ method: 'PUT', path, body, onProgress });
  return data.result;
}
