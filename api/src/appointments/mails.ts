/**
 * The mails of appointment requests, plain text (markup anyone typed stays
 * text). The patient's are in the language of the page they asked on; the
 * clinic's in its owner's. The patient's private link is only in the patient's
 * mails; the clinic's one-click links only in the clinic's first mail.
 */
import {
  APPOINTMENTS_ACCOUNT_PATH,
  appointmentAnswerPath,
  appointmentPagePath,
  formatTimeIn,
  windowTime,
  type AppointmentTime,
  type AppointmentWindow,
  type Locale,
} from '@directpay/contracts';
import { translatorFor, type Translator } from '#src/lib/i18n';
import type { OutgoingMail } from '#src/plugins/external/mailer';
import type { StoredAppointment } from '#src/repositories/appointments/stored-appointment';

export const timeWords = (tr: Translator, time: AppointmentTime) =>
  tr.t('appointment.time', { date: tr.date(time.day), from: formatTimeIn(time.from, tr.locale), to: formatTimeIn(time.to, tr.locale) });

function windowWords(tr: Translator, window: AppointmentWindow, hours: unknown) {
  const span = windowTime(window, hours) ?? { from: window.from ?? '', to: window.to ?? '' };
  return tr.t('appointment.window', { date: tr.date(window.day), part: window.part, from: formatTimeIn(span.from, tr.locale), to: formatTimeIn(span.to, tr.locale) });
}

const serviceLine = (tr: Translator, doc: StoredAppointment) => tr.t('appointment.service', { service: doc.service.description, price: tr.price(doc.service.price) });

const names = (doc: StoredAppointment) => ({ patient: doc.name, clinic: doc.clinicName, service: doc.service.description });

const statusLink = (tr: Translator, site: string, token: string) => `${site}${tr.path(appointmentPagePath(token))}`;

export function requestedMail(doc: StoredAppointment, token: string, hours: unknown, site: string, replyTo: string): OutgoingMail {
  const tr = translatorFor(doc.locale);
  const { t } = tr;
  return {
    to: doc.email,
    ...(replyTo ? { replyTo } : {}),
    subject: t('appointment.requested.subject', names(doc)),
    text: [
      t('appointment.requested.intro', names(doc)),
      '',
      t('appointment.requested.status'),
      '',
      serviceLine(tr, doc),
      t('appointment.requested.windows'),
      ...doc.windows.map((w) => windowWords(tr, w, hours)),
      '',
      t('appointment.statusLink', { link: statusLink(tr, site, token) }),
      t('appointment.keepPrivate'),
      '',
    ].join('\n'),
  };
}

/** The clinic's mail: the request and, under each window, its three signed links. */
export function clinicRequestMail(to: string, locale: Locale | undefined, doc: StoredAppointment, hours: unknown, site: string, linkOf: (action: 'confirm' | 'propose' | 'decline', window: number) => string): OutgoingMail {
  const tr = translatorFor(locale);
  const { t } = tr;
  const answer = (token: string) => `${site}${tr.path(appointmentAnswerPath(token))}`;
  return {
    to,
    replyTo: doc.email,
    subject: t('appointment.clinic.subject', names(doc)),
    text: [
      t('appointment.clinic.intro', names(doc)),
      t('appointment.clinic.contact', { email: doc.email }),
      ...(doc.phone ? [t('appointment.clinic.phone', { phone: doc.phone })] : []),
      serviceLine(tr, doc),
      t('appointment.selfPay', { selfPay: doc.selfPay ? 'yes' : 'no' }),
      ...(doc.note ? [t('appointment.clinic.note', { note: doc.note })] : []),
      '',
      ...doc.windows.flatMap((w, i) => [
        windowWords(tr, w, hours),
        t('appointment.clinic.confirm', { link: answer(linkOf('confirm', i)) }),
        t('appointment.clinic.propose', { link: answer(linkOf('propose', i)) }),
        t('appointment.clinic.decline', { link: answer(linkOf('decline', i)) }),
      ]),
      '',
      t('appointment.clinic.once', { link: `${site}${tr.path(APPOINTMENTS_ACCOUNT_PATH)}` }),
      '',
      '--',
      t('appointment.clinic.disclaimer'),
      '',
    ].join('\n'),
  };
}

/**
 * The patient hears of a change: a confirmed time, a proposal to accept, or a decline with
 * its reason. `token` is a new private link to the same request (only hashes are kept, so
 * each mail carries its own).
 */
export function patientChangeMail(doc: StoredAppointment, token: string, site: string, replyTo: string): OutgoingMail | undefined {
  const tr = translatorFor(doc.locale);
  const { t } = tr;
  const link = statusLink(tr, site, token);
  const base = { to: doc.email, ...(replyTo ? { replyTo } : {}) };
  const lines = (...text: string[]) => [...text, ''].join('\n');
  if (doc.state === 'confirmed' && doc.time) {
    return {
      ...base,
      subject: t('appointment.confirmed.subject', { ...names(doc), date: tr.date(doc.time.day) }),
      text: lines(t('appointment.confirmed.intro', names(doc)), timeWords(tr, doc.time), serviceLine(tr, doc), doc.clinicAddress, '', t('appointment.confirmed.calendar', { link }), t('appointment.keepPrivate')),
    };
  }
  if (doc.state === 'proposed' && doc.time) {
    return {
      ...base,
      subject: t('appointment.proposed.subject', names(doc)),
      text: lines(t('appointment.proposed.intro', names(doc)), timeWords(tr, doc.time), serviceLine(tr, doc), t('appointment.proposed.notYet'), '', t('appointment.proposed.accept', { link }), t('appointment.keepPrivate')),
    };
  }
  if (doc.state === 'declined') {
    return {
      ...base,
      subject: t('appointment.declined.subject', names(doc)),
      text: lines(t('appointment.declined.intro', names(doc)), ...(doc.declineReason ? [t('appointment.declined.reason', { reason: doc.declineReason })] : [])),
    };
  }
  return undefined;
}

/** The clinic hears that the patient cancelled, or accepted its proposed time. */
export function clinicChangeMail(to: string, locale: Locale | undefined, doc: StoredAppointment, site: string): OutgoingMail {
  const tr = translatorFor(locale);
  const { t } = tr;
  const page = `${site}${tr.path(APPOINTMENTS_ACCOUNT_PATH)}`;
  const accepted = doc.state === 'confirmed' && doc.time;
  return {
    to,
    replyTo: doc.email,
    subject: t(accepted ? 'appointment.accepted.subject' : 'appointment.cancelled.subject', names(doc)),
    text: [t(accepted ? 'appointment.accepted.intro' : 'appointment.cancelled.intro', names(doc)), ...(doc.time && accepted ? [timeWords(tr, doc.time)] : []), '', page, ''].join('\n'),
  };
}
