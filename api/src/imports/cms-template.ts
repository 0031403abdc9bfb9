/**
 * A CMS hospital price transparency file (V3.0.0: the tall CSV, the wide CSV or
 * the JSON) as locations: every location of location_name and hospital_address
 * gets every service (CMS says a file holds the charges its locations share),
 * dated by the file's last_updated_on and keeping the file's facts (hospital
 * name, version, licence, Type 2 NPIs). DirectPay's columns are optional: a
 * location without a category waits for the owner's choice; one without a
 * website is listed without one.
 */
import type { ImportNotice } from '@directpay/contracts';
import { HttpError } from '#src/lib/http-errors';
import { RowErrors, categoryOf, type LocationDraft, type ParsedFile, type ServiceColumns } from './draft';
import { cmsHeader, csvGeneral, jsonGeneral, type CmsGeneral } from './cms-general';
import { csvItems } from './cms-csv-items';
import { jsonItems } from './cms-json-items';
import { cmsServices } from './cms-services';
import type { CsvRow } from './read-csv';

export { cmsHeader } from './cms-general';

/** Whether a CSV's first row is CMS's general data header. */
export const isCmsFile = (rows: CsvRow[]) => rows[0].cells.some((cell) => cmsHeader(cell) === 'location_name');

/** 'street[, suite], city, ST 12345[-6789]' */
const ADDRESS = /^(.+?),\s*([^,]+),\s*([A-Za-z]{2})\s+(\d{5})(?:-\d{4})?$/;

const SERVICE_COLUMNS: Record<'csv' | 'json', ServiceColumns> = {
  csv: { description: 'description', price: 'standard_charge|discounted_cash', code: 'code', codeSystem: 'code type', includes: 'description', excludes: 'description', allInclusive: 'description' },
  json: { description: 'description', price: 'discounted_cash', code: 'code_information', codeSystem: 'code_information', includes: 'description', excludes: 'description', allInclusive: 'description' },
};

export function readCmsCsv(rows: CsvRow[]): ParsedFile {
  const errors = new RowErrors();
  const notices: ImportNotice[] = [];
  const [header, values, items, ...body] = rows;
  if (!values || !items) throw new HttpError(400, `Row ${rows[rows.length - 1].row}: a CMS file has its general data on rows 1 and 2 and its item headers on row 3.`, '/body/file');
  const general = csvGeneral(header, values, errors, notices);
  const read = csvItems(items, body, errors, notices);
  const services = cmsServices(read.items, read.modifiers, errors, notices, 'csv');
  const rowsOf = [...general.rows, items.row, ...body.map((r) => r.row)];
  return { format: 'cms', rows: rows.length, locations: locationsOf(general, services, rowsOf, errors, notices, 'csv'), errors: errors.list, notices };
}

export function readCmsJson(file: Record<string, unknown>): ParsedFile {
  const errors = new RowErrors();
  const notices: ImportNotice[] = [];
  const general = jsonGeneral(file, errors, notices);
  const read = jsonItems(file, errors);
  const services = cmsServices(read.items, read.modifiers, errors, notices, 'json');
  return { format: 'cms', rows: 1, locations: locationsOf(general, services, [1], errors, notices, 'json'), errors: errors.list, notices };
}

function locationsOf(general: CmsGeneral, services: LocationDraft['services'], rows: number[], errors: RowErrors, notices: ImportNotice[], layout: 'csv' | 'json'): LocationDraft[] {
  const { names, addresses, own, at } = general;
  const bad = (field: string, message: string) => errors.add(at(field).row, at(field).column, message);
  const perLocation = (column: keyof typeof own) => {
    const given = own[column] ?? [''];
    if (given.length !== 1 && given.length !== names.length) bad(column, `has ${given.length} values for ${names.length} locations: give one, or one per location separated by |`);
    return (i: number) => (given.length === 1 ? given[0] : (given[i] ?? ''));
  };
  if (addresses.length !== names.length) bad('hospital_address', `has ${addresses.length} addresses for ${names.length} locations in location_name`);
  const [category, website, phone, email, externalId] = (['category', 'website', 'phone', 'email', 'external_id'] as const).map(perLocation);
  const withoutWebsite = names.filter((_name, i) => !website(i));
  if (withoutWebsite.length) {
    const which = withoutWebsite.length === names.length ? 'the locations are' : `${withoutWebsite.join(', ')} ${withoutWebsite.length === 1 ? 'is' : 'are'}`;
    notices.push({ row: general.row, column: 'website', message: `The file gives no website: ${which} listed without one until you add it in the clinic wizard.` });
  }
  const date = general.priceFile ? new Date(`${general.priceFile.last_updated_on}T00:00:00Z`) : undefined;
  return names.flatMap((name, i): LocationDraft[] => {
    // A location without its address is reported once above, with the counts.
    if (addresses[i] === undefined) return [];
    const address = ADDRESS.exec(addresses[i]);
    if (!address) {
      bad('hospital_address', `location ${i + 1}: must read 'street, city, ST 12345'`);
      return [];
    }
    const categoryId = category(i) ? categoryOf(category(i)) : undefined;
    if (typeof categoryId === 'string') bad('category', categoryId);
    const [street, ...suite] = address[1].split(',').map((part) => part.trim());
    const cell = (field: string) => at(field);
    return [
      {
        externalId: externalId(i) || name,
        row: general.row,
        rows,
        categoryId: typeof categoryId === 'number' ? categoryId : undefined,
        ...(category(i) ? {} : { categoryMissing: true }),
        ...(website(i) ? {} : { websiteMissing: true }),
        ...(date && general.priceFile ? { priceFileDate: date, priceFile: general.priceFile } : {}),
        detail: { name, website: website(i), emailAddress: email(i), phoneNumber: phone(i) },
        address: { streetAddress: street, suiteUnit: suite.join(', '), cityTown: address[2].trim(), state: address[3].toUpperCase(), zip: address[4], latitude: null, longitude: null },
        services,
        source: {
          '/detail/name': cell('location_name'),
          '/categoryId': cell('category'),
          '/detail/website': cell('website'),
          '/detail/phoneNumber': cell('phone'),
          '/detail/emailAddress': cell('email'),
          ...Object.fromEntries(['streetAddress', 'suiteUnit', 'cityTown', 'state', 'zip', 'latitude', 'longitude'].map((f) => [`/address/${f}`, cell('hospital_address')])),
        },
        serviceColumns: SERVICE_COLUMNS[layout],
      },
    ];
  });
}
