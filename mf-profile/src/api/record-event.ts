import { apiFetch } from '@directpay/shared-ui';
import type { CLINIC_EVENT_TYPES } from '@directpay/contracts';

type EventType = (typeof CLINIC_EVENT_TYPES)[number];

/**
 * Counts a view or click for the owner's metrics. Fire-and-forget: a failed
 * count must never block or disturb the visitor, so errors are swallowed.
 */
export function recordEvent(clinicId: string, type: EventType): void {
  apiFetch(`/clinics/${encodeURIComponent(clinicId)}/events`, { method: 'POST', body: { type } }).catch(() => undefined);
}
