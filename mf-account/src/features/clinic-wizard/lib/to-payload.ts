import { WEEKDAYS, type ClinicInput, type Hours } from '@directpay/contracts';
import { defaultAppointments, type ClinicDraft } from './clinic-draft';
import { payloadExtras } from './service-extras';

const toCoordinate = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));
const trimmed = <T extends Record<string, unknown>>(item: T): T =>
  Object.fromEntries(Object.entries(item).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as T;

/** A closed day sends no times; disabled inputs may leave a value undefined in the form. */
function cleanHours(hours: Hours): Hours {
  const source = hours as unknown as Record<string, unknown>;
  const out: Record<string, string | boolean> = {};
  for (const day of WEEKDAYS) {
    const open = source[`${day}Toggle`] === true;
    out[`${day}Toggle`] = open;
    out[`${day}OpenTime`] = open ? String(source[`${day}OpenTime`] ?? '') : '';
    out[`${day}CloseTime`] = open ? String(source[`${day}CloseTime`] ?? '') : '';
  }
  return out as unknown as Hours;
}

/** A notice that is not a whole number stays NaN, so the contract refuses it at its field. */
const toAppointments = ({ accepting, minNoticeBusinessDays }: ClinicDraft['appointments']): NonNullable<ClinicInput['appointments']> => ({
  accepting: accepting === true,
  minNoticeBusinessDays: /^\s*\d+\s*$/.test(String(minNoticeBusinessDays)) ? Number(minNoticeBusinessDays) : Number.NaN,
});

/** The description goes as typed; an empty Spanish one is left out (none, and Spanish pages show the description). */
function detailPayload(detail: ClinicDraft['detail']): ClinicInput['detail'] {
  const { descriptionEs = '', ...rest } = detail;
  return { ...trimmed(rest), description: detail.description, ...(descriptionEs.trim() ? { descriptionEs } : {}) };
}

/** The jsonPayload and the new files, in the order of their parts image0, image1, ... */
export function draftToPayload(draft: ClinicDraft): { payload: ClinicInput; files: File[] } {
  const files = draft.images.flatMap((image) => (image.file ? [image.file] : []));
  const payload: ClinicInput = {
    ...(draft.id ? { id: draft.id } : {}),
    categoryId: Number(draft.categoryId),
    detail: detailPayload(draft.detail),
    address: {
      ...trimmed(draft.address),
      latitude: toCoordinate(draft.address.latitude),
      longitude: toCoordinate(draft.address.longitude),
    },
    // New images go with url '' and are matched to the parts in order.
    images: draft.images.map((image) => ({ url: image.file ? '' : image.url })),
    services: draft.services.filter((s) => s.enabled).map((s) => ({ description: s.description.trim(), price: (s.price ?? '').trim(), ...payloadExtras(s) })),
    otherServices: draft.otherServices.map((s) => ({ description: s.description.trim(), price: s.price.trim(), ...payloadExtras(s) })),
    insurances: draft.insurances.map((i) => trimmed(i)).filter((i) => i.name),
    specialties: draft.specialties.map((s) => trimmed(s)).filter((s) => s.name),
    hours: cleanHours(draft.hours),
    npi: draft.npi.trim(),
    tin: draft.tin.trim(),
    // Always sent, so unticking turns the choice off (a save without it keeps the stored one).
    einInFileNames: draft.einInFileNames === true,
    // A draft kept from before the setting existed sends the default.
    appointments: toAppointments(draft.appointments ?? defaultAppointments()),
  };
  return { payload, files };
}

export function draftToFormData(draft: ClinicDraft): FormData {
  const { payload, files } = draftToPayload(draft);
  const body = new FormData();
  files.forEach((file, i) => body.append(`image${i}`, file, file.name));
  body.append('jsonPayload', JSON.stringify(payload));
  return body;
}
