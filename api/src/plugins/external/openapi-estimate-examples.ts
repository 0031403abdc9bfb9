/** The OpenAPI examples of the Good Faith Estimate operations (openapi-examples.ts has the rest). */
import type { ExamplesOf } from './openapi-example-types';

const CLINIC_ID = '665f1c2e8b3a4d0012ab34cd';
export const REQUEST_ID = '665f1c2e8b3a4d0012ab34e0';
export const ESTIMATE_ID = '665f1c2e8b3a4d0012ab34e1';
export const TOKEN = 'q3Zr8mW1xK0cT5uYbE7nHfJ2aLdV9sPgR4oIiU6tQwA';

const EXAM = { description: 'Exam, x-ray & cleaning', code: 'D0150', codeSystem: 'CDT' as const, quantity: 1, unitPrice: '120', diagnosisCodes: ['Z01.20'] };
const CROWN = { description: 'Porcelain crown', code: 'D2740', codeSystem: 'CDT' as const, quantity: 1, unitPrice: '950', diagnosisCodes: ['K02.52'] };
const LAB = { description: 'Crown fabrication', quantity: 1, unitPrice: '300', diagnosisCodes: [] };
const LAB_PROVIDER = { name: 'Wasatch Dental Lab', npi: '1245319599', tin: '87-1234567', streetAddress: '55 W Center St', cityTown: 'Orem', state: 'UT', zip: '84057' };
const DRAFT = {
  primaryService: 'Porcelain crown',
  locale: 'es' as const,
  scheduledFor: '2026-06-22',
  lines: [EXAM, CROWN],
  coProviders: [{ ...LAB_PROVIDER, lines: [LAB] }],
  separatelyScheduled: [{ description: 'Follow-up visit', note: 'About two weeks after the crown is placed' }],
};
const SUMMARY = {
  id: REQUEST_ID,
  clinicId: CLINIC_ID,
  clinicName: 'Bright Smiles Dental',
  patientName: 'Sam Lee',
  services: [
    { description: 'Exam, x-ray & cleaning', quantity: 1 },
    { description: 'Porcelain crown', quantity: 1 },
  ],
  scheduledFor: '2026-06-22',
  requestedAt: '2026-06-01T16:20:00.000Z',
  requestedOn: '2026-06-01',
  dueOn: '2026-06-04',
  rule: 'scheduled-10' as const,
  status: 'requested' as const,
  estimateId: null,
  issuedAt: null,
};
const ISSUED = { id: ESTIMATE_ID, issuedAt: '2026-06-02T15:04:05.000Z', replaces: null, lineCount: 3, totalCents: 137_000 };
const line = (l: typeof EXAM | typeof LAB) => ({ code: '', codeSystem: '', ...l, totalCents: l.quantity * Number(l.unitPrice) * 100 });

export const ESTIMATE_EXAMPLES: ExamplesOf<
  'requestEstimate' | 'getPatientEstimate' | 'getPatientEstimatePdf' | 'listEstimateRequests' | 'getEstimateRequest' | 'issueEstimate' | 'getEstimatePdf'
> = {
  requestEstimate: {
    parameters: { clinicId: CLINIC_ID },
    body: {
      patientName: 'Sam Lee',
      dateOfBirth: '1988-04-12',
      email: 'sam@example.com',
      services: SUMMARY.services,
      scheduledFor: '2026-06-22',
      note: 'Upper left molar.',
      // Asked on a Spanish page: the receipt, the estimate and its mail are in Spanish.
      locale: 'es',
    },
    response: { status: 'requested', requestedOn: '2026-06-01', dueOn: '2026-06-04', rule: 'scheduled-10' },
  },
  listEstimateRequests: { parameters: { clinicId: CLINIC_ID }, response: { results: [SUMMARY, { ...SUMMARY, id: '665f1c2e8b3a4d0012ab34e2', status: 'issued', estimateId: ESTIMATE_ID, issuedAt: ISSUED.issuedAt }] } },
  getEstimateRequest: {
    parameters: { id: REQUEST_ID },
    response: {
      request: { ...SUMMARY, dateOfBirth: '1988-04-12', email: 'sam@example.com', note: 'Upper left molar.' },
      clinic: { id: CLINIC_ID, name: 'Bright Smiles Dental', npi: '1234567893', tin: '123456789', missing: [] },
      draft: DRAFT,
      warnings: [
        { field: '/coProviders/0/lines/0/code', message: 'Crown fabrication has no service code (CPT, HCPCS or CDT).' },
        { field: '/coProviders/0/lines/0/diagnosisCodes', message: 'Crown fabrication has no diagnosis code, and the care is scheduled.' },
      ],
      estimates: [],
    },
  },
  // The lab's line has no codes: issued as it is, as the owner confirmed.
  issueEstimate: { parameters: { id: REQUEST_ID }, body: { ...DRAFT, acceptWarnings: true }, response: { result: ISSUED } },
  getEstimatePdf: { parameters: { id: ESTIMATE_ID } },
  getPatientEstimate: {
    parameters: { token: TOKEN },
    response: {
      result: {
        issuedAt: ISSUED.issuedAt,
        issuedOn: '2026-06-02',
        correction: false,
        replaced: false,
        patient: { name: 'Sam Lee', dateOfBirth: '1988-04-12' },
        primaryService: 'Porcelain crown',
        scheduledFor: '2026-06-22',
        providers: [
          {
            name: 'Bright Smiles Dental',
            npi: '1234567893',
            streetAddress: '100 N University Ave',
            suiteUnit: 'Suite 2',
            cityTown: 'Provo',
            state: 'UT',
            zip: '84601',
            lines: [line(EXAM), line(CROWN)],
            totalCents: 107_000,
          },
          { ...LAB_PROVIDER, suiteUnit: '', lines: [line(LAB)], totalCents: 30_000 },
        ],
        separatelyScheduled: [{ description: 'Follow-up visit', note: 'About two weeks after the crown is placed' }],
        totalCents: 137_000,
        contact: { name: 'Bright Smiles Dental', phoneNumber: '(801) 555-0100', emailAddress: 'front@brightsmiles.example.com', website: 'https://brightsmiles.example.com' },
        linkExpiresAt: '2027-06-02T15:04:05.000Z',
      },
    },
  },
  getPatientEstimatePdf: { parameters: { token: TOKEN } },
};

