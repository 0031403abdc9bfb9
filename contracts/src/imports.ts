/**
 * The location import (account area, "Import locations"): the columns of our own
 * simple template, the CMS template's columns the import reads, and the limits.
 * Plain lists and text, no TypeBox, so the page that shows them downloads no schema.
 */

/** The formats the import reads, as a refused file's message names them. */
export const IMPORT_ACCEPTED_FORMATS =
  "The import reads CSV files saved as UTF-8: DirectPay's template, or CMS's V3.0.0 tall or wide CSV template. It also reads CMS's V3.0.0 JSON price file; other JSON, workbooks and PDFs are not read. Save a spreadsheet as CSV UTF-8.";

/** An import creating more new locations than this is refused: split the file. */
export const IMPORT_MAX_NEW_LOCATIONS = 200;
/** New locations one account may create by import in any 24 hours, counted over its stored imports. */
export const IMPORT_MAX_NEW_LOCATIONS_PER_DAY = 500;

/** A file larger than this is refused while it streams. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export interface ImportColumn {
  name: string;
  /** The header must be present (a value may still be left blank on a location's later rows). */
  required: boolean;
  about: string;
}

/**
 * Our simple template: one row per service, the location's columns repeated on
 * each of its rows (or left blank after its first row); rows sharing an
 * external_id are one location.
 */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  { name: 'external_id', required: true, about: 'Your own id for the location; a later import with the same id updates it' },
  { name: 'name', required: true, about: 'The location name' },
  { name: 'category', required: true, about: 'Dental, Medical scans, Direct primary care, IVF, LASIK, Vasectomy, Financial aid, Chiropractic, Healthshare or Cancer screening' },
  { name: 'website', required: true, about: 'The website address, like https://example.com (https:// is added when left out)' },
  { name: 'phone', required: false, about: '10 digits for the US and Canada; no leading +' },
  { name: 'email', required: false, about: 'An email address' },
  { name: 'street', required: true, about: 'Street address' },
  { name: 'suite', required: false, about: 'Suite or unit' },
  { name: 'city', required: true, about: 'City or town' },
  { name: 'state', required: true, about: 'State, e.g. UT' },
  { name: 'zip', required: true, about: 'ZIP code; places the location on the map when latitude and longitude are blank' },
  { name: 'latitude', required: false, about: 'Decimal degrees, with longitude; blank: taken from the ZIP code' },
  { name: 'longitude', required: false, about: 'Decimal degrees, with latitude' },
  { name: 'service', required: true, about: 'The service; blank on a row that only describes the location' },
  { name: 'price', required: true, about: 'Cash price in dollars: 120 or 99.50; blank hides the service' },
  { name: 'code', required: false, about: 'CPT, HCPCS or CDT code, e.g. D1110' },
  { name: 'code_system', required: false, about: 'CPT, HCPCS or CDT; required with a code' },
  { name: 'includes', required: false, about: 'What the price includes, items separated by |' },
  { name: 'excludes', required: false, about: 'What the price leaves out, items separated by |' },
  { name: 'all_inclusive', required: false, about: 'yes when the price covers everything for the service' },
];

/** Separates the items of a list cell (includes, excludes) and the locations of a CMS file. */
export const IMPORT_LIST_SEPARATOR = '|';

/** The downloadable example of the simple template: two locations, the second row of the first leaving its location columns blank. */
export const IMPORT_TEMPLATE_CSV = [
  IMPORT_COLUMNS.map((c) => c.name).join(','),
  'provo-main,Bright Smiles Provo,Dental,https://bright.example.com,(801) 555-0100,front@bright.example.com,1 Main St,Suite 200,Provo,UT,84601,,,"Exam, x-ray & cleaning",120,D1110,CDT,Exam|X-rays|Cleaning,Fillings,yes',
  'provo-main,,,,,,,,,,,,,Single annual membership,300,,,,,',
  'orem-center,Bright Smiles Orem,Dental,https://bright.example.com,(801) 555-0101,,20 Center St,,Orem,UT,84057,40.2969,-111.6946,"Exam, x-ray & cleaning",115,D1110,CDT,,,',
  '',
].join('\r\n');

export const IMPORT_TEMPLATE_FILE_NAME = 'directpay-locations-template.csv';

/**
 * The CMS hospital price transparency CSV (V3.0.0, tall or wide): what the import
 * reads. Row 1 and 2: these general columns (location_name and hospital_address
 * hold one or more locations separated by |), plus DirectPay's own optional
 * columns, which CMS allows as hospital-created data elements. Row 3 and after:
 * the items. CMS's JSON file has the same names as keys.
 */
export const CMS_LOCATION_COLUMNS: readonly ImportColumn[] = [
  { name: 'location_name', required: true, about: 'One name per location, separated by |; also the external id unless external_id is given' },
  { name: 'hospital_address', required: true, about: "One address per location in the same order: 'street, city, ST 12345'" },
  { name: 'category', required: false, about: 'DirectPay column: the category, as in our template; without it, the dry run asks for one' },
  { name: 'website', required: false, about: 'DirectPay column: the website; without it, add it in the wizard later' },
  { name: 'phone', required: false, about: 'DirectPay column: the phone number' },
  { name: 'email', required: false, about: 'DirectPay column: the email address' },
  { name: 'external_id', required: false, about: 'DirectPay column: one id per location, separated by |' },
];

export const CMS_ITEM_COLUMNS: readonly ImportColumn[] = [
  { name: 'description', required: true, about: 'The service' },
  { name: 'standard_charge|discounted_cash', required: true, about: 'The cash price: each charge with one is a service; the dry run lists the items without one, which are left out' },
  { name: 'setting', required: true, about: 'inpatient, outpatient or both; an item priced in two settings becomes two services naming the setting' },
  { name: 'code|1, code|1|type, …', required: false, about: 'Every code is kept; the first of type CPT, HCPCS or CDT is the one the directory shows and searches' },
  {
    name: 'gross, min, max, payers, modifiers, drug unit, notes',
    required: false,
    about: "Kept with the service as the file gives them, with the file's last_updated_on, NPIs and licence; the dry run lists anything it cannot keep",
  },
];
