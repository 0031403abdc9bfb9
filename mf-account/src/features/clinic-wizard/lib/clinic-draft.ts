import { APPOINTMENT_NOTICE_DEFAULT, WEEKDAYS, findCategory, type Hours, type OwnerClinic, type Service } from '@directpay/contracts';
import { draftExtras, presetExtras, type DraftServiceExtras } from './service-extras';
import { t } from '../messages';

/** An image in the wizard: an existing one (url) or a new file with a local preview. */
export interface DraftImage {
  /** Stable React key across reorders. */
  key: string;
  url: string;
  file?: File;
  preview: string;
}

export interface DraftService extends DraftServiceExtras {
  description: string;
  price: string;
  /** The toggle that enables the price input; only enabled services are saved. */
  enabled: boolean;
}

/** An other service: the owner's own description, with a price, code and bundle. */
export interface DraftOtherService extends DraftServiceExtras {
  description: string;
  price: string;
}

/** What the wizard edits. Text stays text (category, coordinates) until it is sent. */
export interface ClinicDraft {
  id?: string;
  categoryId: string;
  detail: {
    name: string;
    website: string;
    emailAddress: string;
    phoneNumber: string;
    acceptingNewPatients: boolean;
    description: string;
    /** The optional Spanish description; '' when none (not sent then). */
    descriptionEs: string;
  };
  address: {
    streetAddress: string;
    suiteUnit: string;
    cityTown: string;
    state: string;
    zip: string;
    latitude: string;
    longitude: string;
  };
  images: DraftImage[];
  services: DraftService[];
  otherServices: DraftOtherService[];
  insurances: { name: string }[];
  specialties: { name: string }[];
  hours: Hours;
  /** The location's NPI and TIN, which a Good Faith Estimate must name; '' when not given. */
  npi: string;
  tin: string;
  /** The owner's choice to put the TIN, as the clinic's EIN, in its public price files' names. */
  einInFileNames: boolean;
  /** "Accepting appointment requests" and the minimum notice in business days (text until sent). */
  appointments: { accepting: boolean; minNoticeBusinessDays: string };
}

/** A new clinic takes appointment requests, with the default notice. */
export const defaultAppointments = (): ClinicDraft['appointments'] => ({ accepting: true, minNoticeBusinessDays: String(APPOINTMENT_NOTICE_DEFAULT) });

export const DEFAULT_OPEN = '09:00';
export const DEFAULT_CLOSE = '17:00';
const WORKDAYS = new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']);

/** New clinic hours (spec section 4): Monday-Friday 09:00-17:00; Saturday and Sunday off, empty. */
export function defaultHours(): Hours {
  const hours = {} as Record<string, string | boolean>;
  for (const day of WEEKDAYS) {
    const open = WORKDAYS.has(day);
    hours[`${day}Toggle`] = open;
    hours[`${day}OpenTime`] = open ? DEFAULT_OPEN : '';
    hours[`${day}CloseTime`] = open ? DEFAULT_CLOSE : '';
  }
  return hours as Hours;
}

let keySeq = 0;
export const nextImageKey = (): string => `img-${++keySeq}`;

export function newClinicDraft(): ClinicDraft {
  return {
    categoryId: '',
    detail: { name: '', website: '', emailAddress: '', phoneNumber: '', acceptingNewPatients: true, description: '', descriptionEs: '' },
    address: { streetAddress: '', suiteUnit: '', cityTown: '', state: '', zip: '', latitude: '', longitude: '' },
    images: [],
    services: [],
    otherServices: [],
    insurances: [],
    specialties: [],
    hours: defaultHours(),
    npi: '',
    tin: '',
    einInFileNames: false,
    appointments: defaultAppointments(),
  };
}

/**
 * The category's presets first (priced ones switched on; one not saved carries its
 * standard code), then any other saved service, each with its saved code and bundle.
 */
export function draftServices(categoryId: number, saved: readonly Service[]): DraftService[] {
  const presets = findCategory(categoryId)?.presetServices ?? [];
  const fromPresets = presets.map((description) => {
    const match = saved.find((s) => s.description.trim() === description);
    const extras = match ? draftExtras(match) : presetExtras(categoryId, description);
    return { description, price: match?.price ?? '', enabled: Boolean(match?.price), ...extras };
  });
  const extra = saved
    .filter((s) => !presets.includes(s.description.trim()))
    .map((s) => ({ description: s.description, price: s.price, enabled: true, ...draftExtras(s) }));
  return [...fromPresets, ...extra];
}

/** A new other-service row. */
export const newOtherService = (): DraftOtherService => ({ description: '', price: '', ...draftExtras() });

const coordinate = (n: number | null): string => (n === null ? '' : String(n));

export function draftFromClinic(clinic: OwnerClinic): ClinicDraft {
  return {
    id: clinic.id,
    categoryId: String(clinic.categoryId),
    detail: { ...clinic.detail, descriptionEs: clinic.detail.descriptionEs ?? '' },
    address: { ...clinic.address, latitude: coordinate(clinic.address.latitude), longitude: coordinate(clinic.address.longitude) },
    images: clinic.images.map((image) => ({ key: nextImageKey(), url: image.url, preview: image.url })),
    services: draftServices(clinic.categoryId, clinic.services),
    // Only what the owner edits: confirmation dates and notices are the server's.
    otherServices: clinic.otherServices.map((s) => ({ description: s.description, price: s.price, ...draftExtras(s) })),
    insurances: clinic.insurances.map((i) => ({ ...i })),
    specialties: clinic.specialties.map((s) => ({ ...s })),
    hours: { ...defaultHours(), ...clinic.hours },
    npi: clinic.npi ?? '',
    tin: clinic.tin ?? '',
    einInFileNames: clinic.einInFileNames === true,
    appointments: clinic.appointments ? { accepting: clinic.appointments.accepting, minNoticeBusinessDays: String(clinic.appointments.minNoticeBusinessDays) } : defaultAppointments(),
  };
}

/** Duplicate (spec section 4): a copy with no id and ' (Copy)' after the name; images are copied by the API. */
export function duplicateDraft(clinic: OwnerClinic): ClinicDraft {
  const { id: _id, ...draft } = draftFromClinic(clinic);
  return { ...draft, detail: { ...draft.detail, name: t('wizard.copyName', { name: clinic.detail.name }) } };
}
