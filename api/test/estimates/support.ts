import { addDays, dayIn } from '@directpay/contracts';
import type { TestApp } from '#test/owner/helpers';
import { multipart, signIn, validClinic } from '#test/owner/helpers';
import { readOutbox, type Mail } from '#test/messages/outbox';

export type Owner = Awaited<ReturnType<typeof signIn>>;

export const CLINIC_NPI = '1234567893';
export const CLINIC_TIN = '98-7654320';
export const CLINIC_TIN_DIGITS = '987654320';

/** A Provo, Utah clinic (US Mountain time) with coded prices; NPI and TIN unless told otherwise. */
export function gfeClinic(overrides: Record<string, unknown> = {}) {
  return validClinic({
    services: [
      { description: 'Exam, x-ray & cleaning', price: '120', code: 'D0150', codeSystem: 'CDT' },
      { description: 'Porcelain crown', price: '950.50', code: 'D2740', codeSystem: 'CDT' },
      { description: 'Single annual membership', price: '' },
    ],
    otherServices: [{ description: 'Night guard', price: '350' }],
    npi: CLINIC_NPI,
    tin: CLINIC_TIN,
    ...overrides,
  });
}

/** The clinic's today and the days around it (Provo: America/Denver). */
export const clinicDay = (offset = 0, now = new Date()) => addDays(dayIn('America/Denver', now), offset);

export async function saveClinic(t: TestApp, who: Owner, clinic: object, id?: string) {
  const body = multipart([['jsonPayload', JSON.stringify(clinic)]]);
  return t.app.inject({ method: id ? 'PUT' : 'POST', url: `/account/clinics${id ? `/${id}` : ''}`, headers: { ...who.headers, ...body.headers }, payload: body.payload });
}

export async function createClinic(t: TestApp, who: Owner, clinic: object = gfeClinic()): Promise<string> {
  const res = await saveClinic(t, who, clinic);
  if (res.statusCode !== 201) throw new Error(`clinic: ${res.statusCode} ${res.body}`);
  return res.json().result.id as string;
}

export const patientRequest = (overrides: Record<string, unknown> = {}) => ({
  patientName: 'Sam Lee',
  dateOfBirth: '1988-04-12',
  email: 'sam@example.com',
  services: [
    { description: 'Exam, x-ray & cleaning', quantity: 1 },
    { description: 'Porcelain crown', quantity: 2 },
  ],
  note: 'Upper left molar.',
  ...overrides,
});

let ip = 0;
/** A new client address each time, so the message rate limit stays out of the way. */
export const nextIp = () => `10.50.${Math.floor(++ip / 250)}.${ip % 250}`;

export function askForEstimate(t: TestApp, clinicId: string, body: object = patientRequest()) {
  return t.app.inject({ method: 'POST', url: `/clinics/${clinicId}/estimate-requests`, remoteAddress: nextIp(), payload: body });
}

export async function requestIds(t: TestApp, who: Owner): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/account/estimate-requests', headers: who.headers });
  return (res.json().results as { id: string }[]).map((r) => r.id);
}

export function detail(t: TestApp, who: Owner, id: string) {
  return t.app.inject({ method: 'GET', url: `/account/estimate-requests/${id}`, headers: who.headers });
}

export function issue(t: TestApp, who: Owner, id: string, body: object) {
  return t.app.inject({ method: 'POST', url: `/account/estimate-requests/${id}/estimates`, headers: who.headers, payload: body });
}

/** Mails to an address that carry an estimate, oldest first. */
export const estimateMails = (t: TestApp, to: string): Mail[] => readOutbox(t.outboxDir).filter((m) => m.headers.to === to && m.attachments.length > 0);

export const tokenIn = (mail: Mail): string => /\/estimate\/([A-Za-z0-9_-]{43})\b/.exec(mail.text)?.[1] ?? '';

export const LAB = {
  name: 'Wasatch Dental Lab',
  npi: '1245319599',
  tin: '87-6543210',
  streetAddress: '55 W Center St',
  cityTown: 'Orem',
  state: 'UT',
  zip: '84057',
};
