import { endpoints, type OwnerClinic } from '@directpay/contracts';
import { uploadToEndpoint } from '#src/lib/upload-with-progress';

/** PUT /account/clinics/:id (same multipart shape as create). */
export async function updateClinic(id: string, body: FormData, onProgress?: (fraction: number) => void): Promise<OwnerClinic> {
  return (await uploadToEndpoint(endpoints.updateOwnerClinic, { params: { id }, body }, onProgress)).result;
}
