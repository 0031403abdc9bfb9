/**
 * Which kind of file an upload is, from its first bytes (and its name and type,
 * which a browser sets from the extension): CSV text, or JSON, which is read whole
 * and must be a CMS V3 price file. A spreadsheet workbook or a PDF is refused at
 * once, naming the formats the import reads, rather than failing later as a CSV
 * that cannot be parsed.
 */
import { IMPORT_ACCEPTED_FORMATS } from '@directpay/contracts';
import { HttpError } from '#src/lib/http-errors';

export const refuseFormat = (what: string) => new HttpError(415, `The file is ${what}, which the import does not read. ${IMPORT_ACCEPTED_FORMATS}`, '/body/file');

const starts = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b);

export type FileKind = 'csv' | 'json';

/** The kind of file from the first chunk of the file part, its file name and its content type; refuses what is neither. */
export function fileKindOf(first: Buffer, filename: string, mimetype: string): FileKind {
  const name = filename.toLowerCase();
  if (starts(first, [0x50, 0x4b, 0x03, 0x04]) || /\.(xlsx|xlsm|ods|numbers|zip)$/.test(name)) throw refuseFormat('a workbook or zip archive (an Excel or similar file)');
  if (starts(first, [0xd0, 0xcf, 0x11, 0xe0]) || name.endsWith('.xls')) throw refuseFormat('an Excel 97-2003 workbook');
  if (starts(first, [0x25, 0x50, 0x44, 0x46]) || name.endsWith('.pdf')) throw refuseFormat('a PDF');
  // JSON opens with { or [ after an optional BOM and blank space; a CSV's header cannot.
  const text = first.subarray(starts(first, [0xef, 0xbb, 0xbf]) ? 3 : 0).toString('latin1').trimStart();
  return text.startsWith('{') || text.startsWith('[') || name.endsWith('.json') || /[/+]json\b/.test(mimetype) ? 'json' : 'csv';
}
