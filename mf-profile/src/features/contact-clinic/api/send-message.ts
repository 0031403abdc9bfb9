import { apiFetch } from '@directpay/shared-ui';
import type { MessageFields } from '../lib/validate';

/** POST /clinics/:clinicId/contact; 202 once the message is handed to the mail transport. */
export async function sendMessage(clinicId: string, fields: MessageFields, recaptchaToken: string | undefined): Promise<void> {
  await apiFetch(`/clinics/${encodeURIComponent(clinicId)}/contact`, {
    method: 'POST',
    body: {
      name: fields.name.trim(),
      emailAddress: fields.emailAddress.trim(),
      message: fields.message,
      ...(recaptchaToken ? { recaptchaToken } : {}),
    },
  });
}
