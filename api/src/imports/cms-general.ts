/**
 * CMS's general data elements, from a CSV's rows 1 and 2 or a JSON file's top
 * level: the hospital's name, the file's date, version, licence and Type 2 NPIs,
 * which the clinics keep as their price file's facts; the locations (names and
 * addresses, one or more); and DirectPay's own optional columns (category,
 * website, phone, email, external_id), which CMS allows as hospital-created
 * data elements. The attestation and contract provisions are not kept: notices.
 */
import { IMPORT_LIST_SEPARATOR, type ImportNotice } from '@directpay/contracts';
import { HttpError } from '#src/lib/http-errors';
import type { ClinicPriceFileSource } from '#src/repositories/clinics/price-file-source';
import { formulaProblem, type RowErrors } from './draft';
import { fileDateOf, isProblem, type Where } from './cms-values';
import type { CsvRow } from './read-csv';

export const OWN_COLUMNS = ['category', 'website', 'phone', 'email', 'external_id'] as const;
export type OwnColumn = (typeof OWN_COLUMNS)[number];

export interface CmsGeneral {
  /** Where the locations are given: a CSV's row 2, a JSON file's 1. */
  row: number;
  rows: number[];
  at: Where;
  /** The price file's facts, the import time aside; undefined when one of them was refused (the error is listed). */
  priceFile: Omit<ClinicPriceFileSource, 'importedAt'> | undefined;
  names: string[];
  addresses: string[];
  /** DirectPay's columns the file gives, each a value or one per location. */
  own: Partial<Record<OwnColumn, string[]>>;
}

/** CMS headers vary in case and in spaces around the pipes ('code | 1 | type'). */
export const cmsHeader = (text: string) => text.trim().toLowerCase().replace(/\s*\|\s*/g, '|');

const LICENSE = /^license_number\|([a-z]{2})$/;
const ATTESTATION = /^to the best of its knowledge/;
const KNOWN = new Set(['hospital_name', 'last_updated_on', 'version', 'location_name', 'hospital_address', 'type_2_npi', 'attester_name', 'general_contract_provisions', 'attestation', 'confirm_attestation', 'license_information', 'standard_charge_information', 'modifier_information', ...OWN_COLUMNS]);

const split = (text: string) => text.split(IMPORT_LIST_SEPARATOR).map((v) => v.trim());

/** A text value, '' (with the error listed) when a spreadsheet would run it as a formula. */
function checked(text: string, cell: { row: number; column: string }, errors: RowErrors): string {
  const formula = text && formulaProblem(text);
  if (formula) errors.add(cell.row, cell.column, formula);
  return formula ? '' : text;
}

interface GeneralValues {
  text: (field: string) => string | undefined;
  list: (field: string) => string[] | undefined;
  license: { license_number?: string; state: string } | undefined;
  licenseColumn: string;
}

function assemble(row: number, rows: number[], at: Where, values: GeneralValues, errors: RowErrors): CmsGeneral {
  const required = (field: string) => {
    const value = values.text(field);
    if (!value) errors.add(at(field).row, at(field).column, `is required: CMS's general data element ${field}`);
    return value ?? '';
  };
  const hospitalName = required('hospital_name');
  const version = required('version');
  const date = fileDateOf(values.text('last_updated_on') ?? '');
  if (isProblem(date)) errors.add(at('last_updated_on').row, at('last_updated_on').column, date.problem);
  if (!values.license) errors.add(at(values.licenseColumn).row, values.licenseColumn, "is required: CMS's licence element (license_number|ST in a CSV, ST the licensing state)");
  const priceFile =
    hospitalName && version && !isProblem(date) && values.license
      ? { hospital_name: hospitalName, last_updated_on: date, version, type_2_npi: (values.list('type_2_npi') ?? []).filter(Boolean), license_information: values.license }
      : undefined;
  const own: CmsGeneral['own'] = {};
  for (const column of OWN_COLUMNS) {
    const given = values.list(column);
    if (given && given.some(Boolean)) own[column] = given;
  }
  return { row, rows, at, priceFile, names: values.list('location_name') ?? [], addresses: values.list('hospital_address') ?? [], own };
}

