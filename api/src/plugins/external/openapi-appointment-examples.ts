/** The OpenAPI examples of the appointment request operations (openapi-examples.ts has the rest). */
import type { ExamplesOf } from './openapi-example-types';

const CLINIC_ID = '665f1c2e8b3a4d0012ab34cd';
/** The request the patient follows and the clinic proposes a time for. */
export const APPOINTMENT_ID = '665f1c2e8b3a4d0012ab34f5';
/** The request the clinic confirms from its mailed link. */
export const LINKED_APPOINTMENT_ID = '665f1c2e8b3a4d0012ab34f6';
/** The patient's private link token (256 random bits). */
export const APPOINTMENT_TOKEN = 'j6j4ruG7KzCiL9-VmUT3IXoBg9L3Zv6HC7w0VKgkp8s';
/** A clinic's signed one-click link: confirm window 0 of LINKED_APPOINTMENT_ID (signed with the development secret). */
export const APPOINTMENT_LINK_TOKEN = '665f1c2e8b3a4d0012ab34f6.c.0.4102444800.SAlayDcdwiNFKDg6u5ZrpIPkwV02KdvMVOZbx0xZzVw';

/** Three weeks after the examples' day (a Tuesday), inside the clinic's weekday hours. */
const WINDOWS = [
  { day: '2026-06-23', part: 'morning' as const },
  { day: '2026-06-24', part: 'range' as const, from: '13:00', to: '15:30' },
];
const SERVICE = { description: 'Exam, x-ray & cleaning', price: '120' };
const REQUESTED_AT = '2026-06-01T16:20:00.000Z';
const PROPOSED = { day: '2026-06-16', from: '10:00', to: '10:30' };
const CONFIRMED = { day: '2026-06-23', from: '09:00', to: '09:30' };

const REQUEST = {
  service: SERVICE.description,
  windows: WINDOWS,
  name: 'Sam Lee',
  email: 'sam@example.com',
  phone: '(801) 555-0142',
  selfPay: true,
  note: 'Mornings suit me best.',
  // Asked on a Spanish page: every mail to the patient is in Spanish.
  locale: 'es' as const,
};

const OWNER_VIEW = {
  id: APPOINTMENT_ID,
  clinicId: CLINIC_ID,
  clinicName: 'Bright Smiles Dental',
  service: SERVICE,
  windows: WINDOWS,
  state: 'requested' as const,
  name: REQUEST.name,
  email: REQUEST.email,
  phone: REQUEST.phone,
  selfPay: true,
  note: REQUEST.note,
  requestedAt: REQUESTED_AT,
  firstAnsweredAt: null,
};

const PATIENT_VIEW = {
  clinic: { id: CLINIC_ID, name: 'Bright Smiles Dental', address: '100 N University Ave, Suite 2, Provo, UT, 84601', phoneNumber: '(801) 555-0100', timeZone: 'America/Denver' },
  service: SERVICE,
  windows: WINDOWS,
  state: 'requested' as const,
  requestedAt: REQUESTED_AT,
  selfPay: true,
};

export const APPOINTMENT_EXAMPLES: ExamplesOf<
  | 'requestAppointment'
  | 'getPatientAppointment'
  | 'acceptAppointmentProposal'
  | 'cancelAppointment'
  | 'getAppointmentCalendar'
  | 'getAppointmentLink'
  | 'useAppointmentLink'
  | 'listOwnerAppointments'
  | 'answerOwnerAppointment'
> = {
  requestAppointment: { parameters: { clinicId: CLINIC_ID }, body: REQUEST, response: { status: 'requested' } },
  getPatientAppointment: { parameters: { token: APPOINTMENT_TOKEN }, response: PATIENT_VIEW },
  // The clinic proposed a time; the patient takes it, and it is confirmed.
  acceptAppointmentProposal: { parameters: { token: APPOINTMENT_TOKEN }, response: { ...PATIENT_VIEW, state: 'confirmed', time: PROPOSED } },
  cancelAppointment: { parameters: { token: APPOINTMENT_TOKEN }, response: { ...PATIENT_VIEW, state: 'cancelled', time: PROPOSED } },
  getAppointmentCalendar: {
    parameters: { token: APPOINTMENT_TOKEN },
    file: [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//DirectPay Clinics//Appointments//ES',
      'BEGIN:VEVENT',
      `UID:${APPOINTMENT_ID}@api.example.com`,
      'SEQUENCE:0',
      'DTSTAMP:20260602T150405Z',
      'DTSTART:20260616T160000Z',
      'DTEND:20260616T163000Z',
      'SUMMARY:Exam\\, x-ray & cleaning en Bright Smiles Dental',
      'LOCATION:100 N University Ave\\, Suite 2\\, Provo\\, UT\\, 84601',
      'DESCRIPTION:Confirmada a través de DirectPay Clinics. Precio publicado: $120.',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n'),
  },
  getAppointmentLink: {
    parameters: { token: APPOINTMENT_LINK_TOKEN },
    response: { action: 'confirm', window: WINDOWS[0], request: { ...OWNER_VIEW, id: LINKED_APPOINTMENT_ID } },
  },
  useAppointmentLink: {
    parameters: { token: APPOINTMENT_LINK_TOKEN },
    body: { action: 'confirm', window: 0, time: CONFIRMED },
    response: {
      result: { ...OWNER_VIEW, id: LINKED_APPOINTMENT_ID, state: 'confirmed', time: CONFIRMED, firstAnsweredAt: '2026-06-02T15:04:05.000Z', estimateRequestId: '665f1c2e8b3a4d0012ab34f7' },
    },
  },
  listOwnerAppointments: { parameters: { clinicId: CLINIC_ID, state: 'requested' }, response: { results: [OWNER_VIEW] } },
  answerOwnerAppointment: {
    parameters: { id: APPOINTMENT_ID },
    body: { action: 'propose', time: PROPOSED },
    response: { result: { ...OWNER_VIEW, state: 'proposed', time: PROPOSED, firstAnsweredAt: '2026-06-02T15:04:05.000Z' } },
  },
};
