/**
 * The state machine of a request, one function per side: the clinic's answer
 * (from the Requests page or a one-click link) and the patient's accept and
 * cancel. Each checks the state it was read in, writes with a compare-and-set on
 * it, then mails the other side in its language. A mail that fails is logged:
 * the change is made and a retry would be refused.
 *
 *   requested → confirmed | proposed | declined | cancelled | expired
 *   proposed  → confirmed (either side) | proposed | declined | cancelled
 *   confirmed → cancelled | fulfilled | noshow (after the time begins)
 */
import type { FastifyInstance, FastifyBaseLogger } from 'fastify';
import {
  checkProposedTime,
  dayIn,
  instantIn,
  timeInWindow,
  type AppointmentAnswer,
  type AppointmentState,
} from '@directpay/contracts';
import { HttpError, badRequest } from '#src/lib/http-errors';
import { newLinkToken, tokenHashOf } from '#src/estimates/build-estimate';
import type { OutgoingMail } from '#src/plugins/external/mailer';
import type { AppointmentChange } from '#src/repositories/appointments/appointments-repository';
import type { StoredAppointment } from '#src/repositories/appointments/stored-appointment';
import type { StoredClinic } from '#src/repositories/clinics/stored-clinic';
import { linkEstimateRequest } from './estimate-link';
import { clinicChangeMail, patientChangeMail } from './mails';

const FROM: Record<AppointmentAnswer['action'] | 'accept' | 'cancel', readonly AppointmentState[]> = {
  confirm: ['requested', 'proposed'],
  propose: ['requested', 'proposed'],
  decline: ['requested', 'proposed'],
  fulfilled: ['confirmed'],
  noshow: ['confirmed'],
  accept: ['proposed'],
  cancel: ['requested', 'proposed', 'confirmed'],
};

const WORDS: Record<keyof typeof FROM, string> = {
  confirm: 'confirmed',
  propose: 'given a proposed time',
  decline: 'declined',
  fulfilled: 'marked fulfilled',
  noshow: 'marked a no-show',
  accept: 'accepted: there is no proposed time',
  cancel: 'cancelled',
};

function allowed(doc: StoredAppointment, action: keyof typeof FROM): void {
  if (!FROM[action].includes(doc.state)) throw new HttpError(409, `This request is ${doc.state}: it cannot be ${WORDS[action]}.`);
}

const site = (fastify: FastifyInstance) => fastify.config.siteOrigins[0] ?? '';

async function send(log: FastifyBaseLogger, fastify: FastifyInstance, mail: OutgoingMail | undefined): Promise<void> {
  if (mail) await fastify.mailer.send(mail).catch((error: unknown) => log.error({ err: error }, 'appointment mail not sent'));
}

/** The clinic of a request, when it still exists. */
export const clinicOf = (fastify: FastifyInstance, doc: StoredAppointment) => fastify.clinics.findForAccount(doc.accountId, doc.clinicId);

function clinicChange(doc: StoredAppointment, answer: AppointmentAnswer, clinic: StoredClinic | null, now: Date): { to: AppointmentState; change: AppointmentChange } {
  const first = doc.firstAnsweredAt ? {} : { firstAnsweredAt: now };
  switch (answer.action) {
    case 'confirm': {
      const window = doc.windows[answer.window];
      if (!window) throw badRequest(`body/window is not one of the request's ${doc.windows.length} windows.`, '/body/window');
      if (!clinic) throw new HttpError(409, 'The clinic of this request no longer exists.');
      if (!timeInWindow(answer.time, window, clinic.hours)) throw badRequest(`body/time is not inside window ${answer.window}.`, '/body/time');
      return { to: 'confirmed', change: { ...first, time: answer.time, timeStartsAt: instantIn(answer.time.day, answer.time.from, doc.timeZone) } };
    }
    case 'propose': {
      if (!clinic) throw new HttpError(409, 'The clinic of this request no longer exists.');
      const problem = checkProposedTime(answer.time, clinic.hours, doc.timeZone, now, dayIn(doc.timeZone, now));
      if (problem) throw badRequest(`body${problem.field} ${problem.message}`, `/body${problem.field}`);
      return { to: 'proposed', change: { ...first, time: answer.time, timeStartsAt: instantIn(answer.time.day, answer.time.from, doc.timeZone) } };
    }
    case 'decline': {
      const reason = (answer.reason ?? '').trim();
      return { to: 'declined', change: { ...first, ...(reason ? { declineReason: reason } : {}) } };
    }
    default: {
      if (!doc.timeStartsAt || doc.timeStartsAt > now) throw new HttpError(409, `The appointment has not begun yet: it can be ${WORDS[answer.action]} only after it starts.`);
      return { to: answer.action, change: {} };
    }
  }
}

/** The clinic answers; with `linkId`, through that one-click link (used once, in the same write). */
export async function answerRequest(fastify: FastifyInstance, log: FastifyBaseLogger, doc: StoredAppointment, answer: AppointmentAnswer, linkId?: string): Promise<StoredAppointment> {
  allowed(doc, answer.action);
  const now = new Date();
  const clinic = await clinicOf(fastify, doc);
  const { to, change } = clinicChange(doc, answer, clinic, now);
  // Confirmed and proposed mails link to the patient's page: each with a new private link.
  const token = to === 'confirmed' || to === 'proposed' ? newLinkToken() : undefined;
  const updated = await fastify.appointments.transition(doc, to, change, now, { linkId, tokenHash: token && tokenHashOf(token) });
  if (!updated) throw new HttpError(409, linkId ? 'This link was used, or the request changed meanwhile: reload it.' : 'The request changed meanwhile: reload it.');
  const linked = clinic && to === 'confirmed' ? await linkEstimateRequest(fastify, updated, clinic, now) : updated;
  await send(log, fastify, patientChangeMail(linked, token ?? '', site(fastify), clinic?.detail.emailAddress.trim() ?? ''));
  return linked;
}

/** The clinic's address for a mail (its own, else its owner's) and the language to write in. */
async function clinicRecipient(fastify: FastifyInstance, doc: StoredAppointment, clinic: StoredClinic | null) {
  const owner = await fastify.usersRepository.recipientOfAccount(doc.accountId);
  const to = clinic?.detail.emailAddress.trim() || owner?.email;
  return to ? { to, locale: owner?.locale } : undefined;
}

/** The patient accepts the clinic's proposed time, or cancels. */
export async function patientAction(fastify: FastifyInstance, log: FastifyBaseLogger, doc: StoredAppointment, action: 'accept' | 'cancel'): Promise<StoredAppointment> {
  allowed(doc, action);
  const now = new Date();
  const token = action === 'accept' ? newLinkToken() : undefined;
  const updated = await fastify.appointments.transition(doc, action === 'accept' ? 'confirmed' : 'cancelled', {}, now, { tokenHash: token && tokenHashOf(token) });
  if (!updated) throw new HttpError(409, 'The request changed meanwhile: reload it.');
  const clinic = await clinicOf(fastify, updated);
  const linked = clinic && action === 'accept' ? await linkEstimateRequest(fastify, updated, clinic, now) : updated;
  const recipient = await clinicRecipient(fastify, linked, clinic);
  if (recipient) await send(log, fastify, clinicChangeMail(recipient.to, recipient.locale, linked, site(fastify)));
  if (token) await send(log, fastify, patientChangeMail(linked, token, site(fastify), clinic?.detail.emailAddress.trim() ?? ''));
  return linked;
}
