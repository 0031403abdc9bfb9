/**
 * Our own template (contracts' IMPORT_COLUMNS): one row per service; rows
 * sharing an external_id are one location, whose columns are given on its first
 * row and either repeated or left blank on the others.
 */
import { IMPORT_COLUMNS, IMPORT_LIST_SEPARATOR, type Service } from '@directpay/contracts';
import { HttpError, printable } from '#src/lib/http-errors';
import type { CsvRow } from './read-csv';
import { RowErrors, categoryOf, codeOf, coordinateOf, formulaProblem, listOf, priceProblem, type LocationDraft, type ParsedFile, type ServiceColumns } from './draft';

const KNOWN = new Set(IMPORT_COLUMNS.map((c) => c.name));
const EXTERNAL_ID_MAX = 100;

/** The location's columns and where each goes in ClinicInput. */
const LOCATION_FIELDS = [
  ['name', '/detail/name'],
  ['category', '/categoryId'],
  ['website', '/detail/website'],
  ['phone', '/detail/phoneNumber'],
  ['email', '/detail/emailAddress'],
  ['street', '/address/streetAddress'],
  ['suite', '/address/suiteUnit'],
  ['city', '/address/cityTown'],
  ['state', '/address/state'],
  ['zip', '/address/zip'],
  ['latitude', '/address/latitude'],
  ['longitude', '/address/longitude'],
] as const;

const SERVICE_COLUMNS: ServiceColumns = {
  description: 'service',
  price: 'price',
  code: 'code',
  codeSystem: 'code_system',
  includes: 'includes',
  excludes: 'excludes',
  allInclusive: 'all_inclusive',
};

const headerName = (text: string) => text.trim().toLowerCase();

/** Column positions by name; a header the template lacks or a required one missing refuses the whole file. */
function readHeader(header: CsvRow): Map<string, number> {
  const at = new Map<string, number>();
  header.cells.forEach((cell, index) => {
    const name = headerName(cell);
    if (!name) return;
    if (!KNOWN.has(name)) {
      throw new HttpError(400, `Row ${header.row}: "${printable(cell.trim())}" is not a column of the template; the columns are ${IMPORT_COLUMNS.map((c) => c.name).join(', ')}.`, '/body/file');
    }
    if (at.has(name)) throw new HttpError(400, `Row ${header.row}: the column ${name} is there twice.`, '/body/file');
    at.set(name, index);
  });
  const missing = IMPORT_COLUMNS.filter((c) => c.required && !at.has(c.name)).map((c) => c.name);
  if (missing.length > 0) throw new HttpError(400, `Row ${header.row}: the required column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing.`, '/body/file');
  return at;
}

const ALL_INCLUSIVE: Record<string, boolean> = { '': false, yes: true, y: true, true: true, '1': true, no: false, n: false, false: false, '0': false };

