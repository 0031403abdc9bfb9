/**
 * A confirmed appointment as an iCalendar file (RFC 5545), written by
 * ical-generator (CRLF lines, folding at 75 octets, escaping of text). Times are
 * written in UTC, the instants of the clinic's clock in its time zone, so no
 * VTIMEZONE is needed and every calendar shows them in its user's own zone.
 */
import ical from 'ical-generator';
import { instantIn, type AppointmentTime } from '@directpay/contracts';
import { translatorFor } from '#src/lib/i18n';
import type { StoredAppointment } from '#src/repositories/appointments/stored-appointment';

export function appointmentCalendar(doc: StoredAppointment & { time: AppointmentTime }, host: string): string {
  const tr = translatorFor(doc.locale);
  const calendar = ical({ prodId: { company: 'DirectPay Clinics', product: 'Appointments', language: tr.locale.toUpperCase() } });
  calendar.createEvent({
    // Stable across downloads, so a calendar updates the event rather than adding another.
    id: `${doc._id.toHexString()}@${host}`,
    start: instantIn(doc.time.day, doc.time.from, doc.timeZone),
    end: instantIn(doc.time.day, doc.time.to, doc.timeZone),
    stamp: doc.changedAt,
    summary: tr.t('appointment.calendar.summary', { service: doc.service.description, clinic: doc.clinicName }),
    location: doc.clinicAddress,
    description: tr.t('appointment.calendar.description', { price: tr.price(doc.service.price) }),
  });
  // Every content line ends with CRLF, the last one too (RFC 5545, 3.1).
  return `${calendar.toString()}\r\n`;
}
