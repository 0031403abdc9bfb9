/** The OpenAPI examples of the owner's appointment metrics and FHIR export (openapi-examples.ts has the rest). */
import type { ExamplesOf } from './openapi-example-types';

const CLINIC_ID = '665f1c2e8b3a4d0012ab34cd';

export const APPOINTMENT_REPORT_EXAMPLES: ExamplesOf<'getAppointmentMetrics' | 'getOwnerAppointmentsFhir'> = {
  getAppointmentMetrics: {
    parameters: { clinicId: CLINIC_ID },
    response: {
      rows: [
        { clinicId: CLINIC_ID, month: '2026-06', requests: 12, confirmed: 9, confirmedShare: 0.75, medianFirstAnswerMinutes: 95 },
        { clinicId: CLINIC_ID, month: '2026-05', requests: 4, confirmed: 0, confirmedShare: 0, medianFirstAnswerMinutes: null },
      ],
    },
  },
  getOwnerAppointmentsFhir: {
    file: '{"resourceType":"Bundle","type":"searchset","total":1,"entry":[{"resource":{"resourceType":"Appointment","status":"booked","start":"2026-06-10T09:00:00-06:00","end":"2026-06-10T12:00:00-06:00",…},"search":{"mode":"match"}}],…}',
  },
};
