/**
 * The one way the API writes CSV (lint refuses csv-stringify anywhere else):
 * RFC 4180 (CRLF, quotes where needed) with every cell that a spreadsheet would
 * run as a formula neutralized. A text cell starting with =, +, -, @, a tab or
 * a carriage return (or their full-width forms) gets a leading apostrophe, as
 * OWASP advises, and is quoted; a number stays a number, so -111.65 is left
 * as it is. A list item after a | or ; separator gets the same apostrophe, since
 * a spreadsheet's split-into-columns makes each item a cell of its own.
 * Owners' words reach these files, so no CSV may be written without it.
 */
import type { Transform } from 'node:stream';
import { stringify } from 'csv-stringify';
import { stringify as stringifyNow } from 'csv-stringify/sync';

/** A cell: text, a number, a yes/no, or empty. */
export type CsvCell = string | number | boolean | null | undefined;

/** What a spreadsheet runs as a formula at a cell's start (the full-width forms too). */
const FORMULA_LEAD = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/** A list item after its separator that starts like a formula and is not a plain number. */
const FORMULA_ITEM = /([|;][ ]*)(?![+-]?\d+(?:\.\d+)?(?:[|;]|$))(?=[=+\-@\t\uFF1D\uFF0B\uFF0D\uFF20])/g;

/** The cell's list items neutralised; a formula-leading cell quoted (csv-stringify adds its apostrophe). */
function neutralise(value: string): string | { value: string; quoted: true } {
  const items = value.replace(FORMULA_ITEM, "$1'");
  return FORMULA_LEAD.test(items) ? { value: items, quoted: true } : items;
}

const OPTIONS = {
  escape_formulas: true,
  record_delimiter: 'windows',
  // The record delimiter is CRLF, so a lone line feed or return in a cell must be quoted as well (RFC 4180).
  quoted_match: /[\r\n]/,
  cast: { boolean: (value: boolean) => (value ? 'true' : 'false'), string: neutralise },
} as const;

/** Rows as CSV text, for a small file written at once (a clinic's price file, a template). */
export function csvText(rows: readonly (readonly CsvCell[])[]): string {
  return stringifyNow(rows as CsvCell[][], OPTIONS);
}

/** A stream taking rows (arrays of cells) and giving CSV text, for a file too large to hold. */
export function csvStream(): Transform {
  return stringify(OPTIONS);
}