export function readSimpleTemplate(rows: CsvRow[]): ParsedFile {
  const [header, ...body] = rows;
  const at = readHeader(header);
  const named = new Set(at.values());
  const errors = new RowErrors();
  const locations = new Map<string, LocationDraft & { values: Record<string, { value: string; row: number }> }>();

  for (const { row, cells } of body) {
    const bad = (column: string, message: string) => errors.add(row, column, message);
    const before = errors.list.length;
    cells.forEach((cell, index) => {
      if (!named.has(index) && cell.trim()) bad(`column ${index + 1}`, 'has a value but no column name in row 1');
    });
    const value = (column: string) => {
      const text = (cells[at.get(column) ?? -1] ?? '').trim();
      const formula = text && formulaProblem(text);
      if (formula) {
        bad(column, formula);
        return '';
      }
      return text;
    };
    const externalId = value('external_id');
    if (!externalId) {
      bad('external_id', 'is required: the id that groups a location\'s rows');
      continue;
    }
    if (externalId.length > EXTERNAL_ID_MAX) {
      bad('external_id', `must be at most ${EXTERNAL_ID_MAX} characters`);
      continue;
    }
    let location = locations.get(externalId);
    if (!location) {
      location = {
        externalId,
        row,
        rows: [],
        categoryId: undefined,
        detail: { name: '', website: '', emailAddress: '', phoneNumber: '' },
        address: { streetAddress: '', suiteUnit: '', cityTown: '', state: '', zip: '', latitude: null, longitude: null },
        services: [],
        source: {},
        serviceColumns: SERVICE_COLUMNS,
        values: {},
      };
      locations.set(externalId, location);
    }
    location.rows.push(row);
    for (const [column, pointer] of LOCATION_FIELDS) {
      const text = value(column);
      if (!text) continue;
      const first = location.values[column];
      if (first) {
        if (first.value !== text) bad(column, `differs from row ${first.row} (${printable(first.value)}) for external_id ${printable(externalId)}: repeat it or leave it blank`);
        continue;
      }
      location.values[column] = { value: text, row };
      location.source[pointer] = { row, column };
      setLocationField(location, column, text, bad);
    }
    const service = serviceOf(value, bad);
    if (service && errors.list.length === before) location.services.push({ row, service });
  }
  for (const location of locations.values()) {
    // A location column never given is reported by the clinic rules at the location's first row.
    for (const [column, pointer] of LOCATION_FIELDS) location.source[pointer] ??= { row: location.row, column };
  }
  return { format: 'directpay', rows: rows.length, locations: [...locations.values()].map(({ values: _values, ...draft }) => draft), errors: errors.list, notices: [] };
}

function setLocationField(location: LocationDraft, column: string, text: string, bad: (column: string, message: string) => void): void {
  switch (column) {
    case 'category': {
      const id = categoryOf(text);
      if (typeof id === 'string') bad(column, id);
      else location.categoryId = id;
      return;
    }
    case 'latitude':
    case 'longitude': {
      const n = coordinateOf(text);
      if (typeof n === 'string') bad(column, n);
      else location.address[column] = n;
      return;
    }
    case 'name':
      location.detail.name = text;
      return;
    case 'website':
      location.detail.website = text;
      return;
    case 'phone':
      location.detail.phoneNumber = text;
      return;
    case 'email':
      location.detail.emailAddress = text;
      return;
    case 'street':
      location.address.streetAddress = text;
      return;
    case 'suite':
      location.address.suiteUnit = text;
      return;
    case 'city':
      location.address.cityTown = text;
      return;
    default:
      location.address[column as 'state' | 'zip'] = text;
  }
}

/** The row's service, undefined on a row that only describes its location (or whose service was refused). */
function serviceOf(value: (column: string) => string, bad: (column: string, message: string) => void): Service | undefined {
  const description = value('service');
  const price = value('price');
  const code = codeOf(value('code'), value('code_system'));
  const includes = listOf(value('includes'), IMPORT_LIST_SEPARATOR);
  const excludes = listOf(value('excludes'), IMPORT_LIST_SEPARATOR);
  const allInclusiveText = value('all_inclusive').toLowerCase();
  const given = price || 'code' in code || 'field' in code || includes.length || excludes.length || allInclusiveText;
  if (!description) {
    if (given) bad('service', 'is required on a row with a price, code or bundle');
    return undefined;
  }
  const problem = priceProblem(price);
  if (problem) bad('price', problem);
  if ('field' in code) bad(SERVICE_COLUMNS[code.field], code.message);
  const allInclusive = ALL_INCLUSIVE[allInclusiveText];
  if (allInclusive === undefined) bad('all_inclusive', 'must be yes or no');
  return {
    description,
    price,
    ...('field' in code ? {} : code),
    ...(includes.length ? { includes } : {}),
    ...(excludes.length ? { excludes } : {}),
    ...(allInclusive ? { allInclusive } : {}),
  };
}
