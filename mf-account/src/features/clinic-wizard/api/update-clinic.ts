import { endpoints, type OwnerClinic } from '@directpay/contracts';
import { callEndpoint } from '@directpay/shared-ui';

/** PUT /account/clinics/:id (same multipart shape as create), reporting the upload's progress. */
export async function updateClinic(id: string, body: FormData, onProgress?: (fraction: number) => void): Promise<OwnerClinic> {
  return (await callEndpoint(endpoints.updateOwnerClinic, { params: { id }, body }, { onProgress })).result;
}
