/**
 * What a file's rows say about each location before it is checked: the parsers
 * of both templates produce these, and each field remembers the row and column it
 * came from, so a problem the clinic rules find is reported where the owner wrote it.
 */
import {
  billingCodeProblem,
  findCategoryByLabel,
  isPrice,
  normalizeCode,
  parseDecimal,
  SETUP_CATEGORY_IDS,
  findCategory,
  type ImportNotice,
  type ImportRowError,
  type Service,
} from '@directpay/contracts';
import type { ClinicPriceFileSource, ServiceSource } from '#src/repositories/clinics/price-file-source';

export interface Cell {
  row: number;
  column: string;
}

export interface DraftService {
  row: number;
  service: Service;
  /** What a CMS file said of the service's charge beyond its cash price. */
  source?: ServiceSource;
}

/** A service field's column in the file, by the field's name in `Service`. */
export type ServiceColumns = Record<keyof Service, string>;

export interface LocationDraft {
  externalId: string;
  /** Where the location starts. */
  row: number;
  /** Every row it is made of: a problem on any of them keeps it out of the import. */
  rows: number[];
  /** Undefined when the file's category was refused (the error is already listed) or not given (`categoryMissing`). */
  categoryId: number | undefined;
  /** The file gives no category for it (a CMS file may not): the owner chooses one for the import. */
  categoryMissing?: boolean;
  /** The file gives no website for it (a CMS file may not): it is listed without one. */
  websiteMissing?: boolean;
  /** The date of the prices (a CMS file's last_updated_on); undefined: the import day. */
  priceFileDate?: Date;
  /** A CMS file's own facts, kept with the clinic. */
  priceFile?: Omit<ClinicPriceFileSource, 'importedAt'>;
  detail: { name: string; website: string; emailAddress: string; phoneNumber: string };
  address: { streetAddress: string; suiteUnit: string; cityTown: string; state: string; zip: string; latitude: number | null; longitude: number | null };
  services: DraftService[];
  /** Where each location field came from, by its pointer in ClinicInput ('/detail/name'). */
  source: Record<string, Cell>;
  serviceColumns: ServiceColumns;
}

export interface ParsedFile {
  format: 'directpay' | 'cms';
  rows: number;
  locations: LocationDraft[];
  errors: ImportRowError[];
  /** What the file has that is not imported. */
  notices: ImportNotice[];
}

/** Each parser's list of problems, kept once per row, column and words. */
export class RowErrors {
  readonly list: ImportRowError[] = [];
  private readonly seen = new Set<string>();

  add(row: number, column: string, message: string): void {
    const key = `${row}\u0000${column}\u0000${message}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.list.push({ row, column, message });
  }
}

const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;
/** Cells a spreadsheet would run as a formula (OWASP's CSV injection), unless they are a plain number. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Where a list cell's items (and a cell's lines) start: each is a cell of its own once split or exported. */
const ITEM_BREAK = /\||\r\n|\n|\r/;

const shown = (c: string) => (c === '\t' ? '\\t' : c === '\r' ? '\\r' : c);

/** Why a cell's value is refused as a formula, or undefined: the cell's start, and every list item's and line's start. */
export function formulaProblem(value: string): string | undefined {
  const items = value.split(ITEM_BREAK);
  for (const [index, raw] of items.entries()) {
    // A list item is read trimmed, so a formula after spaces counts; the cell's own start is checked as given.
    const item = index === 0 ? value : raw.trim();
    if (!FORMULA_START.test(item) || PLAIN_NUMBER.test(item)) continue;
    const where = index === 0 ? 'starts' : `has a list item or line (${index + 1}) starting`;
    return `${where} with '${shown(item[0])}': a cell starting with =, +, - or @ is refused unless it is a plain number (a spreadsheet would run it as a formula; so would a list item once split)`;
  }
  return undefined;
}

export const categoryWords = () =>
  SETUP_CATEGORY_IDS.map((id) => findCategory(id))
    .map((c) => c?.setupLabel ?? c?.label)
    .join(', ');

/** The category's id from its label ('Dental', 'LASIK'), or the reason it is refused. */
export function categoryOf(text: string): number | string {
  const category = findCategoryByLabel(text);
  return category && SETUP_CATEGORY_IDS.includes(category.id) ? category.id : `must be one of ${categoryWords()}`;
}

/** A coordinate cell: null when blank, else a plain decimal or the reason it is refused. */
export function coordinateOf(text: string): number | null | string {
  if (!text) return null;
  const n = parseDecimal(text);
  return Number.isNaN(n) ? 'must be a decimal number of degrees, such as 40.2338' : n;
}

/** A price cell: blank (the service is hidden) or dollars as the wizard takes them. */
export function priceProblem(text: string): string | undefined {
  return text === '' || isPrice(text) ? undefined : 'must be a price in dollars such as 120 or 99.50, without $ or thousands separators';
}

/** A service's code and system as stored, or the column and words of the problem. */
export function codeOf(codeText: string, systemText: string): { code?: string; codeSystem?: Service['codeSystem'] } | { field: 'code' | 'codeSystem'; message: string } {
  const code = normalizeCode(codeText);
  const system = systemText.trim().toUpperCase();
  if (!code && !system) return {};
  if (!code) return { field: 'code', message: 'is required with a code system' };
  const problem = billingCodeProblem(code, system || undefined);
  return problem ?? { code, codeSystem: system as Service['codeSystem'] };
}

/** Items of a list cell (includes, excludes), blank items dropped. */
export const listOf = (text: string, separator: string): string[] =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);
