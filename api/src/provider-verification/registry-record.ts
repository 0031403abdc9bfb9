/**
 * The parts of an NPPES NPI Registry API v2.1 answer the checks read, in the
 * registry's own field names (`GET /api/?version=2.1&number=…`). Every field the
 * registry may leave out is optional: an answer is read defensively.
 */

export interface RegistryAddress {
  address_purpose?: string;
  address_type?: string;
  address_1?: string;
  address_2?: string;
  city?: string;
  state?: string;
  postal_code?: string;
  country_code?: string;
  country_name?: string;
  telephone_number?: string;
}

export interface RegistryTaxonomy {
  code?: string;
  taxonomy_group?: string;
  desc?: string;
  state?: string | null;
  license?: string | null;
  primary?: boolean;
}

export interface RegistryBasic {
  /** NPI-2 */
  organization_name?: string;
  organizational_subpart?: string;
  /** NPI-1 */
  first_name?: string;
  last_name?: string;
  credential?: string;
  sole_proprietor?: string;
  gender?: string;
  name_prefix?: string;
  enumeration_date?: string;
  last_updated?: string;
  /** 'A': active. */
  status?: string;
  [other: string]: unknown;
}

export interface RegistryRecord {
  number: string | number;
  /** 'NPI-1': an individual; 'NPI-2': an organisation. */
  enumeration_type?: string;
  created_epoch?: string | number;
  last_updated_epoch?: string | number;
  basic?: RegistryBasic;
  addresses?: RegistryAddress[];
  practiceLocations?: RegistryAddress[];
  taxonomies?: RegistryTaxonomy[];
  identifiers?: unknown[];
  endpoints?: unknown[];
  other_names?: unknown[];
}

/** A whole answer: results, or the registry's refusal of the request. */
export interface RegistryAnswer {
  result_count?: number;
  results?: RegistryRecord[];
  Errors?: { description?: string; field?: string; number?: string }[];
}