/** Rows 1 and 2 of a CMS CSV; a file without location_name or hospital_address is refused whole. */
export function csvGeneral(header: CsvRow, values: CsvRow, errors: RowErrors, notices: ImportNotice[]): CmsGeneral {
  const found = new Map<string, { value: string; column: string }>();
  let license: GeneralValues['license'];
  let licenseColumn = 'license_number|ST';
  const unread: string[] = [];
  header.cells.forEach((cell, index) => {
    const name = cmsHeader(cell);
    const raw = (values.cells[index] ?? '').trim();
    if (!name) return;
    const value = checked(raw, { row: values.row, column: name }, errors);
    const state = LICENSE.exec(name);
    if (state) {
      licenseColumn = name;
      license = { ...(value ? { license_number: value } : {}), state: state[1].toUpperCase() };
    } else if (ATTESTATION.test(name)) found.set('attestation', { value, column: 'attestation' });
    else if (KNOWN.has(name)) found.set(name, { value, column: name });
    else if (value) unread.push(name);
  });
  for (const column of ['location_name', 'hospital_address']) {
    if (!found.has(column)) throw new HttpError(400, `Row ${header.row}: the required column ${column} is missing.`, '/body/file');
  }
  const at: Where = (field) => ({ row: values.row, column: field });
  const text = (field: string) => found.get(field)?.value;
  notLeftSilent(text('attester_name'), text('general_contract_provisions'), unread, values.row, notices);
  return assemble(values.row, [header.row, values.row], at, { text, list: (field) => (found.has(field) ? split(found.get(field)!.value) : undefined), license, licenseColumn }, errors);
}

/** The top level of a CMS JSON file (already known to be an object with CMS's keys). */
export function jsonGeneral(file: Record<string, unknown>, errors: RowErrors, notices: ImportNotice[]): CmsGeneral {
  const at: Where = (field) => ({ row: 1, column: field });
  const refuse = (field: string, what: string) => new HttpError(400, `The JSON file's ${field} must be ${what}.`, '/body/file');
  const text = (field: string) => {
    const value = file[field];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') throw refuse(field, 'a string');
    return checked(value.trim(), at(field), errors);
  };
  const list = (field: string) => {
    const value = file[field];
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string') return split(checked(value, at(field), errors));
    if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) throw refuse(field, 'a list of strings');
    return (value as string[]).map((v) => checked(v.trim(), at(field), errors));
  };
  for (const column of ['location_name', 'hospital_address']) if (!list(column)?.length) throw refuse(column, 'a list of one or more strings');
  const info = file.license_information as { license_number?: unknown; state?: unknown } | undefined;
  if (info !== undefined && (typeof info !== 'object' || info === null || typeof info.state !== 'string' || !['string', 'undefined'].includes(typeof info.license_number))) {
    throw refuse('license_information', 'an object with state and license_number strings');
  }
  const license = info ? { ...(info.license_number ? { license_number: checked(String(info.license_number).trim(), at('license_information'), errors) } : {}), state: String(info.state).trim().toUpperCase() } : undefined;
  const attestation = file.attestation as { attester_name?: unknown } | undefined;
  const provisions = Array.isArray(file.general_contract_provisions) ? file.general_contract_provisions.map((p: { provisions?: unknown }) => String(p?.provisions ?? '')).join(' ') : undefined;
  const unread = Object.keys(file).filter((key) => !KNOWN.has(key));
  notLeftSilent(typeof attestation?.attester_name === 'string' ? attestation.attester_name : undefined, provisions, unread, 1, notices);
  return assemble(1, [1], at, { text, list, license, licenseColumn: 'license_information' }, errors);
}

/** The general data the clinics cannot keep, said in the dry run. */
function notLeftSilent(attester: string | undefined, provisions: string | undefined, unread: string[], row: number, notices: ImportNotice[]): void {
  if (attester) notices.push({ row, column: 'attester_name', message: `The attestation signed by ${attester} is not imported: it attests the hospital's own file.` });
  if (provisions) {
    const shown = provisions.length > 120 ? `${provisions.slice(0, 117)}…` : provisions;
    notices.push({ row, column: 'general_contract_provisions', message: `The general contract provisions are not imported (payer contracts are not shown in the directory): ${shown}` });
  }
  if (unread.length) notices.push({ row, message: `Not imported: ${unread.join(', ')} (not CMS's general data, nor a DirectPay column).` });
}
