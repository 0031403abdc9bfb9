/**
 * The CMS hospital price transparency CSV (V3.0.0; the tall and the wide layout
 * share every column read here). Rows 1 and 2: the general data elements; of
 * them location_name and hospital_address (one or more locations, separated by
 * |) and DirectPay's own columns category, website, phone, email and external_id.
 * Row 3: the item headers; each later row an item, of which description,
 * standard_charge|discounted_cash (the cash price) and the first code whose type
 * is CPT, HCPCS or CDT are used. Every location of the file gets every priced
 * item, as CMS says a file holds the charges its locations share. Everything else
 * (hospital name, dates, licence, NPIs, attestation, gross and payer-specific
 * charges, settings, drug units, modifiers, notes) is not used.
 */
import { billingCodeProblem, codeSystemOf, IMPORT_LIST_SEPARATOR, isCodeSystem, normalizeCode, type Service } from '@directpay/contracts';
import { HttpError } from '#src/lib/http-errors';
import type { CsvRow } from './read-csv';
import { RowErrors, categoryOf, formulaProblem, priceProblem, type LocationDraft, type ParsedFile, type ServiceColumns } from './draft';

/** CMS headers vary in case and in spaces around the pipes ('code | 1 | type'). */
export const cmsHeader = (text: string) => text.trim().toLowerCase().replace(/\s*\|\s*/g, '|');

/** Whether the file's first row is CMS's general data header. */
export const isCmsFile = (rows: CsvRow[]) => rows[0].cells.some((cell) => cmsHeader(cell) === 'location_name');

const CASH = 'standard_charge|discounted_cash';
/** 'street[, suite], city, ST 12345[-6789]' */
const ADDRESS = /^(.+?),\s*([^,]+),\s*([A-Za-z]{2})\s+(\d{5})(?:-\d{4})?$/;

const fileError = (row: number, message: string) => new HttpError(400, `Row ${row}: ${message}`, '/body/file');

function columnsOf(row: CsvRow): Map<string, number> {
  const at = new Map<string, number>();
  row.cells.forEach((cell, index) => {
    const name = cmsHeader(cell);
    if (name && !at.has(name)) at.set(name, index);
  });
  return at;
}

