import { issueEstimate as issueEstimateEndpoint, type IssueEstimateInput, type IssuedEstimateSummary } from '@directpay/contracts';
import { callEndpoint } from '@directpay/shared-ui';

/** POST /account/estimate-requests/:id/estimates: the PDF is stored and mailed to the patient with a private link. */
export async function issueEstimate(requestId: string, estimate: IssueEstimateInput): Promise<IssuedEstimateSummary> {
  return (await callEndpoint(issueEstimateEndpoint, { params: { id: requestId }, body: estimate })).result;
}
