/**
 * The local NPI Registry's records: each NPI has a valid check digit, and each
 * demonstrates one outcome of a check (see the list below and the API README).
 * The first group matches what an owner types in the wizard (the clinic
 * "Bright Smiles Dental" in Provo, UT, and its doctor Ana Reyes); the second
 * matches demo clinics (demo/demo-verification.ts).
 */
import type { RegistryAddress, RegistryRecord } from '../provider-verification/registry-record';

/** How the stand-in answers a number besides its record. */
export type FixtureBehaviour = 'slow' | 'server-error';

export interface Fixture {
  record?: RegistryRecord;
  behaviour?: FixtureBehaviour;
}

function address(purpose: 'LOCATION' | 'MAILING', city: string, state: string): RegistryAddress {
  return {
    country_code: 'US',
    country_name: 'United States',
    address_purpose: purpose,
    address_type: 'DOM',
    address_1: '100 N UNIVERSITY AVE',
    address_2: '',
    city,
    state,
    postal_code: '846011234',
    telephone_number: '801-555-0100',
  };
}

function organisation(npi: string, name: string, locationState: string, { status = 'A', practiceIn = [] as string[], mailingState = locationState } = {}): RegistryRecord {
  return {
    created_epoch: '1183680000000',
    enumeration_type: 'NPI-2',
    last_updated_epoch: '1700000000000',
    number: npi,
    addresses: [address('LOCATION', 'PROVO', locationState), address('MAILING', 'PROVO', mailingState)],
    practiceLocations: practiceIn.map((state) => ({ ...address('LOCATION', 'OREM', state), address_purpose: 'LOCATION' })),
    basic: {
      organization_name: name,
      organizational_subpart: 'NO',
      enumeration_date: '2007-07-06',
      last_updated: '2023-11-14',
      status,
      authorized_official_first_name: 'JORDAN',
      authorized_official_last_name: 'LEE',
      authorized_official_telephone_number: '8015550100',
      authorized_official_title_or_position: 'OWNER',
    },
    taxonomies: [{ code: '1223G0001X', taxonomy_group: '', desc: 'Dentist, General Practice', state: locationState, license: '', primary: true }],
    identifiers: [],
    endpoints: [],
    other_names: [],
  };
}

function individual(npi: string, first: string, last: string, licenceStates: string[], { status = 'A', locationState = licenceStates[0] ?? 'UT' } = {}): RegistryRecord {
  return {
    created_epoch: '1183680000000',
    enumeration_type: 'NPI-1',
    last_updated_epoch: '1700000000000',
    number: npi,
    addresses: [address('LOCATION', 'PROVO', locationState), address('MAILING', 'PROVO', locationState)],
    practiceLocations: [],
    basic: {
      first_name: first,
      last_name: last,
      credential: 'DDS',
      sole_proprietor: 'NO',
      gender: 'F',
      enumeration_date: '2007-07-06',
      last_updated: '2023-11-14',
      status,
      name_prefix: '--',
    },
    taxonomies: licenceStates.map((state, i) => ({ code: '1223G0001X', taxonomy_group: '', desc: 'Dentist, General Practice', state, license: `${state}-${100200 + i}`, primary: i === 0 })),
    identifiers: [],
    endpoints: [],
    other_names: [],
  };
}

/** The fixtures' NPIs by what they show. */
export const FIXTURE_NPIS = {
  // Typed in the wizard for "Bright Smiles Dental", Provo, UT, and its doctor Ana Reyes.
  clinic: '1765432103',
  doctor: '1765432111',
  inactive: '1765432129',
  nameMismatch: '1765432137',
  slow: '1765432145',
  serverError: '1765432152',
  stateMismatch: '1765432160',
  practiceLocation: '1765432178',
  lastNameMismatch: '1765432186',
  licenceStateMismatch: '1765432194',
  /** A valid NPI the registry does not hold (result_count 0). */
  unknown: '1765432202',
  // Demo clinics (demo/demo-verification.ts).
  demoSunriseDental: '1765432210',
  demoOkafor: '1765432228',
  demoPioneerFertility: '1765432236',
  demoNguyen: '1765432244',
  demoJuniperChiropractic: '1765432251',
  demoJohnson: '1765432269',
  demoSummitRadiology: '1765432277',
} as const;

const N = FIXTURE_NPIS;

export function registryFixtures(): Map<string, Fixture> {
  return new Map<string, Fixture>([
    [N.clinic, { record: organisation(N.clinic, 'BRIGHT SMILES DENTAL, LLC', 'UT') }],
    [N.doctor, { record: individual(N.doctor, 'ANA', 'REYES', ['UT']) }],
    [N.inactive, { record: organisation(N.inactive, 'BRIGHT SMILES DENTAL LLC', 'UT', { status: 'D' }) }],
    [N.nameMismatch, { record: organisation(N.nameMismatch, 'CANYON ORTHODONTICS PLLC', 'UT') }],
    [N.slow, { record: organisation(N.slow, 'BRIGHT SMILES DENTAL, LLC', 'UT'), behaviour: 'slow' }],
    [N.serverError, { behaviour: 'server-error' }],
    // Only a mailing address in the listing's state: that does not count.
    [N.stateMismatch, { record: organisation(N.stateMismatch, 'Bright Smiles Dental, Inc.', 'NV', { mailingState: 'UT', practiceIn: ['ID'] }) }],
    [N.practiceLocation, { record: organisation(N.practiceLocation, 'BRIGHT SMILES DENTAL P.C.', 'NV', { practiceIn: ['UT'] }) }],
    [N.lastNameMismatch, { record: individual(N.lastNameMismatch, 'ANA', 'GOMEZ', ['UT']) }],
    [N.licenceStateMismatch, { record: individual(N.licenceStateMismatch, 'ANA', 'REYES', ['ID', 'NV'], { locationState: 'UT' }) }],
    [N.demoSunriseDental, { record: organisation(N.demoSunriseDental, 'SUNRISE DENTAL, LLC', 'UT') }],
    [N.demoOkafor, { record: individual(N.demoOkafor, 'EMMA', 'OKAFOR', ['UT']) }],
    [N.demoPioneerFertility, { record: organisation(N.demoPioneerFertility, 'PIONEER FERTILITY PARTNERS INC', 'UT') }],
    [N.demoNguyen, { record: individual(N.demoNguyen, 'NORA', 'NGUYEN', ['ID']) }],
    [N.demoJuniperChiropractic, { record: organisation(N.demoJuniperChiropractic, 'Juniper Chiropractic Center LLC', 'UT') }],
    [N.demoJohnson, { record: individual(N.demoJohnson, 'HENRY', 'JOHNSON', ['UT', 'ID']) }],
    [N.demoSummitRadiology, { record: organisation(N.demoSummitRadiology, 'SUMMIT RADIOLOGY', 'AZ', { status: 'D' }) }],
  ]);
}
