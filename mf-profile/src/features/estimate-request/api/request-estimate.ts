import { requestEstimate as requestEstimateEndpoint, type EstimateRequestAccepted, type EstimateRequestInput } from '@directpay/contracts';
import { callEndpoint } from '@directpay/shared-ui';

/** POST /clinics/:clinicId/estimate-requests; 201 with the day the estimate is due. */
export async function requestEstimate(clinicId: string, request: EstimateRequestInput, recaptchaToken: string | undefined): Promise<EstimateRequestAccepted> {
  return callEndpoint(requestEstimateEndpoint, { params: { clinicId }, body: { ...request, ...(recaptchaToken ? { recaptchaToken } : {}) } });
}
