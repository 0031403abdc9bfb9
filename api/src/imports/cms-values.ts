/**
 * What the CMS readers (CSV and JSON) produce before services are made, and the
 * checks of CMS's values they share: settings, methodologies, drug types,
 * amounts and the file's date, each refused naming the values CMS allows.
 */
import type { CmsDrugType, CmsMethodology, CmsSetting, SourceCharge } from '#src/repositories/clinics/price-file-source';
import type { Cell } from './draft';

/** Where a field of an item or charge is reported: a CSV's row and column, or a JSON item's position and key. */
export type Where = (field: string) => Cell;

/** One standard charge of an item, with the cash price apart: it becomes the service's price. */
export interface CmsCharge {
  row: number;
  at: Where;
  /** The discounted cash price as written ('' when the charge has none). */
  cash: string;
  charge: SourceCharge;
}

export interface CmsItem {
  row: number;
  at: Where;
  description: string;
  codes: { code: string; type: string }[];
  drug?: { unit: number; type: CmsDrugType };
  charges: CmsCharge[];
}

/** A modifier's own entry (JSON's modifier_information, a CSV row with modifiers and no code): not imported. */
export interface CmsModifier {
  row: number;
  code: string;
  description: string;
}

/** A payer or plan name with '|' cannot be published: CMS's wide layout names them in its headers, separated by '|'. */
export const PIPE_IN_NAME = "must not contain '|': CMS's wide layout names each payer and plan in its column headers, separated by '|'";

export const SETTINGS: readonly CmsSetting[] = ['inpatient', 'outpatient', 'both'];
export const METHODOLOGIES: readonly CmsMethodology[] = ['case rate', 'fee schedule', 'percent of total billed charges', 'per diem', 'other'];
export const DRUG_TYPES: readonly CmsDrugType[] = ['GR', 'ML', 'ME', 'UN', 'F2', 'GM', 'EA'];

const oneOf = (values: readonly string[]) => `must be one of ${values.join(', ')}`;

/** A value of CMS's list (settings and methodologies as lower case, drug types as upper case), or the reason it is refused. */
export function listed<T extends string>(text: string, values: readonly T[]): T | { problem: string } {
  const value = values.find((v) => v.toLowerCase() === text.trim().toLowerCase());
  return value ?? { problem: text.trim() ? oneOf(values) : `is required: ${oneOf(values)}` };
}

const AMOUNT = /^\d+(\.\d+)?$/;

/** A dollar amount, percentage or drug unit: undefined when blank, else a plain non-negative number or the reason it is refused. */
export function amountOf(text: string): number | undefined | { problem: string } {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  return AMOUNT.test(trimmed) ? Number(trimmed) : { problem: 'must be a plain number such as 1200 or 99.50, without $ or thousands separators' };
}

/** The file's date as YYYY-MM-DD, from CMS's YYYY-MM-DD or a spreadsheet's M/D/YYYY, or the reason it is refused. */
export function fileDateOf(text: string): string | { problem: string } {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  const parts = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : undefined;
  const date = parts ? `${parts[0]}-${parts[1].padStart(2, '0')}-${parts[2].padStart(2, '0')}` : '';
  const real = date && !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);
  if (real) return date;
  return { problem: trimmed ? 'must be a date: YYYY-MM-DD, or M/D/YYYY as a spreadsheet writes it' : 'is required: the date the file was last updated' };
}

export const isProblem = (value: unknown): value is { problem: string } => typeof value === 'object' && value !== null && 'problem' in value;
