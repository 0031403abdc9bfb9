/**
 * The file-level facts of a clinic's price file: its type 2 NPIs, the date its
 * prices are true as of, and its name. Why each is what it is:
 * docs/decisions/0037-price-file-facts-price-files.md.
 */
import { filePriceOf, isNpi, isPossibleEin } from '@directpay/contracts';
import type { StoredClinic, StoredService } from '#src/repositories/clinics/stored-clinic';

/**
 * A clinic is no hospital: without an NPI the schema's required `type_2_npi`
 * says so in words no reader can take for an NPI.
 */
export const NO_TYPE_2_NPI = 'none (not a hospital)';

/**
 * The clinic's NPIs: the location's own (the organisation's NPI, type 2, by the
 * listing's rules) and those of the CMS file its prices were imported from, once each.
 */
export function type2Npis(doc: Pick<StoredClinic, 'npi' | 'priceFile'>): string[] {
  const npis = [doc.npi ?? '', ...(doc.priceFile?.type_2_npi ?? [])].map((npi) => npi.trim()).filter(Boolean);
  return npis.length > 0 ? [...new Set(npis)] : [NO_TYPE_2_NPI];
}

const later = (a: Date | undefined, b: Date | undefined) => (!a ? b : !b ? a : a > b ? a : b);

/** When a price was last said to be true: confirmed by the clinic, or stated in the price file it was imported from. */
const dateOf = (service: StoredService): Date | undefined =>
  later(service.confirmedAt instanceof Date ? service.confirmedAt : undefined, service.priceFileDate instanceof Date ? service.priceFileDate : undefined);

/**
 * `last_updated_on`: the oldest date among the file's prices, so the file claims no
 * price is newer than it is; a price never confirmed nor imported counts as of the
 * day the listing was created. Never the record's write date, which any edit moves.
 */
export function lastUpdatedOn(doc: Pick<StoredClinic, 'services' | 'otherServices' | 'createdAt'>): string {
  let oldest: Date | undefined;
  for (const service of [...doc.services, ...doc.otherServices]) {
    if (filePriceOf(service.price) === undefined) continue;
    const date = dateOf(service) ?? doc.createdAt;
    if (!oldest || date < oldest) oldest = date;
  }
  return (oldest ?? doc.createdAt).toISOString().slice(0, 10);
}

/**
 * The EIN a file name may carry: only when the owner chose to publish it and
 * the stored TIN is a possible EIN. A TIN may be an SSN, so without that
 * choice none is published.
 */
export function publishedEin(doc: Pick<StoredClinic, 'tin' | 'einInFileNames'>): string | undefined {
  const tin = doc.tin?.trim() ?? '';
  return doc.einInFileNames === true && isPossibleEin(tin) ? tin : undefined;
}

/**
 * CMS's file name, `<EIN>[-<NPI>]_<name>_standardcharges.<json|csv>`: the EIN
 * when the owner published it, otherwise the clinic's id, which never changes;
 * the NPI when the location has one.
 */
export function priceFileName(doc: Pick<StoredClinic, '_id' | 'detail' | 'npi' | 'tin' | 'einInFileNames'>, extension: 'json' | 'csv'): string {
  const name = doc.detail.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);
  const npi = doc.npi?.trim() ?? '';
  const id = `${publishedEin(doc) ?? doc._id.toHexString()}${isNpi(npi) ? `-${npi}` : ''}`;
  return `${id}_${name || 'clinic'}_standardcharges.${extension}`;
}
