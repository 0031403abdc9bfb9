/**
 * How appointment requests are stored (`appointment_requests`) and what of them
 * leaves the server: the patient's page sees the clinic's side, the owner sees
 * the patient's contact. The patient's link is kept only as its token's hash.
 * Fields typed by people are stored as typed; pages and mails show them as text.
 */
import type { ObjectId } from 'mongodb';
import type { AppointmentState, AppointmentTime, AppointmentWindow, Locale, OwnerAppointment, PatientAppointment } from '@directpay/contracts';

export const APPOINTMENTS_COLLECTION = 'appointment_requests';

export interface StoredAppointment {
  _id: ObjectId;
  clinicId: ObjectId;
  /** The clinic's account when the patient asked: whose Requests page it is on. */
  accountId: ObjectId;
  /** The clinic's name, address and phone when the patient asked, for the patient's page and mails. */
  clinicName: string;
  clinicAddress: string;
  clinicPhone: string;
  /** The clinic's time zone (from its state): every day and clock of the request is in it. */
  timeZone: string;
  /** The clinic's priced service as listed when the patient asked. */
  service: { description: string; price: string; code: string; codeSystem: string };
  windows: AppointmentWindow[];
  /** When the last window ends: the one-click links expire then, and an unanswered request expires. */
  windowsEndAt: Date;
  name: string;
  email: string;
  phone: string;
  selfPay: boolean;
  note: string;
  /** The language of the page the patient asked on: every mail to the patient is in it. */
  locale: Locale;
  state: AppointmentState;
  /**
   * sha256 (hex) of the patient's private link tokens (256 random bits each): the first
   * mail's, and one more for each later mail that links to the page. Tokens are never kept.
   */
  tokenHashes: string[];
  requestedAt: Date;
  /** The clinic's calendar day then. */
  requestedOn: string;
  /** The clinic's first answer (confirm, propose or decline), for the time-to-answer metric. */
  firstAnsweredAt: Date | null;
  /** The last change of state. */
  changedAt: Date;
  /** confirmed/fulfilled/noshow: the time; proposed: the clinic's proposal. */
  time?: AppointmentTime;
  /** When `time` begins: fulfilled and no-show may be set only after it. */
  timeStartsAt?: Date;
  declineReason?: string;
  /** Ids of the one-click links used (`<action>-<window>`): each works once. */
  usedLinks: string[];
  /** The due Good Faith Estimate request a self-pay confirmation created. */
  estimateRequestId?: ObjectId;
  /** Set by the reminder job's claim, before it mails the owner. */
  reminderSentAt?: Date;
  demo?: boolean;
}

const optional = (doc: StoredAppointment) => ({
  ...(doc.time ? { time: doc.time } : {}),
  ...(doc.declineReason ? { declineReason: doc.declineReason } : {}),
});

export function toPatientAppointment(doc: StoredAppointment): PatientAppointment {
  return {
    clinic: { id: doc.clinicId.toHexString(), name: doc.clinicName, address: doc.clinicAddress, phoneNumber: doc.clinicPhone, timeZone: doc.timeZone },
    service: { description: doc.service.description, price: doc.service.price },
    windows: doc.windows,
    state: doc.state,
    requestedAt: doc.requestedAt.toISOString(),
    selfPay: doc.selfPay,
    ...optional(doc),
  };
}

export function toOwnerAppointment(doc: StoredAppointment): OwnerAppointment {
  return {
    id: doc._id.toHexString(),
    clinicId: doc.clinicId.toHexString(),
    clinicName: doc.clinicName,
    service: { description: doc.service.description, price: doc.service.price },
    windows: doc.windows,
    state: doc.state,
    name: doc.name,
    email: doc.email,
    phone: doc.phone,
    selfPay: doc.selfPay,
    note: doc.note,
    requestedAt: doc.requestedAt.toISOString(),
    firstAnsweredAt: doc.firstAnsweredAt ? doc.firstAnsweredAt.toISOString() : null,
    ...optional(doc),
    ...(doc.estimateRequestId ? { estimateRequestId: doc.estimateRequestId.toHexString() } : {}),
  };
}
