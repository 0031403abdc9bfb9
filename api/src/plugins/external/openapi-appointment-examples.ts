/** The OpenAPI examples of the appointment request operations (openapi-examples.ts has the rest). */
import type { ExamplesOf } from './openapi-example-types';

const CLINIC_ID = '665f1c2e8b3a4d0012ab34cd';

/** Three weeks after the examples' day (a Tuesday), inside the clinic's weekday hours. */
const WINDOWS = [
  { day: '2026-06-23', part: 'morning' as const },
  { day: '2026-06-24', part: 'range' as const, from: '13:00', to: '15:30' },
];

export const APPOINTMENT_EXAMPLES: ExamplesOf<'requestAppointment'> = {
  requestAppointment: {
    parameters: { clinicId: CLINIC_ID },
    body: {
      service: 'Exam, x-ray & cleaning',
      windows: WINDOWS,
      name: 'Sam Lee',
      email: 'sam@example.com',
      phone: '(801) 555-0142',
      selfPay: true,
      note: 'Mornings suit me best.',
      // Asked on a Spanish page: every mail to the patient is in Spanish.
      locale: 'es',
    },
    response: { status: 'requested' },
  },
};
