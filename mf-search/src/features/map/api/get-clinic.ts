import { endpoints, type Clinic } from '@directpay/contracts';
import { callEndpoint } from '@directpay/shared-ui';

/** The public profile, for the map card's picture, city and state. */
export function getClinic(id: string, signal?: AbortSignal): Promise<Clinic> {
  return callEndpoint(endpoints.getClinic, { params: { id } }, { signal }).then((r) => r.result);
}
