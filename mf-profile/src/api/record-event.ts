import { recordClinicEvent, type ClinicEventType } from '@directpay/contracts';
import { callEndpoint } from '@directpay/shared-ui';

/**
 * Counts a view or click for the owner's metrics. Fire-and-forget: a failed
 * count must never block or disturb the visitor, so errors are swallowed.
 */
export function recordEvent(clinicId: string, type: Exclude<ClinicEventType, 'message_sent'>): void {
  callEndpoint(recordClinicEvent, { params: { clinicId }, body: { type } }).catch(() => undefined);
}
