import { endpoints, type Doctor } from '@directpay/contracts';
import { callEndpoint } from '@directpay/shared-ui';

/** POST /account/clinics/:clinicId/doctors (multipart: optional image + jsonPayload). */
export async function createDoctor(clinicId: string, body: FormData): Promise<Doctor> {
  return (await callEndpoint(endpoints.createDoctor, { params: { clinicId }, body })).result;
}
