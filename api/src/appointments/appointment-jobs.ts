/**
 * The appointment request jobs, one run: remind the owner of a request unanswered one business
 * day after it was made (in the clinic's time zone), once; expire a request whose every window
 * passed unanswered and tell the patient; delete requests, notes included, 180 days after their
 * last window. Each mail follows a claim in the database, so several processes send it once.
 */
import type { FastifyInstance } from 'fastify';
import { addBusinessDays, APPOINTMENT_RETENTION_DAYS, instantIn } from '@directpay/contracts';
import { AppointmentClaims } from '#src/repositories/appointments/appointment-claims';
import type { StoredAppointment } from '#src/repositories/appointments/stored-appointment';
import { ownerReminderMail, patientExpiredMail } from './job-mails';

/** At most this many requests of each kind per run; the rest wait for the next. */
const PER_RUN = 500;
const DAY_MS = 24 * 60 * 60_000;

const clockIn = (timeZone: string, at: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

/** When a request is due its reminder: one business day after it was made, at the same clock time where the clinic is. */
export const reminderDueAt = (doc: Pick<StoredAppointment, 'requestedAt' | 'requestedOn' | 'timeZone'>): Date =>
  instantIn(addBusinessDays(doc.requestedOn, 1), clockIn(doc.timeZone, doc.requestedAt), doc.timeZone);

export interface AppointmentJobsRun {
  reminded: number;
  expired: number;
  deleted: number;
}

export async function runAppointmentJobs(fastify: FastifyInstance, now = new Date()): Promise<AppointmentJobsRun> {
  const claims = new AppointmentClaims(fastify.appointments.collection);
  const site = fastify.config.siteOrigins[0] ?? '';
  const run: AppointmentJobsRun = { reminded: 0, expired: 0, deleted: 0 };

  for (const doc of await claims.reminderCandidates(now, PER_RUN)) {
    if (reminderDueAt(doc) > now || !(await claims.claimReminder(doc._id, now))) continue;
    const owner = await fastify.usersRepository.recipientOfAccount(doc.accountId);
    if (!owner) continue;
    await fastify.mailer.send(ownerReminderMail(owner.email, owner.locale, doc, site));
    run.reminded++;
  }

  for (const doc of await claims.expiredCandidates(now, PER_RUN)) {
    // The state read is the state written over: an answer or another process in between wins.
    const expired = await fastify.appointments.transition(doc, 'expired', {}, now);
    if (!expired) continue;
    await fastify.mailer.send(patientExpiredMail(expired, site));
    run.expired++;
  }

  run.deleted = await claims.deleteEndedBefore(new Date(now.getTime() - APPOINTMENT_RETENTION_DAYS * DAY_MS));
  return run;
}
