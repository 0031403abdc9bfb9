/**
 * An appointment request's state as FHIR R4 `Appointment.status`: requested is
 * `proposed`, a time the clinic proposed is `pending`, confirmed is `booked`, and a
 * request declined, cancelled or expired is `cancelled`.
 */
import type { AppointmentState } from './api/appointments';

export type FhirAppointmentStatus = 'proposed' | 'pending' | 'booked' | 'cancelled' | 'fulfilled' | 'noshow';

const FHIR_STATUS: Record<AppointmentState, FhirAppointmentStatus> = {
  requested: 'proposed',
  proposed: 'pending',
  confirmed: 'booked',
  declined: 'cancelled',
  cancelled: 'cancelled',
  expired: 'cancelled',
  fulfilled: 'fulfilled',
  noshow: 'noshow',
};

export const fhirAppointmentStatus = (state: AppointmentState): FhirAppointmentStatus => FHIR_STATUS[state];
