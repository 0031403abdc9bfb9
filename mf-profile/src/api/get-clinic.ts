import { apiFetch } from '@directpay/shared-ui';
import type { Clinic } from '@directpay/contracts';

/** GET /clinics/:id, the public profile (404 unknown, 400 malformed id). */
export async function getClinic(id: string, signal?: AbortSignal): Promise<Clinic> {
  const { result } = await apiFetch<{ result: Clinic }>(`/clinics/${encodeURIComponent(id)}`, { signal });
  return result;
}
