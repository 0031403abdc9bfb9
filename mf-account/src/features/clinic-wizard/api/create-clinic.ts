import { endpoints, type OwnerClinic } from '@directpay/contracts';
import { callEndpoint } from '@directpay/shared-ui';

/** POST /account/clinics (multipart: image0.. + jsonPayload without id), reporting the upload's progress. */
export async function createClinic(body: FormData, onProgress?: (fraction: number) => void): Promise<OwnerClinic> {
  return (await callEndpoint(endpoints.createOwnerClinic, { body }, { onProgress })).result;
}
