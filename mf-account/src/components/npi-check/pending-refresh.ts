import type { OwnerClinic } from '@directpay/contracts';

/** Whether any location's or doctor's NPI is still being checked with the registry. */
export const anyPendingCheck = (clinics: readonly OwnerClinic[] | undefined): boolean =>
  (clinics ?? []).some((clinic) => clinic.npiCheck?.state === 'pending' || clinic.doctors.some((doctor) => doctor.npiCheck?.state === 'pending'));

/**
 * How long to wait before reading the list again while a check is pending, by how long it has
 * been pending: soon at first (a check usually answers in seconds), then less often, as the
 * API retries an unreachable registry with backoff.
 */
export function pendingRefreshDelay(pendingForMs: number): number {
  if (pendingForMs < 30_000) return 5_000;
  if (pendingForMs < 120_000) return 15_000;
  return 60_000;
}
