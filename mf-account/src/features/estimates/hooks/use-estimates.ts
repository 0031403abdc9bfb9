import { endpoints } from '@directpay/contracts';
import { useEndpointQuery } from '@directpay/shared-ui/query';

/** GET /account/estimate-requests: every request to the account's clinics, newest first. */
export const useEstimateRequests = () => useEndpointQuery(endpoints.listEstimateRequests, {}, { retry: false });

/** GET /account/estimate-requests/:id: the request, the clinic's NPI and TIN, a draft and the estimates issued. */
export const useEstimateRequest = (id: string) => useEndpointQuery(endpoints.getEstimateRequest, { params: { id } }, { retry: false });
