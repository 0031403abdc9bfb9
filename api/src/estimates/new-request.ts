/**
 * A patient's estimate request as stored: the services matched to the clinic's
 * priced list (with their price and code then), and the deadline counted in
 * business days from the clinic's calendar day.
 */
import { ObjectId } from 'mongodb';
import { addDays, clinicTimeZone, dayIn, estimateDeadline, hasPrice, startOfDayIn, type EstimateRequestInput } from '@directpay/contracts';
import type { StoredClinic } from '#src/repositories/clinics/stored-clinic';
import type { RequestedServiceSnapshot, StoredEstimateRequest } from '#src/repositories/estimates/stored-estimate';

/** The clinic's priced service for each wanted one, or the index of the first the clinic does not list with a price. */
export function requestedServices(clinic: StoredClinic, wanted: EstimateRequestInput['services']): RequestedServiceSnapshot[] | { unknown: number } {
  const listed = [...clinic.services, ...clinic.otherServices].filter(hasPrice);
  const out: RequestedServiceSnapshot[] = [];
  for (const [i, { description, quantity }] of wanted.entries()) {
    const name = description.trim();
    const service = listed.find((s) => s.description.trim() === name);
    if (!service) return { unknown: i };
    const coded = Boolean(service.code && service.codeSystem);
    out.push({ description: name, quantity, price: service.price.trim(), code: coded ? service.code! : '', codeSystem: coded ? service.codeSystem! : '' });
  }
  return out;
}

/** "Today" where the clinic is (contracts' good-faith-estimate.ts). */
export const clinicToday = (clinic: StoredClinic, now: Date) => dayIn(clinicTimeZone(clinic.address.state), now);

export function newEstimateRequest(
  clinic: StoredClinic,
  patient: Pick<EstimateRequestInput, 'patientName' | 'dateOfBirth' | 'email' | 'scheduledFor' | 'note' | 'locale'>,
  services: RequestedServiceSnapshot[],
  now: Date,
): StoredEstimateRequest {
  const timeZone = clinicTimeZone(clinic.address.state);
  const requestedOn = dayIn(timeZone, now);
  const scheduledFor = patient.scheduledFor ?? null;
  const { dueOn, rule } = estimateDeadline(requestedOn, scheduledFor);
  return {
    _id: new ObjectId(),
    clinicId: clinic._id,
    accountId: clinic.accountId,
    clinicName: clinic.detail.name.trim(),
    patientName: patient.patientName.trim(),
    dateOfBirth: patient.dateOfBirth,
    email: patient.email.trim(),
    services,
    scheduledFor,
    note: (patient.note ?? '').trim(),
    requestedAt: now,
    timeZone,
    requestedOn,
    dueOn,
    rule,
    remindAt: startOfDayIn(dueOn, timeZone),
    overdueAt: startOfDayIn(addDays(dueOn, 1), timeZone),
    status: 'requested',
    latestEstimateId: null,
    issuedAt: null,
    locale: patient.locale ?? 'en',
    ...(clinic.demo ? { demo: true } : {}),
  };
}
