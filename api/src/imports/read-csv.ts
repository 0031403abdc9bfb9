/**
 * The file part as CSV rows while it streams: the decoded text goes through
 * csv-parse (a BOM, CRLF, LF or CR line ends, quoted fields holding commas,
 * quotes and line breaks).
 */
import { once } from 'node:events';
import { parse } from 'csv-parse';
import { HttpError } from '#src/lib/http-errors';
import { FILE, decodeChunks } from './decode-text';

/** A record of the file: `row` is where a spreadsheet shows it (row 1 is the first line; blank lines count). */
export interface CsvRow {
  row: number;
  cells: string[];
}

export async function parseCsv(file: AsyncIterable<Buffer>, cut: () => boolean): Promise<CsvRow[]> {
  const parser = parse({
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    record_delimiter: ['\r\n', '\n', '\r'],
  });
  const stop = new AbortController();
  const feeding = feed(file, cut, parser, stop.signal);
  const rows: CsvRow[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { records: number; empty_lines: number } }>) {
      // A spreadsheet's blank row exports as a line of commas: skipped like a blank line, still counted.
      if (record.every((cell) => cell.trim() === '')) continue;
      rows.push({ row: info.records + info.empty_lines, cells: record });
    }
    await feeding;
  } finally {
    stop.abort();
  }
  if (rows.length === 0) throw new HttpError(400, 'The file holds no rows: send a CSV with a header row and one row per service.', FILE);
  return rows;
}

/** Decodes the part's bytes into the parser, waiting when it is full; any failure ends the parser with it. */
async function feed(file: AsyncIterable<Buffer>, cut: () => boolean, parser: ReturnType<typeof parse>, signal: AbortSignal): Promise<void> {
  try {
    await decodeChunks(file, cut, async (text) => {
      if (!parser.write(text)) await once(parser, 'drain', { signal });
    });
    parser.end();
  } catch (error) {
    if (!signal.aborted) parser.destroy(error as Error);
  }
}
