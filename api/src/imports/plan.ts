/**
 * From the parsed locations to what an import would do: each location is built
 * into the ClinicInput the wizard would send (an existing location keeps what the
 * file has no column for: hours, description, insurances, specialties, images,
 * doctors), judged by the wizard's own check (clinicProblems), and compared with
 * what is stored: create, update or unchanged. A problem is reported at the row
 * and column it came from.
 */
import { findCategory, isZip, normaliseClinicInput, type ClinicInput, type Hours, type ImportedLocation, type ImportNotice, type ImportRowError, type Service } from '@directpay/contracts';
import type { PlaceIndex } from '#src/places/place-index';
import { clinicProblems } from '#src/routes/account/validate';
import type { ClinicFields } from '#src/repositories/clinics/clinics-repository';
import type { StoredClinic } from '#src/repositories/clinics/stored-clinic';
import type { Cell, LocationDraft, ParsedFile } from './draft';
import { DuplicateFinder } from './duplicates';
import { canonical, importedServices } from './imported-prices';

export interface PlannedLocation {
  draft: LocationDraft;
  action: ImportedLocation['action'];
  current: StoredClinic | null;
  /** What to store: the whole owner part of the clinic, the external id included. */
  fields: ClinicFields;
}

export interface ImportPlan {
  format: ParsedFile['format'];
  rows: number;
  locations: PlannedLocation[];
  errors: ImportRowError[];
  notices: ImportNotice[];
  /** A new location has no category in the file and none was chosen: the apply needs one. */
  categoryNeeded: boolean;
}

const CLOSED = Object.fromEntries(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].flatMap((d) => [[`${d}Toggle`, false], [`${d}OpenTime`, ''], [`${d}CloseTime`, '']])) as Hours;

/** A ZIP's centre, to the four decimals the places index keeps. */
function placeByZip(draft: LocationDraft, current: StoredClinic | null, places: PlaceIndex): { latitude: number; longitude: number } | string | undefined {
  const { latitude, longitude, zip } = draft.address;
  if (latitude !== null || longitude !== null) return undefined;
  // An existing location at the same ZIP keeps the point the owner may have set more precisely.
  if (current && current.address.zip === zip && current.address.latitude !== null && current.address.longitude !== null) {
    return { latitude: current.address.latitude, longitude: current.address.longitude };
  }
  if (!zip) return undefined;
  const five = zip.slice(0, 5);
  const record = isZip(five) && /^\d{5}(-\d{4})?$/.test(zip) ? places.findZip(five) : undefined;
  if (!record) return `is not a US ZIP code the site knows, so it cannot place the location on the map: give latitude and longitude`;
  return { latitude: record.latitude, longitude: record.longitude };
}

/** Presets of the category go to `services`, the others to `otherServices`, as the wizard places them. */
function splitServices(categoryId: number | undefined, services: Service[]): { services: Service[]; otherServices: Service[] } {
  const presets = new Set(findCategory(categoryId ?? 0)?.presetServices ?? []);
  return { services: services.filter((s) => presets.has(s.description)), otherServices: services.filter((s) => !presets.has(s.description)) };
}

/**
 * `account`: every location of the account, matched by external id and checked for duplicates (left out, with a
 * notice). `chosenCategoryId`: the owner's category for new locations the file gives none.
 */
