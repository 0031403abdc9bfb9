/**
 * Reads the one `file` part of an import request as CSV rows while it streams:
 * bytes are decoded as UTF-8 (refused at the first byte that is not), the text
 * goes through csv-parse (a BOM, CRLF, LF or CR line ends, quoted fields holding
 * commas, quotes and line breaks), and the upload is cut off at 10 MB without
 * reading the rest. Nothing is stored here.
 */
import { once } from 'node:events';
import type { FastifyRequest } from 'fastify';
import { CsvError, parse } from 'csv-parse';
import { IMPORT_ACCEPTED_FORMATS, IMPORT_MAX_BYTES } from '@directpay/contracts';
import { HttpError, printable } from '#src/lib/http-errors';
import { describeRequestError } from '#src/lib/request-errors';
import { watchClosingBoundary } from '#src/images/multipart';
import { checkFileFormat } from './file-format';

/** A record of the file: `row` is where a spreadsheet shows it (row 1 is the first line; blank lines count). */
export interface CsvRow {
  row: number;
  cells: string[];
}

const MB = 1024 * 1024;
const FILE = '/body/file';
/** The multipart framing around the file: a body larger than the file limit by more than this is refused unread. */
const FRAMING_BYTES = 64 * 1024;

const tooLarge = () => new HttpError(413, `The file is larger than ${IMPORT_MAX_BYTES / MB} MB; split it into smaller files.`, FILE);

export async function readCsvUpload(request: FastifyRequest): Promise<CsvRow[]> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the CSV as multipart/form-data with a file part named file.');
  if (Number(request.headers['content-length']) > IMPORT_MAX_BYTES + FRAMING_BYTES) throw Object.assign(tooLarge(), { closeConnection: true });
  const closed = watchClosingBoundary(request);
  let rows: CsvRow[] | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 1, parts: 1 } });
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== 'file') throw new HttpError(400, `Unexpected part ${printable(part.fieldname)}; send the CSV as a file part named file.`);
      let cut = false;
      // busboy ends the part quietly at the limit and goes on reading (and dropping) the rest: stop at once.
      part.file.once('limit', () => (cut = true));
      rows = await parseCsv(part.file, () => cut, (first) => checkFileFormat(first, part.filename ?? '', part.mimetype ?? ''));
    }
  } catch (error) {
    // Stop reading: the answer does not depend on the rest of the body.
    request.raw.unpipe();
    request.raw.pause();
    const refused = translate(error);
    if (refused instanceof HttpError) refused.closeConnection = true;
    throw refused;
  }
  if (!closed()) throw new HttpError(400, 'The multipart body is truncated: it ends before its closing boundary.');
  if (!rows) throw new HttpError(400, 'file is required: send the CSV as a file part named file.', FILE);
  return rows;
}

async function parseCsv(file: AsyncIterable<Buffer>, cut: () => boolean, check: (first: Buffer) => void): Promise<CsvRow[]> {
  const parser = parse({
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    record_delimiter: ['\r\n', '\n', '\r'],
  });
  const stop = new AbortController();
  const feeding = feed(file, cut, check, parser, stop.signal);
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
async function feed(file: AsyncIterable<Buffer>, cut: () => boolean, check: (first: Buffer) => void, parser: ReturnType<typeof parse>, signal: AbortSignal): Promise<void> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let lines = 0;
  let first = true;
  try {
    for await (const chunk of file) {
      if (cut()) throw tooLarge();
      if (first) check(chunk);
      if (first && chunk.length >= 2 && ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff))) {
        throw new HttpError(400, 'The file is UTF-16 text; save it as CSV UTF-8.', FILE);
      }
      first = false;
      // A NUL byte before any decoding: binary data is refused as such, not as text in another encoding.
      const nul = chunk.indexOf(0);
      if (nul >= 0) throw new HttpError(415, `The file is not text: line ${lines + countLines(chunk.subarray(0, nul).toString('latin1')) + 1} holds a NUL character. ${IMPORT_ACCEPTED_FORMATS}`, FILE);
      let text: string;
      try {
        text = decoder.decode(chunk, { stream: true });
      } catch {
        throw notUtf8(lines, chunk);
      }
      lines += countLines(text);
      if (!parser.write(text)) await once(parser, 'drain', { signal });
    }
    if (cut()) throw tooLarge();
    try {
      decoder.decode();
    } catch {
      throw notUtf8(lines, Buffer.alloc(0));
    }
    parser.end();
  } catch (error) {
    if (!signal.aborted) parser.destroy(error as Error);
  }
}

const countLines = (text: string) => {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return n;
};

/** Names the line of the first byte that is not UTF-8 (a file saved as Windows-1252 or Latin-1). */
function notUtf8(linesBefore: number, chunk: Buffer): HttpError {
  const lenient = new TextDecoder('utf-8').decode(chunk);
  const bad = lenient.indexOf('\uFFFD');
  const line = linesBefore + countLines(bad >= 0 ? lenient.slice(0, bad) : lenient) + 1;
  return new HttpError(400, `The file is not UTF-8 text: line ${line} has a byte that is not UTF-8 (a file saved as Windows-1252 or Latin-1?). ${IMPORT_ACCEPTED_FORMATS}`, FILE);
}

function translate(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new HttpError(413, 'Send one part only: the CSV as a file part named file.');
  if (error instanceof CsvError) {
    const { lines } = error as CsvError & { lines?: number };
    return new HttpError(400, `The CSV cannot be read at line ${lines ?? '?'}: ${printable(error.message.replace(/^[^:]*: /, '')).slice(0, 300)}`, FILE);
  }
  const problem = describeRequestError(error);
  return problem ? new HttpError(problem.statusCode, problem.message) : error;
}
