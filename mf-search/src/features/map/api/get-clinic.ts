import { apiFetch } from '@directpay/shared-ui';
import type { Clinic } from '@directpay/contracts';

/** The public profile, for the map card's picture, city and state. */
export function getClinic(id: string, signal?: AbortSignal): Promise<Clinic> {
  return apiFetch<{ result: Clinic }>(`/clinics/${encodeURIComponent(id)}`, { signal }).then((r) => r.result);
}