export function readCmsTemplate(rows: CsvRow[]): ParsedFile {
  const errors = new RowErrors();
  const [general, values, items, ...body] = rows;
  if (!values || !items) throw fileError(rows[rows.length - 1].row, 'a CMS file has its general data on rows 1 and 2 and its item headers on row 3.');
  const head = columnsOf(general);
  for (const column of ['location_name', 'hospital_address', 'category', 'website']) {
    if (!head.has(column)) {
      const own = column === 'category' || column === 'website' ? ' (a DirectPay column: CMS allows hospital-created data elements on row 1)' : '';
      throw fileError(general.row, `the required column ${column} is missing${own}.`);
    }
  }
  const itemAt = columnsOf(items);
  for (const column of ['description', CASH]) if (!itemAt.has(column)) throw fileError(items.row, `the required column ${column} is missing.`);

  const cell = (row: CsvRow, at: Map<string, number>, column: string) => {
    const text = (row.cells[at.get(column) ?? -1] ?? '').trim();
    const formula = text && formulaProblem(text);
    if (formula) errors.add(row.row, column, formula);
    return formula ? '' : text;
  };
  const list = (column: string) => cell(values, head, column).split(IMPORT_LIST_SEPARATOR).map((v) => v.trim());
  const names = list('location_name');
  const addresses = list('hospital_address');
  const perLocation = (column: string) => {
    const given = head.has(column) ? list(column) : [''];
    if (given.length !== 1 && given.length !== names.length) errors.add(values.row, column, `has ${given.length} values for ${names.length} locations: give one, or one per location separated by |`);
    return (i: number) => (given.length === 1 ? given[0] : (given[i] ?? ''));
  };
  if (addresses.length !== names.length) errors.add(values.row, 'hospital_address', `has ${addresses.length} addresses for ${names.length} locations in location_name`);
  const category = perLocation('category');
  const website = perLocation('website');
  const phone = perLocation('phone');
  const email = perLocation('email');
  const externalId = perLocation('external_id');

  const services = readItems(body, itemAt, cell, errors);
  const serviceColumns: ServiceColumns = {
    description: 'description',
    price: CASH,
    code: 'code',
    codeSystem: 'code type',
    includes: 'description',
    excludes: 'description',
    allInclusive: 'description',
  };
  const locations = names.flatMap((name, i): LocationDraft[] => {
    const at = (column: string) => ({ row: values.row, column });
    // A location without its address is reported once above, with the counts.
    if (addresses[i] === undefined) return [];
    const address = ADDRESS.exec(addresses[i]);
    if (!address) {
      errors.add(values.row, 'hospital_address', `location ${i + 1}: must read 'street, city, ST 12345'`);
      return [];
    }
    const categoryId = category(i) ? categoryOf(category(i)) : 'is required';
    if (typeof categoryId === 'string') errors.add(values.row, 'category', categoryId);
    const [street, ...suite] = address[1].split(',').map((part) => part.trim());
    return [
      {
        externalId: externalId(i) || name,
        row: values.row,
        rows: [general.row, values.row, items.row, ...body.map((r) => r.row)],
        categoryId: typeof categoryId === 'number' ? categoryId : undefined,
        detail: { name, website: website(i), emailAddress: email(i), phoneNumber: phone(i) },
        address: { streetAddress: street, suiteUnit: suite.join(', '), cityTown: address[2].trim(), state: address[3].toUpperCase(), zip: address[4], latitude: null, longitude: null },
        services,
        source: {
          '/detail/name': at('location_name'),
          '/categoryId': at('category'),
          '/detail/website': at('website'),
          '/detail/phoneNumber': at('phone'),
          '/detail/emailAddress': at('email'),
          ...Object.fromEntries(['streetAddress', 'suiteUnit', 'cityTown', 'state', 'zip', 'latitude', 'longitude'].map((f) => [`/address/${f}`, at('hospital_address')])),
        },
        serviceColumns,
      },
    ];
  });
  return { format: 'cms', rows: rows.length, locations, errors: errors.list };
}

/** The priced items as services, each once (a tall file repeats an item for every payer and plan). */
function readItems(
  body: CsvRow[],
  at: Map<string, number>,
  cell: (row: CsvRow, at: Map<string, number>, column: string) => string,
  errors: RowErrors,
): { row: number; service: Service }[] {
  const codeColumns = [...at.keys()].filter((name) => /^code\|\d+$/.test(name));
  const seen = new Set<string>();
  const services: { row: number; service: Service }[] = [];
  for (const row of body) {
    const price = cell(row, at, CASH);
    if (!price) continue;
    const description = cell(row, at, 'description');
    if (!description) {
      errors.add(row.row, 'description', 'is required on an item with a discounted cash price');
      continue;
    }
    const problem = priceProblem(price);
    if (problem) {
      errors.add(row.row, CASH, problem);
      continue;
    }
    const code = codeColumns
      .map((column) => ({ column, code: normalizeCode(cell(row, at, column)), type: cell(row, at, `${column}|type`).toUpperCase() }))
      .find(({ code, type }) => code && isCodeSystem(type));
    // CMS's HCPCS covers Level I, which is CPT, and its D range, which is CDT.
    const system = code && (code.type === 'HCPCS' ? (codeSystemOf(code.code) ?? 'HCPCS') : code.type);
    const codeProblem = code && billingCodeProblem(code.code, system);
    if (code && codeProblem) {
      errors.add(row.row, codeProblem.field === 'code' ? code.column : `${code.column}|type`, codeProblem.message);
      continue;
    }
    const service: Service = { description, price, ...(code ? { code: code.code, codeSystem: system as Service['codeSystem'] } : {}) };
    const key = JSON.stringify(service);
    if (seen.has(key)) continue;
    seen.add(key);
    services.push({ row: row.row, service });
  }
  return services;
}
