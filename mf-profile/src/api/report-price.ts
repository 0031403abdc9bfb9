import { reportPriceMismatch, type PriceReportRequest } from '@directpay/contracts';
import { callEndpoint } from '@directpay/shared-ui';

/** POST /clinics/:clinicId/price-reports; 202 once stored and handed to the mailer. */
export async function reportPrice(clinicId: string, request: PriceReportRequest, recaptchaToken: string | undefined): Promise<void> {
  await callEndpoint(reportPriceMismatch, { params: { clinicId }, body: { ...request, ...(recaptchaToken ? { recaptchaToken } : {}) } });
}
