import { contactClinic, type ClinicContactRequest } from '@directpay/contracts';
import { callEndpoint } from '@directpay/shared-ui';

/** POST /clinics/:clinicId/contact; 202 once the message is handed to the mail transport. */
export async function sendMessage(clinicId: string, request: ClinicContactRequest, recaptchaToken: string | undefined): Promise<void> {
  await callEndpoint(contactClinic, { params: { clinicId }, body: { ...request, ...(recaptchaToken ? { recaptchaToken } : {}) } });
}
