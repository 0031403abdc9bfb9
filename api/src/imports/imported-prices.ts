/**
 * An imported service as stored: a priced one carries the date of the file it
 * came from (a CMS file's last_updated_on; for our template, which has no date,
 * the import day) and, from a CMS file, what the file said of its charge. It is
 * not "confirmed by the clinic": only the owner's own save or confirmation is.
 * Also what an import compares to tell an update from an unchanged location.
 */
import { hasPrice, type ClinicInput, type Service } from '@directpay/contracts';
import type { ClinicPriceFileSource } from '#src/repositories/clinics/price-file-source';
import type { StoredService } from '#src/repositories/clinics/stored-clinic';
import type { LocationDraft } from './draft';

/** The services as stored, each matched to its draft (the services are the drafts' own objects, split by category). */
export function importedServices(services: readonly Service[], draft: LocationDraft, now: Date): StoredService[] {
  const drafts = new Map(draft.services.map((s) => [s.service, s]));
  return services.map((service) => {
    const source = drafts.get(service)?.source;
    if (!hasPrice(service)) return service;
    return { ...service, priceFileDate: draft.priceFileDate ?? now, ...(source ? { source } : {}) };
  });
}

const canonicalService = (s: Service | StoredService) => [s.description, s.price, s.code ?? '', s.codeSystem ?? '', s.includes ?? [], s.excludes ?? [], s.allInclusive ?? false, (s as StoredService).source ?? null];

type Comparable = Pick<ClinicInput, 'categoryId' | 'address'> & {
  detail: Pick<ClinicInput['detail'], 'name' | 'website' | 'emailAddress' | 'phoneNumber'>;
  services: (Service | StoredService)[];
  otherServices: (Service | StoredService)[];
  priceFile?: Omit<ClinicPriceFileSource, 'importedAt'> | ClinicPriceFileSource;
};

/**
 * What an import controls of a clinic, in one comparable text. A CMS file's facts
 * count (a newer file of the same prices moves their date); a service's date
 * alone does not, so our template imported again on another day changes nothing.
 */
export function canonical(c: Comparable, withPriceFile: boolean): string {
  const file = withPriceFile && c.priceFile ? [c.priceFile.hospital_name, c.priceFile.last_updated_on, c.priceFile.version, c.priceFile.type_2_npi, c.priceFile.license_information] : null;
  return JSON.stringify([
    c.categoryId,
    [c.detail.name, c.detail.website, c.detail.emailAddress, c.detail.phoneNumber],
    [c.address.streetAddress, c.address.suiteUnit, c.address.cityTown, c.address.state, c.address.zip, c.address.latitude, c.address.longitude],
    c.services.map(canonicalService),
    c.otherServices.map(canonicalService),
    file,
  ]);
}
