/**
 * The columns of clinics.csv.gz, in order, as its Frictionless Table Schema states them
 * (datapackage.json): the one list the CSV's header row and the published schema are made from.
 * Every field states its format ('default' is the specification's lexical form: a datetime in
 * ISO 8601 with milliseconds and Z, a number with a dot). An empty cell is a missing value. Text cells a spreadsheet would run as a formula start with
 * an apostrophe (lib/csv.ts); typed columns never do.
 */
import type { OpenDataField } from '@directpay/contracts';

const ISO = 'ISO 8601 in UTC';
const text = (name: string, description: string, constraints?: OpenDataField['constraints']): OpenDataField => ({
  name,
  type: 'string',
  format: 'default',
  description,
  ...(constraints ? { constraints } : {}),
});
const when = (name: string, description: string, required = false): OpenDataField => ({
  name,
  type: 'datetime',
  format: 'default',
  description: `${description} (${ISO})`,
  ...(required ? { constraints: { required: true } } : {}),
});

export const EXPORT_FIELDS = [
  text('clinic_id', "The clinic's id on the site (24 hexadecimal digits); a clinic's rows share it", { required: true, pattern: '^[0-9a-f]{24}$' }),
  text('clinic_name', "The clinic's name", { required: true }),
  text('category', "The clinic's category, as the site's search names it"),
  text('street_address', 'Street address'),
  text('suite_unit', 'Suite or unit'),
  text('city', 'City or town'),
  text('state', 'State, as the clinic gave it (usually its two-letter code)'),
  text('zip', 'ZIP code, as text (leading zeros kept)'),
  { name: 'latitude', type: 'number', format: 'default', description: 'Latitude in decimal degrees (WGS 84)', constraints: { minimum: -90, maximum: 90 } },
  { name: 'longitude', type: 'number', format: 'default', description: 'Longitude in decimal degrees (WGS 84)', constraints: { minimum: -180, maximum: 180 } },
  text('website', "The clinic's website, as the clinic gave it"),
  text('phone', "The clinic's phone number, as the clinic gave it"),
  { name: 'accepting_new_patients', type: 'boolean', format: 'default', description: 'Whether the clinic takes new patients (true or false)', constraints: { required: true } },
  { name: 'profile_url', type: 'string', format: 'uri', description: "The clinic's profile on the site", constraints: { required: true } },
  when('clinic_updated_at', "When the clinic's listing last changed", true),
  when('prices_confirmed_at', "The oldest confirmation date among the clinic's prices; empty when one was never confirmed"),
  text('service_list', "Which of the profile's lists the service is in; empty on the one row of a clinic without prices", { enum: ['services', 'otherServices'] }),
  text('service', "The service in the clinic's own words"),
  { name: 'price', type: 'number', format: 'default', description: 'The cash price in US dollars', constraints: { minimum: 0 } },
  text('code', 'The billing code the clinic gave for the service'),
  text('code_system', "The code's system", { enum: ['CPT', 'HCPCS', 'CDT'] }),
  text('includes', "What the price includes, items separated by '; '"),
  text('excludes', "What the price leaves out, items separated by '; '"),
  { name: 'all_inclusive', type: 'boolean', format: 'default', description: 'Whether the clinic says the price covers everything for the service' },
  when('price_confirmed_at', 'When the clinic last confirmed this price; empty when never'),
  when('price_file_date', "For an imported price: the date of the clinic's price file it came from"),
  text('price_stamp', "Where the price stands: confirmed by the clinic, from the clinic's price file (imported, not confirmed since), or never confirmed", { enum: ['confirmed', 'price file', 'never confirmed'] }),
  { name: 'is_membership', type: 'boolean', format: 'default', description: 'Whether the price is a membership fee rather than the price of one service' },
  { name: 'license', type: 'string', format: 'uri', description: "The data's licence (its URL): the same on every row", constraints: { required: true } },
  text('attribution', 'The words to credit the data with when reusing it: the same on every row', { required: true }),
  when('generated_at', 'When this file was made: the data is as of then; the same on every row', true),
] as const satisfies readonly OpenDataField[];

/** The CSV's header row. */
export const CSV_HEADERS = EXPORT_FIELDS.map((field) => field.name);
