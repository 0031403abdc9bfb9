/**
 * A clinic whose prices came from a CMS price file, stored the way an import
 * stores it (through the clinics repository, with each service's `source` and
 * `priceFileDate` and the clinic's `priceFile`), its items shaped like those of
 * CMS's V3.0.0 examples: settings, several codes, a drug unit, a modifier, every
 * methodology, algorithms with percentiles and counts, payer notes.
 */
import type { FastifyInstance } from 'fastify';
import { ObjectId } from 'mongodb';
import type { ClinicFields } from '#src/repositories/clinics/clinics-repository';
import type { StoredClinic, StoredService } from '#src/repositories/clinics/stored-clinic';

/** The file's own date (its last_updated_on), long before the import. */
export const FILE_DATE = new Date('2026-04-01T00:00:00Z');
/** The owner confirmed one price again after the import. */
export const RECONFIRMED = new Date('2026-05-20T00:00:00Z');

const PPO = { payer_name: 'Platform Health Insurance', plan_name: 'PPO' };
const HMO = { payer_name: 'Region Health Insurance', plan_name: 'HMO' };

export const IMPORTED_SERVICES: StoredService[] = [
  {
    description: 'MRI of brain (no contrast)',
    price: '1080',
    code: '70551',
    codeSystem: 'CPT',
    priceFileDate: FILE_DATE,
    source: {
      code_information: [{ code: '611', type: 'RC' }, { code: '70551', type: 'CPT' }],
      charge: {
        setting: 'outpatient',
        gross_charge: 1200,
        minimum: 250,
        maximum: 400,
        payers_information: [
          { ...PPO, methodology: 'fee schedule', standard_charge_dollar: 400 },
          { ...HMO, methodology: 'fee schedule', standard_charge_dollar: 250 },
        ],
      },
    },
  },
  {
    description: 'Medical surgical bed',
    price: '4500',
    priceFileDate: FILE_DATE,
    confirmedAt: RECONFIRMED,
    source: {
      code_information: [{ code: '120', type: 'RC' }],
      charge: {
        setting: 'inpatient',
        gross_charge: 5000,
        minimum: 1400,
        maximum: 4500,
        payers_information: [
          { ...PPO, methodology: 'fee schedule', standard_charge_dollar: 4500, additional_payer_notes: 'This service paid at 90% of the gross charge.' },
          { ...HMO, methodology: 'per diem', standard_charge_dollar: 1400 },
        ],
        additional_generic_notes: 'Per day of stay.',
      },
    },
  },
  {
    description: 'Aspirin 81 milligram chewable tablet',
    price: '1.5',
    priceFileDate: FILE_DATE,
    source: {
      code_information: [{ code: '10135-0729-62', type: 'NDC' }],
      drug_information: { unit: 1, type: 'UN' },
      charge: {
        setting: 'both',
        gross_charge: 2,
        minimum: 0.75,
        maximum: 0.95,
        payers_information: [
          { ...PPO, methodology: 'fee schedule', standard_charge_dollar: 0.75 },
          { ...HMO, methodology: 'fee schedule', standard_charge_dollar: 0.95 },
        ],
      },
    },
  },
  {
    description: 'Cesarean section without sterilization with mcc',
    price: '9000',
    priceFileDate: FILE_DATE,
    source: {
      code_information: [{ code: '786', type: 'MS-DRG' }],
      charge: {
        setting: 'inpatient',
        payers_information: [
          {
            ...PPO,
            methodology: 'case rate',
            standard_charge_algorithm: 'Allowed amount = $8,000 + MAX (0, ($3,000 x (covered days - 4))',
            median_amount: 11000,
            '10th_percentile': 8000,
            '90th_percentile': 17000,
            count: '1 through 10',
          },
          { ...HMO, methodology: 'percent of total billed charges', standard_charge_percentage: 45, median_amount: 7500, '10th_percentile': 3000, '90th_percentile': 7500, count: '14' },
        ],
      },
    },
  },
  {
    description: 'Office visit, professional component',
    price: '95',
    code: '99213',
    codeSystem: 'CPT',
    priceFileDate: FILE_DATE,
    source: {
      code_information: [{ code: '99213', type: 'CPT' }],
      charge: {
        setting: 'outpatient',
        modifier_code: ['26'],
        payers_information: [{ ...PPO, methodology: 'other', standard_charge_dollar: 80, additional_payer_notes: 'Paid at the professional fee schedule.' }],
        minimum: 80,
        maximum: 80,
      },
    },
  },
];

/** A price listed by hand and never confirmed (listed before dates were kept). */
export const NEVER_CONFIRMED: StoredService = { description: 'Flu shot', price: '35' };

/** Stores, through the repository, a copy of a clinic the owner saved, with the imported services and the file's facts. */
export async function insertImportedClinic(app: FastifyInstance, accountId: string, template: StoredClinic, services: StoredService[]): Promise<string> {
  const { _id, accountId: _a, createdAt: _c, updatedAt: _u, revision: _r, search: _s, demo: _d, pricesConfirmedAt: _p, priceReminderAt: _m, ...fields } = template;
  const imported: ClinicFields = {
    ...fields,
    detail: { ...fields.detail, name: `${fields.detail.name} Imaging` },
    services,
    otherServices: [],
    priceFile: {
      hospital_name: 'West Mercy Hospital',
      last_updated_on: '2026-04-01',
      version: '3.0.0',
      type_2_npi: ['0000000001'],
      license_information: { license_number: '50056', state: 'CA' },
      importedAt: new Date(),
    },
  };
  const doc = await app.clinics.insert(new ObjectId(accountId), imported);
  return doc._id.toHexString();
}
