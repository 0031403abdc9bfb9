/**
 * Appointment requests for the development account, so `npm start` shows the Requests page at
 * work: one requested, one with a time the clinic proposed, one confirmed, to the account's demo
 * clinics (demo-estimates.ts gives it them), each a fictional patient's, with windows inside the
 * clinic's listed hours. No mail is sent for them.
 */
import type { FastifyInstance } from 'fastify';
import { ObjectId } from 'mongodb';
import { addDays, clinicTimeZone, dayIn, hasPrice, instantIn, minutesClock, openingOn, type AppointmentWindow } from '@directpay/contracts';
import { listedService, newAppointmentRequest } from '#src/appointments/new-request';
import type { StoredAppointment } from '#src/repositories/appointments/stored-appointment';
import type { StoredClinic } from '#src/repositories/clinics/stored-clinic';
import { demoClinicId } from './demo-clinics';

const HOUR_MS = 3_600_000;

/** An hour from opening on each of the first `count` open days at least a week ahead. */
function openWindows(clinic: StoredClinic, today: string, count: number): AppointmentWindow[] {
  const windows: AppointmentWindow[] = [];
  for (let ahead = 7; ahead < 60 && windows.length < count; ahead++) {
    const day = addDays(today, ahead);
    const open = openingOn(clinic.hours, day);
    if (open && open.close - open.open >= 60) windows.push({ day, part: 'range', from: minutesClock(open.open), to: minutesClock(open.open + 60) });
  }
  return windows;
}

function demoRequest(clinic: StoredClinic, patient: { name: string; email: string }, hoursAgo: number, now: Date): StoredAppointment | undefined {
  const service = listedService(clinic, [...clinic.services, ...clinic.otherServices].find(hasPrice)?.description ?? '');
  const at = new Date(now.getTime() - hoursAgo * HOUR_MS);
  const windows = openWindows(clinic, dayIn(clinicTimeZone(clinic.address.state), at), 2);
  if (!service || windows.length === 0) return undefined;
  const body = { service: service.description, windows, name: patient.name, email: patient.email, selfPay: true, note: 'Demo data: a fictional patient.', locale: 'en' as const };
  return newAppointmentRequest(clinic, body, service, at).doc;
}

export async function seedDemoAppointments(fastify: FastifyInstance, now = new Date()): Promise<number> {
  const [first, second] = await Promise.all([0, 1].map((i) => fastify.clinics.findPublic(demoClinicId(i))));
  if (!first || !second) return 0;
  const requested = demoRequest(first, { name: 'Morgan Lee', email: 'morgan@example.com' }, 2, now);
  const proposed = demoRequest(second, { name: 'Casey Brooks', email: 'casey@example.com' }, 30, now);
  const confirmed = demoRequest(first, { name: 'Taylor Nguyen', email: 'taylor@example.com' }, 50, now);
  if (!requested || !proposed || !confirmed) return 0;
  const answered = (doc: StoredAppointment, hoursLater: number) => new Date(doc.requestedAt.getTime() + hoursLater * HOUR_MS);

  const window = proposed.windows[1] ?? proposed.windows[0];
  if (window?.from && window.to) {
    // Another time the same day, an hour later than the patient asked.
    const from = minutesClock(Number(window.from.slice(0, 2)) * 60 + Number(window.from.slice(3)) + 60);
    proposed.time = { day: window.day, from, to: minutesClock(Number(from.slice(0, 2)) * 60 + Number(from.slice(3)) + 30) };
    Object.assign(proposed, { state: 'proposed', firstAnsweredAt: answered(proposed, 3), changedAt: answered(proposed, 3), timeStartsAt: instantIn(window.day, from, proposed.timeZone) });
  }
  const chosen = confirmed.windows[0];
  if (chosen?.from && chosen.to) {
    confirmed.time = { day: chosen.day, from: chosen.from, to: chosen.to };
    Object.assign(confirmed, { state: 'confirmed', firstAnsweredAt: answered(confirmed, 1), changedAt: answered(confirmed, 1), timeStartsAt: instantIn(chosen.day, chosen.from, confirmed.timeZone) });
  }
  for (const doc of [requested, proposed, confirmed]) await fastify.appointments.insert({ ...doc, _id: new ObjectId() });
  return 3;
}
