import { apiFetch } from '@directpay/shared-ui';
import type { ClinicContactRequest } from '@directpay/contracts';

/** POST /clinics/:clinicId/contact; 202 once the message is handed to the mail transport. */
export async function sendMessage(clinicId: string, request: ClinicContactRequest, recaptchaToken: string | undefined): Promise<void> {
  await apiFetch(`/clinics/${encodeURIComponent(clinicId)}/contact`, {
    method: 'POST',
    body: { ...request, ...(recaptchaToken ? { recaptchaToken } : {}) },
  });
}
