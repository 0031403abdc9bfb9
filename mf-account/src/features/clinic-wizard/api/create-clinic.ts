import type { OwnerClinic } from '@directpay/contracts';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/** POST /account/clinics (multipart: image0.. + jsonPayload without id). */
export async function createClinic(body: FormData, onProgress?: (fraction: number) => void): Promise<OwnerClinic> {
  const data = await uploadWithProgress<{ result: OwnerClinic }>({ method: 'POST', path: '/account/clinics', body, onProgress });
  return data.result;
}
