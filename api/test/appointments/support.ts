import { addBusinessDays, addDays, dayIn, isBusinessDay } from '@directpay/contracts';
import type { TestApp } from '#test/owner/helpers';
import { readOutbox, type Mail } from '#test/messages/outbox';
import { createClinic, gfeClinic, nextIp, saveClinic, type Owner } from '#test/estimates/support';

export { createClinic, saveClinic, type Owner };

/** A Provo clinic (US Mountain time), open weekdays 09:00 to 17:00, with prices; an email address for its mail. */
export const apptClinic = (overrides: Record<string, unknown> = {}) =>
  gfeClinic({ detail: { ...gfeClinic().detail as object, emailAddress: 'front@clinic.example.com' }, ...overrides });

/** The clinic's today (America/Denver). */
export const today = (now = new Date()) => dayIn('America/Denver', now);
/** The nth business day after the clinic's today. */
export const businessDay = (n: number) => addBusinessDays(today(), n);
/** The first business day at least `days` calendar days ahead. */
export function weekdayAhead(days: number): string {
  let day = addDays(today(), days);
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}

export const appointmentRequest = (overrides: Record<string, unknown> = {}) => ({
  service: 'Exam, x-ray & cleaning',
  windows: [
    { day: weekdayAhead(14), part: 'morning' },
    { day: weekdayAhead(14), part: 'afternoon' },
    { day: weekdayAhead(21), part: 'range', from: '10:00', to: '11:30' },
  ],
  name: 'Sam Lee',
  email: 'sam@example.com',
  phone: '(801) 555-0142',
  selfPay: true,
  note: 'Mornings suit me best.',
  ...overrides,
});

export function askForAppointment(t: TestApp, clinicId: string, body: object = appointmentRequest()) {
  return t.app.inject({ method: 'POST', url: `/clinics/${clinicId}/appointment-requests`, remoteAddress: nextIp(), payload: body });
}

export const mailsTo = (t: TestApp, to: string): Mail[] => readOutbox(t.outboxDir).filter((m) => m.headers.to === to);
export const lastMailTo = (t: TestApp, to: string): Mail => {
  const mails = mailsTo(t, to);
  if (mails.length === 0) throw new Error(`no mail to ${to}`);
  return mails[mails.length - 1];
};

/** The patient's private token in a mail. */
export const patientTokenIn = (mail: Mail): string => /\/appointment\/([A-Za-z0-9_-]{43})\b/.exec(mail.text)?.[1] ?? '';
/** The clinic's one-click tokens in its mail, by action and window. */
export function linkTokensIn(mail: Mail): { action: string; window: number; token: string }[] {
  const out: { action: string; window: number; token: string }[] = [];
  let window = -1;
  for (const line of mail.text.split('\n')) {
    if (line.startsWith('- ')) window++;
    const match = /\/appointment-answer\/([A-Za-z0-9_.-]+)/.exec(line);
    if (match) out.push({ action: /Confirm/.test(line) ? 'confirm' : /Propose/.test(line) ? 'propose' : 'decline', window, token: match[1] });
  }
  return out;
}
export const linkToken = (mail: Mail, action: string, window = 0) => linkTokensIn(mail).find((l) => l.action === action && l.window === window)?.token ?? '';

export function ownerList(t: TestApp, who: Owner, query = '') {
  return t.app.inject({ method: 'GET', url: `/account/appointment-requests${query}`, headers: who.headers });
}
export function answer(t: TestApp, who: Owner, id: string, body: object) {
  return t.app.inject({ method: 'POST', url: `/account/appointment-requests/${id}/answer`, headers: who.headers, payload: body });
}
export const patientPage = (t: TestApp, token: string) => t.app.inject({ method: 'GET', url: `/appointments/${token}`, remoteAddress: nextIp() });
export const patientPost = (t: TestApp, token: string, what: 'accept' | 'cancel') =>
  t.app.inject({ method: 'POST', url: `/appointments/${token}/${what}`, remoteAddress: nextIp() });
