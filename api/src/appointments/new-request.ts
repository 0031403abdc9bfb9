/**
 * A patient's appointment request as stored: the service matched to the
 * clinic's priced list (its price then), the windows checked against the
 * clinic's hours, notice and horizon in its time zone, and a new private link.
 */
import { ObjectId } from 'mongodb';
import {
  appointmentSettingsOf,
  checkAppointmentWindows,
  cityState,
  clinicTimeZone,
  dayIn,
  hasPrice,
  windowsEndAt,
  type AppointmentProblem,
  type AppointmentRequestInput,
} from '@directpay/contracts';
import { newLinkToken, tokenHashOf } from '#src/estimates/build-estimate';
import type { StoredClinic } from '#src/repositories/clinics/stored-clinic';
import type { StoredAppointment } from '#src/repositories/appointments/stored-appointment';

/** The clinic's priced service of that description, or undefined. */
export function listedService(clinic: StoredClinic, description: string): StoredAppointment['service'] | undefined {
  const name = description.trim();
  const service = [...clinic.services, ...clinic.otherServices].filter(hasPrice).find((s) => s.description.trim() === name);
  if (!service) return undefined;
  const coded = Boolean(service.code && service.codeSystem);
  return { description: name, price: service.price.trim(), code: coded ? service.code! : '', codeSystem: coded ? service.codeSystem! : '' };
}

export const clinicAddress = (clinic: StoredClinic): string =>
  [clinic.address.streetAddress, clinic.address.suiteUnit, cityState(clinic.address), clinic.address.zip].map((s) => (s ?? '').trim()).filter(Boolean).join(', ');

/** The first problem of a request's windows for this clinic now (field under /body). */
export function windowProblem(clinic: StoredClinic, body: AppointmentRequestInput, now: Date): AppointmentProblem | undefined {
  const timeZone = clinicTimeZone(clinic.address.state);
  return checkAppointmentWindows(body.windows, clinic.hours, appointmentSettingsOf(clinic.appointments), dayIn(timeZone, now))[0];
}

export function newAppointmentRequest(
  clinic: StoredClinic,
  body: AppointmentRequestInput,
  service: StoredAppointment['service'],
  now: Date,
): { doc: StoredAppointment; token: string } {
  const timeZone = clinicTimeZone(clinic.address.state);
  const token = newLinkToken();
  const doc: StoredAppointment = {
    _id: new ObjectId(),
    clinicId: clinic._id,
    accountId: clinic.accountId,
    clinicName: clinic.detail.name.trim(),
    clinicAddress: clinicAddress(clinic),
    clinicPhone: clinic.detail.phoneNumber.trim(),
    timeZone,
    service,
    windows: body.windows.map(({ day, part, from, to }) => (part === 'range' ? { day, part, from, to } : { day, part })),
    windowsEndAt: windowsEndAt(body.windows, clinic.hours, timeZone),
    name: body.name.trim(),
    email: body.email.trim(),
    phone: (body.phone ?? '').trim(),
    selfPay: body.selfPay,
    note: (body.note ?? '').trim(),
    locale: body.locale ?? 'en',
    state: 'requested',
    tokenHashes: [tokenHashOf(token)],
    requestedAt: now,
    requestedOn: dayIn(timeZone, now),
    firstAnsweredAt: null,
    changedAt: now,
    usedLinks: [],
    ...(clinic.demo ? { demo: true } : {}),
  };
  return { doc, token };
}
