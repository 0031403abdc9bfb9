import type { OwnerClinic } from '@directpay/contracts';
import { apiFetch } from '@directpay/shared-ui';

/** GET /account/clinics: the signed-in account's clinics with their doctors. */
export async function listClinics(signal?: AbortSignal): Promise<OwnerClinic[]> {
  const data = await apiFetch<{ results: OwnerClinic[] }>('/account/clinics', { auth: true, signal });
  return data.results;
}
