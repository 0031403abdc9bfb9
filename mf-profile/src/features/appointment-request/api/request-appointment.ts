import { requestAppointment as requestAppointmentEndpoint, type AppointmentRequestInput } from '@directpay/contracts';
import { callEndpoint } from '@directpay/shared-ui';

/** POST /clinics/:clinicId/appointment-requests; 202 once the request is stored and the patient's link mailed. */
export async function requestAppointment(clinicId: string, request: AppointmentRequestInput, recaptchaToken: string | undefined): Promise<void> {
  await callEndpoint(requestAppointmentEndpoint, { params: { clinicId }, body: { ...request, ...(recaptchaToken ? { recaptchaToken } : {}) } });
}
