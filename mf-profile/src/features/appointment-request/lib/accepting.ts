import type { Clinic } from '@directpay/contracts';

/** A clinic takes requests unless its owner turned the setting off (on by default, so a clinic saved before it existed does). */
export const acceptsRequests = (clinic: Pick<Clinic, 'appointments'>): boolean => clinic.appointments?.accepting !== false;

/** The request form's address, with the service picked when there is one. */
export const requestPath = (clinicId: string, service?: string): string =>
  `/clinic/${encodeURIComponent(clinicId)}/appointment${service ? `?service=${encodeURIComponent(service)}` : ''}`;
