import { apiFetch } from '@directpay/shared-ui';

/** DELETE /account/clinics/:clinicId/doctors/:id (204). */
export async function deleteDoctor(clinicId: string, id: string): Promise<void> {
  await apiFetch<void>(`/account/clinics/${encodeURIComponent(clinicId)}/doctors/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true });
}
