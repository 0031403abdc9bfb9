/**
 * A clinic's price file in CMS's Hospital Price Transparency layout, V3.0.0:
 * the JSON (its schema) and the tall and wide CSVs (its templates). Why V3.0.0 and how a
 * clinic's listing maps onto a hospital's file: docs/decisions/0027-price-files-in-the-cms-v3-layout.md.
 * The file-level fields are here; the items (what the owner gave, or what an
 * imported CMS file said) are charge-items.ts's, their CSV rows charge-rows.ts's.
 */
import { CMS_HPT_VERSION, cmsStateOf, type CmsStandardChargesFile } from '@directpay/contracts';
import { csvText, type CsvCell } from '#src/lib/csv';
import type { StoredClinic } from '#src/repositories/clinics/stored-clinic';
import { chargeItemsOf, type ChargeItem } from './charge-items';
import { tallRows, wideRows } from './charge-rows';
import { lastUpdatedOn, type2Npis } from './price-file-facts';

/** CMS's attestation statement, word for word: its schema takes only this text. */
export const CMS_ATTESTATION =
  'To the best of its knowledge and belief, this hospital has included all applicable standard charge information in accordance with the requirements of 45 CFR 180.50, and the information encoded is true, accurate, and complete as of the date in the file. This hospital has included all payer-specific negotiated charges in dollars that can be expressed as a dollar amount. For payer-specific negotiated charges that cannot be expressed as a dollar amount in the machine-readable file or not knowable in advance, the hospital attests that the payer-specific negotiated charge is based on a contractual algorithm, percentage or formula that precludes the provision of a dollar amount and has provided all necessary information available to the hospital for the public to be able to derive the dollar amount, including, but not limited to, the specific fee schedule or components referenced in such percentage, algorithm or formula.';

/**
 * A clinic is no hospital: nobody attests for it. The schema requires an
 * attester, so it says so in words no reader takes for a name, and the
 * attestation is `false`. Its NPIs: price-file-facts.ts.
 */
export const ATTESTER = 'none (not attested; published by DirectPay Clinics from the clinic listing)';

/** The file's fields the JSON and the CSVs share. */
interface PriceFile {
  name: string;
  date: string;
  address: string;
  state: string;
  npis: string[];
  items: ChargeItem[];
}

/** The clinic's file, or undefined when it has none (contracts' hasPriceFile). */
function priceFileOf(doc: StoredClinic): PriceFile | undefined {
  const state = cmsStateOf(doc.address.state);
  if (!state) return undefined;
  const items = chargeItemsOf(doc);
  if (items.length === 0) return undefined;
  const { streetAddress, suiteUnit, cityTown, zip } = doc.address;
  const street = [streetAddress, suiteUnit].map((part) => part.trim()).filter(Boolean).join(' ');
  return {
    name: doc.detail.name.trim(),
    date: lastUpdatedOn(doc),
    address: [street, cityTown.trim(), `${state} ${zip.trim()}`.trim()].filter(Boolean).join(', '),
    state,
    npis: type2Npis(doc),
    items,
  };
}

/** The JSON price file (CMS V3.0.0 schema), or undefined when the clinic has none. */
export function standardChargesJson(doc: StoredClinic): CmsStandardChargesFile | undefined {
  const file = priceFileOf(doc);
  if (!file) return undefined;
  return {
    hospital_name: file.name,
    last_updated_on: file.date,
    version: CMS_HPT_VERSION,
    location_name: [file.name],
    hospital_address: [file.address],
    license_information: { state: file.state },
    type_2_npi: file.npis,
    attestation: { attestation: CMS_ATTESTATION, confirm_attestation: false, attester_name: ATTESTER },
    standard_charge_information: file.items,
  };
}

/** The file's two general rows (CMS's header names, then their values), as wide as the item rows below them. */
function generalRows(file: PriceFile, width: number): CsvCell[][] {
  const general = ['hospital_name', 'last_updated_on', 'version', 'location_name', 'hospital_address', `license_number|${file.state}`, 'type_2_npi', CMS_ATTESTATION, 'attester_name'];
  // No licence number: CMS leaves that cell blank and keeps the state in the header.
  // Several NPIs in one cell are separated by '|', as CMS's templates separate a cell's values.
  const values: CsvCell[] = [file.name, file.date, CMS_HPT_VERSION, file.name, file.address, '', file.npis.join('|'), false, ATTESTER];
  const pad = (cells: CsvCell[]) => [...cells, ...Array<CsvCell>(Math.max(0, width - cells.length)).fill('')];
  return [pad(general), pad(values)];
}

/** A CSV price file in one of CMS's V3.0.0 templates, or undefined when the clinic has none. */
function standardChargesCsvOf(doc: StoredClinic, layout: typeof tallRows): string | undefined {
  const file = priceFileOf(doc);
  if (!file) return undefined;
  const { headers, rows } = layout(file.items);
  return csvText([...generalRows(file, headers.length), headers, ...rows]);
}

/** The tall CSV price file (CMS V3.0.0 template), or undefined when the clinic has none. */
export const standardChargesCsv = (doc: StoredClinic): string | undefined => standardChargesCsvOf(doc, tallRows);

/** The wide CSV price file (CMS V3.0.0 template), or undefined when the clinic has none. */
export const standardChargesWideCsv = (doc: StoredClinic): string | undefined => standardChargesCsvOf(doc, wideRows);
