/**
 * The account's appointment requests as a FHIR R4 `Bundle` (searchset) of `Appointment`
 * resources. Times are the clinic's, written with its UTC offset that day. The patient is a
 * display-only actor (no Patient resource is kept) and the clinic a reference to its Location in
 * the open data's scheduling files. The patient's note and the clinic's decline reason are left
 * out: both are free text people type, which may hold health details despite the form's warning,
 * and an Appointment's comment travels into other systems as part of a record.
 */
import {
  addDays,
  fhirAppointmentStatus,
  instantIn,
  windowTime,
  type AppointmentState,
  type AppointmentTime,
  type AppointmentWindow,
} from '@directpay/contracts';
import type { StoredAppointment } from '#src/repositories/appointments/stored-appointment';

/** The billing code systems as FHIR coding system URIs (as in the scheduling files). */
const CODE_SYSTEM_URI: Record<string, string> = {
  CPT: 'http://www.ama-assn.org/go/cpt',
  HCPCS: 'https://www.cms.gov/Medicare/Coding/HCPCSReleaseCodeSets',
  CDT: 'http://www.ada.org/cdt',
};

/** A clinic day's 'HH:MM' as a FHIR instant with the zone's offset then, e.g. 2026-06-10T09:00:00-06:00. */
export function fhirInstant(day: string, clock: string, timeZone: string): string {
  const offsetMin = Math.round((Date.parse(`${day}T${clock}:00Z`) - instantIn(day, clock, timeZone).getTime()) / 60_000);
  const sign = offsetMin < 0 ? '-' : '+';
  const abs = Math.abs(offsetMin);
  return `${day}T${clock}:00${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

const period = (time: AppointmentTime, timeZone: string) => ({ start: fhirInstant(time.day, time.from, timeZone), end: fhirInstant(time.day, time.to, timeZone) });

/** A window as a period; a window the clinic's hours no longer explain stands for its whole day. */
function windowPeriod(window: AppointmentWindow, hours: unknown, timeZone: string) {
  const time = windowTime(window, hours);
  if (time) return period(time, timeZone);
  return { start: fhirInstant(window.day, '00:00', timeZone), end: fhirInstant(addDays(window.day, 1), '00:00', timeZone) };
}

/** Where each side stands (Appointment.participant.status). */
const PARTICIPATION: Record<AppointmentState, { patient: string; clinic: string }> = {
  requested: { patient: 'accepted', clinic: 'needs-action' },
  proposed: { patient: 'needs-action', clinic: 'accepted' },
  confirmed: { patient: 'accepted', clinic: 'accepted' },
  declined: { patient: 'accepted', clinic: 'declined' },
  cancelled: { patient: 'declined', clinic: 'accepted' },
  expired: { patient: 'accepted', clinic: 'needs-action' },
  fulfilled: { patient: 'accepted', clinic: 'accepted' },
  noshow: { patient: 'accepted', clinic: 'accepted' },
};

/** States whose `time` is the appointment's start and end (a proposal's, while pending). */
const TIMED: AppointmentState[] = ['proposed', 'confirmed', 'fulfilled', 'noshow'];

export function fhirAppointment(doc: StoredAppointment, hours: unknown, site: string): Record<string, unknown> {
  const system = doc.service.code && doc.service.codeSystem ? CODE_SYSTEM_URI[doc.service.codeSystem] : undefined;
  const clinicId = doc.clinicId.toHexString();
  const who = PARTICIPATION[doc.state];
  return {
    resourceType: 'Appointment',
    id: doc._id.toHexString(),
    identifier: [{ system: `${site}/appointment-requests`, value: doc._id.toHexString() }],
    status: fhirAppointmentStatus(doc.state),
    serviceType: [{ ...(system ? { coding: [{ system, code: doc.service.code }] } : {}), text: doc.service.description }],
    ...(doc.time && TIMED.includes(doc.state) ? period(doc.time, doc.timeZone) : {}),
    created: doc.requestedAt.toISOString(),
    // Not health data: the price the clinic listed when the patient asked.
    comment: `Listed cash price: ${doc.service.price}`,
    participant: [
      { actor: { display: doc.name }, required: 'required', status: who.patient },
      { actor: { reference: `Location/${clinicId}`, display: doc.clinicName }, required: 'required', status: who.clinic },
    ],
    requestedPeriod: doc.windows.map((window) => windowPeriod(window, hours, doc.timeZone)),
  };
}

/** The Bundle of the requests, newest first, as GET /account/appointment-requests.fhir answers it. */
export function fhirAppointmentBundle(docs: StoredAppointment[], hoursOf: (clinicId: string) => unknown, site: string, selfUrl: string, now: Date): Record<string, unknown> {
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    timestamp: now.toISOString(),
    total: docs.length,
    link: [{ relation: 'self', url: selfUrl }],
    entry: docs.map((doc) => ({ resource: fhirAppointment(doc, hoursOf(doc.clinicId.toHexString()), site), search: { mode: 'match' } })),
  };
}
