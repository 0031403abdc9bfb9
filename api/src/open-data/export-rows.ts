/**
 * What the export files say of each clinic: one NDJSON line (contracts'
 * OpenDataClinic) or, in the CSV, one row per priced service (one row with empty
 * service cells for a clinic without prices, so every clinic is there).
 */
import { findCategory, hasPrice, isMembership, OPEN_DATA_LICENSE, openDataAttribution, priceStampKind, type OpenDataClinic } from '@directpay/contracts';
import type { CsvCell } from '#src/lib/csv';
import type { StoredClinic, StoredService } from '#src/repositories/clinics/stored-clinic';

/** The fields the export reads: no doctors, hours, pictures or descriptions. */
export const EXPORT_PROJECTION = {
  _id: 1,
  categoryId: 1,
  'detail.name': 1,
  'detail.website': 1,
  'detail.phoneNumber': 1,
  'detail.acceptingNewPatients': 1,
  address: 1,
  services: 1,
  otherServices: 1,
  updatedAt: 1,
  pricesConfirmedAt: 1,
} as const;

export type ExportedClinic = Pick<StoredClinic, '_id' | 'categoryId' | 'address' | 'services' | 'otherServices' | 'updatedAt' | 'pricesConfirmedAt'> & {
  detail: Pick<StoredClinic['detail'], 'name' | 'website' | 'phoneNumber' | 'acceptingNewPatients'>;
};

const iso = (date: Date | null | undefined) => (date instanceof Date ? date.toISOString() : null);

function exportedServices(doc: ExportedClinic): OpenDataClinic['services'] {
  const one = (list: 'services' | 'otherServices') => (service: StoredService) => ({
    list,
    description: service.description,
    price: service.price.trim(),
    ...(service.code && service.codeSystem ? { code: service.code, codeSystem: service.codeSystem } : {}),
    ...(service.includes?.length ? { includes: service.includes } : {}),
    ...(service.excludes?.length ? { excludes: service.excludes } : {}),
    ...(service.allInclusive ? { allInclusive: true } : {}),
    confirmedAt: iso(service.confirmedAt),
    membership: isMembership(service.description),
    ...(service.priceFileDate instanceof Date ? { priceFileDate: service.priceFileDate.toISOString() } : {}),
  });
  return [...doc.services.filter(hasPrice).map(one('services')), ...doc.otherServices.filter(hasPrice).map(one('otherServices'))];
}

/** What every line and row of a file carries: the licence, the attribution line and when the file was made. */
export type ExportStamp = Pick<OpenDataClinic, 'license' | 'attribution' | 'generatedAt'>;

export const exportStamp = (site: string, generatedAt: Date): ExportStamp => ({
  license: OPEN_DATA_LICENSE.url,
  attribution: openDataAttribution(site),
  generatedAt: generatedAt.toISOString(),
});

/** A clinic as the export states it, without the file's stamp; `site` starts its profile URL. */
export function exportedClinic(doc: ExportedClinic, site: string): Omit<OpenDataClinic, keyof ExportStamp> {
  const id = doc._id.toHexString();
  return {
    id,
    name: doc.detail.name,
    categoryId: doc.categoryId,
    category: findCategory(doc.categoryId)?.label ?? '',
    address: doc.address,
    website: doc.detail.website,
    phoneNumber: doc.detail.phoneNumber,
    acceptingNewPatients: doc.detail.acceptingNewPatients,
    profileUrl: `${site}/clinic/${id}`,
    updatedAt: doc.updatedAt.toISOString(),
    pricesConfirmedAt: iso(doc.pricesConfirmedAt),
    services: exportedServices(doc),
  };
}

export { CSV_HEADERS } from './export-table-schema';

/**
 * The clinic's CSV rows: its columns, then one service's (bundle items joined with '; ') ending
 * with where its price stands (contracts' price-stamp.ts), then the file's stamp (export-table-schema.ts).
 */
export function csvRowsOf(clinic: OpenDataClinic): CsvCell[][] {
  const { address: a } = clinic;
  const base: CsvCell[] = [
    clinic.id, clinic.name, clinic.category, a.streetAddress, a.suiteUnit, a.cityTown, a.state, a.zip, a.latitude, a.longitude,
    clinic.website, clinic.phoneNumber, clinic.acceptingNewPatients, clinic.profileUrl, clinic.updatedAt, clinic.pricesConfirmedAt,
  ];
  const stamp: CsvCell[] = [clinic.license, clinic.attribution, clinic.generatedAt];
  if (clinic.services.length === 0) return [[...base, '', '', '', '', '', '', '', '', '', '', '', '', ...stamp]];
  return clinic.services.map((s) => [
    ...base, s.list, s.description, s.price, s.code, s.codeSystem, s.includes?.join('; '), s.excludes?.join('; '), s.allInclusive ?? false, s.confirmedAt,
    s.priceFileDate, priceStampKind(s), s.membership,
    ...stamp,
  ]);
}
