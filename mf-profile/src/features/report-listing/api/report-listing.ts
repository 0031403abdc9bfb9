import { reportListing as reportListingEndpoint, type ListingReportRequest } from '@directpay/contracts';
import { callEndpoint } from '@directpay/shared-ui';

/** POST /clinics/:clinicId/listing-reports; 202 once stored for the moderators. */
export async function reportListing(clinicId: string, request: ListingReportRequest, recaptchaToken: string | undefined): Promise<void> {
  await callEndpoint(reportListingEndpoint, { params: { clinicId }, body: { ...request, ...(recaptchaToken ? { recaptchaToken } : {}) } });
}
