import { endpoints, type OwnerClinic } from '@directpay/contracts';
import { uploadToEndpoint } from '#src/lib/upload-with-progress';

/** POST /account/clinics (multipart: image0.. + jsonPayload without id). */
export async function createClinic(body: FormData, onProgress?: (fraction: number) => void): Promise<OwnerClinic> {
  return (await uploadToEndpoint(endpoints.createOwnerClinic, { body }, onProgress)).result;
}
