/**
 * SMART Scheduling Links bulk files (a `$bulk-publish` manifest, Location and Schedule NDJSON):
 * each public clinic as a FHIR R4 Location, and each of its priced services as a Schedule whose
 * actor is that Location. The directory takes appointment requests, not bookings of free slots,
 * so no Slot file is published: `has-availability` says only whether the clinic takes requests
 * (docs/decisions: scheduling open data).
 */
import { createHash } from 'node:crypto';
import {
  appointmentSettingsOf,
  hasPrice,
  OPEN_DATA_LICENSE,
  openDataAttribution,
  SMART_BOOKING_DEEP_LINK_URL,
  SMART_BOOKING_PHONE_URL,
  SMART_HAS_AVAILABILITY_URL,
  type SchedulingManifest,
} from '@directpay/contracts';
import type { StoredClinic, StoredService } from '#src/repositories/clinics/stored-clinic';

/** The fields the files read. */
export const SCHEDULING_PROJECTION = {
  _id: 1,
  'detail.name': 1,
  'detail.phoneNumber': 1,
  address: 1,
  services: 1,
  otherServices: 1,
  appointments: 1,
} as const;

export type ScheduledClinic = Pick<StoredClinic, '_id' | 'address' | 'services' | 'otherServices' | 'appointments'> & {
  detail: Pick<StoredClinic['detail'], 'name' | 'phoneNumber'>;
};

export const SCHEDULING_FILES = { Location: 'locations.ndjson', Schedule: 'schedules.ndjson' } as const;

/** The billing code systems as FHIR coding system URIs. */
const CODE_SYSTEM_URI: Record<string, string> = {
  CPT: 'http://www.ama-assn.org/go/cpt',
  HCPCS: 'https://www.cms.gov/Medicare/Coding/HCPCSReleaseCodeSets',
  CDT: 'http://www.ada.org/cdt',
};

const profileUrl = (site: string, id: string) => `${site}/clinic/${id}`;

export function schedulingManifest(apiUrl: string, site: string, now: Date): SchedulingManifest {
  const base = `${apiUrl}/open-data/scheduling`;
  return {
    transactionTime: now.toISOString(),
    request: `${base}/$bulk-publish`,
    output: (Object.entries(SCHEDULING_FILES) as [keyof typeof SCHEDULING_FILES, string][]).map(([type, file]) => ({ type, url: `${base}/${file}` })),
    error: [],
    extension: { license: OPEN_DATA_LICENSE.url, attribution: openDataAttribution(site) },
  };
}

/** A clinic as a FHIR R4 Location: its name, phone, profile page, address and position. */
export function locationOf(clinic: ScheduledClinic, site: string): Record<string, unknown> {
  const id = clinic._id.toHexString();
  const a = clinic.address;
  const phone = clinic.detail.phoneNumber.trim();
  const hasPosition = typeof a.latitude === 'number' && typeof a.longitude === 'number';
  return {
    resourceType: 'Location',
    id,
    identifier: [{ system: `${site}/clinic`, value: id }],
    status: 'active',
    name: clinic.detail.name,
    telecom: [...(phone ? [{ system: 'phone', value: phone }] : []), { system: 'url', value: profileUrl(site, id) }],
    address: {
      line: [a.streetAddress, a.suiteUnit].filter((line): line is string => Boolean(line?.trim())),
      city: a.cityTown,
      state: a.state,
      postalCode: a.zip,
      country: 'US',
    },
    ...(hasPosition ? { position: { latitude: a.latitude, longitude: a.longitude } } : {}),
  };
}

/** A Schedule's id: the clinic's with a short hash of the service, so an edit elsewhere in the list keeps it. */
const scheduleId = (clinicId: string, service: StoredService, taken: Set<string>) => {
  const base = `${clinicId}.${createHash('sha256').update(service.description).digest('hex').slice(0, 12)}`;
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}.${n}`;
  taken.add(id);
  return id;
};

/** A Schedule per priced service of the clinic, each naming the clinic's Location. */
export function schedulesOf(clinic: ScheduledClinic, site: string): Record<string, unknown>[] {
  const id = clinic._id.toHexString();
  const { accepting } = appointmentSettingsOf(clinic.appointments);
  const phone = clinic.detail.phoneNumber.trim();
  const taken = new Set<string>();
  const extension = [
    { url: SMART_HAS_AVAILABILITY_URL, valueCode: accepting ? 'some' : 'none' },
    // Where a patient asks for a time: the clinic's page, which carries the request form.
    ...(accepting ? [{ url: SMART_BOOKING_DEEP_LINK_URL, valueUrl: profileUrl(site, id) }] : []),
    ...(phone ? [{ url: SMART_BOOKING_PHONE_URL, valueString: phone }] : []),
  ];
  return [...clinic.services, ...clinic.otherServices].filter(hasPrice).map((service) => {
    const system = service.code && service.codeSystem ? CODE_SYSTEM_URI[service.codeSystem] : undefined;
    return {
      resourceType: 'Schedule',
      id: scheduleId(id, service, taken),
      extension,
      active: true,
      serviceType: [{ ...(system ? { coding: [{ system, code: service.code }] } : {}), text: service.description }],
      actor: [{ reference: `Location/${id}`, display: clinic.detail.name }],
    };
  });
}
