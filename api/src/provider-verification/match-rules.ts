/**
 * Whether a registry record is the listing's: a clinic's location NPI must be an
 * active organisation of the listing's name with a practice address in its state;
 * a doctor's, an active individual of the same last name licensed in the clinic's
 * state. A mismatch names the first field that differs and what the registry holds.
 */
import type { NpiMismatchField } from '@directpay/contracts';
import type { RegistryAddress, RegistryRecord } from './registry-record';

export type MatchOutcome = { state: 'verified' } | { state: 'mismatch'; field: NpiMismatchField; registryValue?: string };

/** What a clinic's NPI is checked against. */
export interface ClinicExpectation {
  kind: 'clinic';
  name: string;
  state: string;
}

/** What a doctor's NPI is checked against: the state is the clinic's. */
export interface DoctorExpectation {
  kind: 'doctor';
  lastname: string;
  state: string;
}

export type Expectation = ClinicExpectation | DoctorExpectation;

/** Words of a legal form that a listing's name leaves out ("Bright Smiles Dental, LLC" is "Bright Smiles Dental"). */
const LEGAL_SUFFIXES = new Set(['LLC', 'LC', 'PLLC', 'INC', 'INCORPORATED', 'CORP', 'CORPORATION', 'CO', 'COMPANY', 'LTD', 'LIMITED', 'PC', 'PA', 'PLC', 'LLP', 'LP', 'SC']);

function plainLetters(text: string): string {
  return text.normalize('NFD').replace(/\p{Mn}/gu, '').toUpperCase();
}

/** An organisation's name for comparing: case, accents, punctuation and trailing legal forms do not count. */
export function normalisedOrganisationName(name: string): string {
  const words = plainLetters(name)
    .replace(/&/g, ' AND ')
    // "P.C." and "L.L.C." are the words PC and LLC.
    .replace(/\b([A-Z])\.(?=[A-Z]\.?)/g, '$1')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  while (words.length > 1 && LEGAL_SUFFIXES.has(words[words.length - 1])) words.pop();
  return words.join(' ');
}

/** A last name for comparing: case, accents, spaces, hyphens and apostrophes do not count. */
export function normalisedLastName(name: string): string {
  return plainLetters(name).replace(/[^A-Z]/g, '');
}

const upper = (state: string | null | undefined) => (state ?? '').trim().toUpperCase();
const listed = (states: string[]) => [...new Set(states.filter(Boolean))].join(', ');

function practiceStates(record: RegistryRecord): string[] {
  const locations: RegistryAddress[] = [...(record.addresses ?? []).filter((a) => a.address_purpose === 'LOCATION'), ...(record.practiceLocations ?? [])];
  return locations.map((a) => upper(a.state));
}

function commonMismatch(record: RegistryRecord, type: 'NPI-1' | 'NPI-2'): MatchOutcome | undefined {
  if (record.enumeration_type !== type) return { state: 'mismatch', field: 'type', registryValue: record.enumeration_type ?? '' };
  const status = record.basic?.status ?? '';
  if (status !== 'A') return { state: 'mismatch', field: 'status', ...(status ? { registryValue: status } : {}) };
  return undefined;
}

export function matchRecord(record: RegistryRecord, expected: Expectation): MatchOutcome {
  if (expected.kind === 'clinic') {
    const common = commonMismatch(record, 'NPI-2');
    if (common) return common;
    const name = record.basic?.organization_name ?? '';
    if (normalisedOrganisationName(name) !== normalisedOrganisationName(expected.name)) return { state: 'mismatch', field: 'name', registryValue: name };
    const states = practiceStates(record);
    if (!states.includes(upper(expected.state))) return { state: 'mismatch', field: 'state', registryValue: listed(states) };
    return { state: 'verified' };
  }
  const common = commonMismatch(record, 'NPI-1');
  if (common) return common;
  const last = record.basic?.last_name ?? '';
  if (normalisedLastName(last) !== normalisedLastName(expected.lastname)) return { state: 'mismatch', field: 'lastname', registryValue: last };
  const licensed = (record.taxonomies ?? []).map((t) => upper(t.state));
  if (!licensed.includes(upper(expected.state))) return { state: 'mismatch', field: 'licenseState', registryValue: listed(licensed) };
  return { state: 'verified' };
}
