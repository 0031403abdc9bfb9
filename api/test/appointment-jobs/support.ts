/**
 * Appointment requests stored as the request route stores them, with any field set: the jobs,
 * metrics and FHIR tests start from requests of known dates and states.
 */
import { randomBytes } from 'node:crypto';
import { ObjectId } from 'mongodb';
import type { StoredAppointment } from '#src/repositories/appointments/stored-appointment';

export function storedRequest(overrides: Partial<StoredAppointment> & Pick<StoredAppointment, 'accountId' | 'clinicId'>): StoredAppointment {
  const requestedAt = overrides.requestedAt ?? new Date('2026-06-01T16:00:00Z');
  return {
    _id: new ObjectId(),
    clinicName: 'Bright Smiles Provo',
    clinicAddress: '100 N University Ave, Provo, UT, 84601',
    clinicPhone: '(801) 555-0100',
    timeZone: 'America/Denver',
    service: { description: 'Exam, x-ray & cleaning', price: '120', code: 'D0150', codeSystem: 'CDT' },
    windows: [{ day: '2026-06-10', part: 'morning' }],
    windowsEndAt: new Date('2026-06-10T18:00:00Z'),
    name: 'Sam Lee',
    email: 'sam@example.com',
    phone: '',
    selfPay: true,
    note: '',
    locale: 'en',
    state: 'requested',
    tokenHashes: [randomBytes(32).toString('hex')],
    requestedOn: '2026-06-01',
    firstAnsweredAt: null,
    changedAt: requestedAt,
    usedLinks: [],
    ...overrides,
    requestedAt,
  };
}