export function planImport(parsed: ParsedFile, account: StoredClinic[], places: PlaceIndex, now: Date, chosenCategoryId?: number): ImportPlan {
  const existing = new Map(account.flatMap((c) => (c.externalId ? [[c.externalId, c] as const] : [])));
  const duplicates = new DuplicateFinder(account);
  const errors = [...parsed.errors];
  const notices = [...parsed.notices];
  let categoryNeeded = false;
  const badRows = new Set(parsed.errors.map((e) => e.row));
  const seen = new Map<string, number>();
  const locations: PlannedLocation[] = [];
  for (const draft of parsed.locations) {
    const earlier = seen.get(draft.externalId);
    if (earlier !== undefined) {
      errors.push({ row: draft.row, column: 'external_id', message: `${draft.externalId} is given to two locations (also on row ${earlier})` });
      continue;
    }
    seen.set(draft.externalId, draft.row);
    const current = existing.get(draft.externalId) ?? null;
    const duplicate = duplicates.check(draft, current);
    if (duplicate) {
      notices.push({ ...draft.source['/detail/name'], message: duplicate });
      continue;
    }
    // A location the file gives no category keeps its own, or takes the owner's choice when new.
    const categoryId = draft.categoryId ?? (draft.categoryMissing ? (current?.categoryId ?? chosenCategoryId) : undefined);
    const waiting = draft.categoryMissing === true && categoryId === undefined;
    const placed = placeByZip(draft, current, places);
    if (typeof placed === 'string') errors.push({ ...draft.source['/address/zip'], message: placed });
    const listed = splitServices(categoryId, draft.services.map((s) => s.service));
    const typed: ClinicInput = {
      categoryId: categoryId ?? 0,
      detail: { ...draft.detail, acceptingNewPatients: current?.detail.acceptingNewPatients ?? true, description: current?.detail.description ?? '' },
      address: { ...draft.address, ...(typeof placed === 'object' ? placed : {}) },
      images: [],
      ...listed,
      insurances: current?.insurances ?? [],
      specialties: current?.specialties ?? [],
      hours: current?.hours ?? CLOSED,
    };
    const problems = clinicProblems(typed).filter(
      (p) => !(p.field === '/categoryId' && categoryId === undefined) && !(p.field === '/detail/website' && draft.websiteMissing),
    );
    for (const problem of problems) errors.push({ ...cellOf(draft, listed, problem.field), message: problem.message });
    if (problems.length > 0 || typeof placed === 'string' || (categoryId === undefined && !waiting) || draft.rows.some((r) => badRows.has(r))) continue;
    categoryNeeded ||= waiting;
    // Stored and compared as the wizard's save stores it ('bright.example.com' with its https://).
    const input = normaliseClinicInput(typed);
    const services = importedServices(input.services, draft, now);
    const otherServices = importedServices(input.otherServices, draft, now);
    const cms = parsed.format === 'cms';
    const action = !current ? 'create' : canonical(current, cms) === canonical({ ...input, services, otherServices, priceFile: draft.priceFile }, cms) ? 'unchanged' : 'update';
    const { images: _images, ...owned } = input;
    locations.push({
      draft,
      action,
      current,
      fields: {
        ...owned,
        externalId: draft.externalId,
        services,
        otherServices,
        ...(draft.priceFile ? { priceFile: { ...draft.priceFile, importedAt: now } } : {}),
        images: current?.images ?? [],
        doctors: current?.doctors ?? [],
        hours: input.hours as Hours,
      },
    });
  }
  errors.sort((a, b) => a.row - b.row);
  return { format: parsed.format, rows: parsed.rows, locations, errors, notices, categoryNeeded };
}

/** The row and column a clinic problem's pointer came from. */
function cellOf(draft: LocationDraft, listed: { services: Service[]; otherServices: Service[] }, pointer: string): Cell {
  const service = /^\/(services|otherServices)\/(\d+)(?:\/([A-Za-z]+))?/.exec(pointer);
  if (service) {
    const item = listed[service[1] as 'services' | 'otherServices'][Number(service[2])];
    const source = draft.services.find((s) => s.service === item);
    const field = (service[3] ?? 'description') as keyof Service;
    return { row: source?.row ?? draft.row, column: draft.serviceColumns[field] ?? draft.serviceColumns.description };
  }
  if (/^\/(services|otherServices)$/.test(pointer)) return { row: draft.row, column: draft.serviceColumns.description };
  const key = Object.keys(draft.source).find((k) => pointer === k || pointer.startsWith(`${k}/`));
  return key ? draft.source[key] : { row: draft.row, column: `stored ${pointer.slice(1)}` };
}
