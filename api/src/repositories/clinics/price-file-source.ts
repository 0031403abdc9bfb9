/**
 * What a CMS price file said, kept with the clinic it was imported into, so the
 * clinic's own price file says the same on the way out. Field names are CMS's
 * V3.0.0 JSON names, whatever layout (tall CSV, wide CSV, JSON) the file came in.
 * The directory itself shows only the cash price (the service's `price`).
 */

/** CMS's settings: clinics are mostly outpatient, but a file says which. */
export type CmsSetting = 'inpatient' | 'outpatient' | 'both';
export type CmsMethodology = 'case rate' | 'fee schedule' | 'percent of total billed charges' | 'per diem' | 'other';
export type CmsDrugType = 'GR' | 'ML' | 'ME' | 'UN' | 'F2' | 'GM' | 'EA';

/** One payer and plan's charge for an item, as the file gave it. */
export interface SourcePayerCharge {
  payer_name: string;
  plan_name: string;
  methodology: CmsMethodology;
  standard_charge_dollar?: number;
  standard_charge_percentage?: number;
  standard_charge_algorithm?: string;
  median_amount?: number;
  '10th_percentile'?: number;
  '90th_percentile'?: number;
  count?: string;
  additional_payer_notes?: string;
}

/** One of the file's standard charges for an item: everything but the discounted cash price, which is the service's price. */
export interface SourceCharge {
  setting: CmsSetting;
  gross_charge?: number;
  minimum?: number;
  maximum?: number;
  modifier_code?: string[];
  payers_information?: SourcePayerCharge[];
  additional_generic_notes?: string;
}

/** Where an imported service's price came from: the file's item and the charge that carried its cash price. */
export interface ServiceSource {
  /** Every code the file gave the item (RC, MS-DRG, NDC… beside the CPT, HCPCS or CDT code the directory searches by). */
  code_information: { code: string; type: string }[];
  drug_information?: { unit: number; type: CmsDrugType };
  charge: SourceCharge;
}

/** The file-level facts of the CMS file a clinic's prices were last imported from. */
export interface ClinicPriceFileSource {
  hospital_name: string;
  /** The file's own date (YYYY-MM-DD), not the import's. */
  last_updated_on: string;
  version: string;
  type_2_npi: string[];
  license_information: { license_number?: string; state: string };
  /** When it was imported. */
  importedAt: Date;
}
