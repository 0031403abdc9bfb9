/**
 * The mails the appointment jobs send: the owner's reminder (in the account's language) and the
 * patient's notice that the request expired (in the language of the page the patient asked on).
 */
import { APPOINTMENTS_ACCOUNT_PATH, type Locale } from '@directpay/contracts';
import { translatorFor } from '#src/lib/i18n';
import type { OutgoingMail } from '#src/plugins/external/mailer';
import type { StoredAppointment } from '#src/repositories/appointments/stored-appointment';

const names = (doc: StoredAppointment) => ({ patient: doc.name, clinic: doc.clinicName, service: doc.service.description });

export function ownerReminderMail(to: string, locale: Locale | undefined, doc: StoredAppointment, site: string): OutgoingMail {
  const tr = translatorFor(locale);
  return {
    to,
    replyTo: doc.email,
    subject: tr.t('appointmentJobs.reminder.subject', names(doc)),
    text: [
      tr.t('appointmentJobs.reminder.intro', { ...names(doc), date: tr.date(doc.requestedOn) }),
      '',
      tr.t('appointmentJobs.reminder.answer', { link: `${site}${tr.path(APPOINTMENTS_ACCOUNT_PATH)}` }),
      tr.t('appointmentJobs.reminder.links'),
      '',
    ].join('\n'),
  };
}

export function patientExpiredMail(doc: StoredAppointment, site: string): OutgoingMail {
  const tr = translatorFor(doc.locale);
  return {
    to: doc.email,
    subject: tr.t('appointmentJobs.expired.subject', names(doc)),
    text: [
      tr.t('appointmentJobs.expired.intro', names(doc)),
      '',
      tr.t('appointmentJobs.expired.again', { link: `${site}${tr.path(`/clinic/${doc.clinicId.toHexString()}`)}` }),
      '',
    ].join('\n'),
  };
}
