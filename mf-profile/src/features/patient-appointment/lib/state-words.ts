import type { AppointmentState } from '@directpay/contracts';
import type { AppointmentMessage as MessageKey } from '#src/features/appointment-request/messages';

/** Each state's title in plain words: until the clinic confirms, nothing reads as booked. */
export const STATE_TITLES: Record<AppointmentState, MessageKey> = {
  requested: 'appointment.status.requested',
  proposed: 'appointment.status.proposed',
  confirmed: 'appointment.status.confirmed',
  declined: 'appointment.status.declined',
  cancelled: 'appointment.status.cancelled',
  expired: 'appointment.status.expired',
  fulfilled: 'appointment.status.fulfilled',
  noshow: 'appointment.status.noshow',
};

/** What the state means for the patient, under the title. */
export const STATE_TEXTS: Record<AppointmentState, MessageKey> = {
  requested: 'appointment.statusText.requested',
  proposed: 'appointment.statusText.proposed',
  confirmed: 'appointment.statusText.confirmed',
  declined: 'appointment.statusText.declined',
  cancelled: 'appointment.statusText.cancelled',
  expired: 'appointment.statusText.expired',
  fulfilled: 'appointment.statusText.fulfilled',
  noshow: 'appointment.statusText.noshow',
};

/** The patient may still cancel while nothing is settled or the time is ahead. */
export const cancellable = (state: AppointmentState): boolean => state === 'requested' || state === 'proposed' || state === 'confirmed';
