import { apiFetch } from '@directpay/shared-ui';

/** DELETE /account/clinics/:id (204); its images, doctors and counters go with it. */
export async function deleteClinic(id: string): Promise<void> {
  await apiFetch<void>(`/account/clinics/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true });
}
