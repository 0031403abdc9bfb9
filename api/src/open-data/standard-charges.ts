/**
 * A clinic's price file in CMS's Hospital Price Transparency layout, V3.0.0:
 * the JSON (its schema) and the tall CSV (its template). Why V3.0.0 and how a
 * clinic's listing maps onto a hospital's file: docs/decisions/0027-price-files-in-the-cms-v3-layout.md.
 *
 * Only what the owner gave is published: the description is the owner's words
 * (CPT and CDT descriptors are licensed, so none is added), a code only with
 * its system, and the bundle and confirmation date as notes.
 */
import { createHash } from 'node:crypto';
import { CMS_HPT_VERSION, cmsStateOf, filePriceOf, isMembership, MEMBERSHIP_NOTE, type CmsStandardChargesFile } from '@directpay/contracts';
import { csvText, type CsvCell } from '#src/lib/csv';
import { lastUpdatedOn, type2Npis } from './price-file-facts';
import type { StoredClinic, StoredService } from '#src/repositories/clinics/stored-clinic';

/** CMS's attestation statement, word for word: its schema takes only this text. */
export const CMS_ATTESTATION =
  'To the best of its knowledge and belief, this hospital has included all applicable standard charge information in accordance with the requirements of 45 CFR 180.50, and the information encoded is true, accurate, and complete as of the date in the file. This hospital has included all payer-specific negotiated charges in dollars that can be expressed as a dollar amount. For payer-specific negotiated charges that cannot be expressed as a dollar amount in the machine-readable file or not knowable in advance, the hospital attests that the payer-specific negotiated charge is based on a contractual algorithm, percentage or formula that precludes the provision of a dollar amount and has provided all necessary information available to the hospital for the public to be able to derive the dollar amount, including, but not limited to, the specific fee schedule or components referenced in such percentage, algorithm or formula.';

/**
 * A clinic is no hospital: nobody attests for it. The schema requires an
 * attester, so it says so in words no reader takes for a name, and the
 * attestation is `false`. Its NPIs: price-file-facts.ts.
 */
export const ATTESTER = 'none (not attested; published by DirectPay Clinics from the clinic listing)';

/** Clinics see patients without admitting them. */
const SETTING = 'outpatient';

/** The file's fields the JSON and the CSV share. */
interface PriceFile {
  name: string;
  date: string;
  address: string;
  state: string;
  npis: string[];
  items: { description: string; code: string; codeType: string; cash: number; notes?: string }[];
}

/**
 * CMS's code type for a service without a code is LOCAL, a code of the file's
 * own: here one made from the owner's description, so it stays the same while
 * the description does.
 */
export function localCode(description: string): string {
  return `DPC-${createHash('sha256').update(description.trim().toLowerCase()).digest('hex').slice(0, 8)}`;
}

const list = (items: readonly string[] | undefined) => (items ?? []).map((item) => item.trim()).join('; ');

/** The bundle and the confirmation date, in the owner's words, as CMS's generic notes. */
function notesOf(service: StoredService): string | undefined {
  const notes: string[] = [];
  if (isMembership(service.description)) notes.push(MEMBERSHIP_NOTE);
  if (service.includes?.length) notes.push(`${service.allInclusive ? 'All-inclusive. ' : ''}Includes: ${list(service.includes)}.`);
  if (service.excludes?.length) notes.push(`Excludes: ${list(service.excludes)}.`);
  if (service.confirmedAt instanceof Date) notes.push(`Price confirmed by the clinic on ${service.confirmedAt.toISOString().slice(0, 10)}.`);
  return notes.length > 0 ? notes.join(' ') : undefined;
}

/** The clinic's file, or undefined when it has none (contracts' hasPriceFile). */
function priceFileOf(doc: StoredClinic): PriceFile | undefined {
  const state = cmsStateOf(doc.address.state);
  if (!state) return undefined;
  const items = [...doc.services, ...doc.otherServices].flatMap((service) => {
    const cash = filePriceOf(service.price);
    if (cash === undefined) return [];
    const coded = service.code && service.codeSystem;
    return [
      {
        description: service.description.trim(),
        code: coded ? service.code! : localCode(service.description),
        codeType: coded ? service.codeSystem! : 'LOCAL',
        cash,
        notes: notesOf(service),
      },
    ];
  });
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
    standard_charge_information: file.items.map((item) => ({
      description: item.description,
      code_information: [{ code: item.code, type: item.codeType }],
      standard_charges: [{ setting: SETTING, discounted_cash: item.cash, ...(item.notes ? { additional_generic_notes: item.notes } : {}) }],
    })),
  };
}

/** The tall template's third row: the item columns, one code column pair. */
export const TALL_ITEM_HEADERS = [
  'description', 'code|1', 'code|1|type', 'modifiers', 'setting', 'drug_unit_of_measurement', 'drug_type_of_measurement',
  'standard_charge|gross', 'standard_charge|discounted_cash', 'payer_name', 'plan_name', 'standard_charge|negotiated_dollar',
  'standard_charge|negotiated_percentage', 'standard_charge|negotiated_algorithm', 'median_amount', '10th_percentile',
  '90th_percentile', 'count', 'standard_charge|methodology', 'standard_charge|min', 'standard_charge|max', 'additional_generic_notes',
] as const;

const column = (name: (typeof TALL_ITEM_HEADERS)[number]) => TALL_ITEM_HEADERS.indexOf(name);

/** A row as wide as the template (every row of it has the item columns' count). */
const row = (cells: CsvCell[]): CsvCell[] => [...cells, ...Array<CsvCell>(TALL_ITEM_HEADERS.length - cells.length).fill('')];

/** The tall CSV price file (CMS V3.0.0 template), or undefined when the clinic has none. */
export function standardChargesCsv(doc: StoredClinic): string | undefined {
  const file = priceFileOf(doc);
  if (!file) return undefined;
  const general = ['hospital_name', 'last_updated_on', 'version', 'location_name', 'hospital_address', `license_number|${file.state}`, 'type_2_npi', CMS_ATTESTATION, 'attester_name'];
  // No licence number: CMS leaves that cell blank and keeps the state in the header.
  // Several NPIs in one cell are separated by '|', as CMS's templates separate a cell's values.
  const values: CsvCell[] = [file.name, file.date, CMS_HPT_VERSION, file.name, file.address, '', file.npis.join('|'), false, ATTESTER];
  const items = file.items.map((item) => {
    const cells: CsvCell[] = row([]);
    cells[column('description')] = item.description;
    cells[column('code|1')] = item.code;
    cells[column('code|1|type')] = item.codeType;
    cells[column('setting')] = SETTING;
    cells[column('standard_charge|discounted_cash')] = item.cash;
    cells[column('additional_generic_notes')] = item.notes ?? '';
    return cells;
  });
  return csvText([row(general), row(values), [...TALL_ITEM_HEADERS], ...items]);
}
