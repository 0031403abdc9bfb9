/**
 * Reads an import request's multipart body while it streams: the one `file`
 * part (CSV or CMS JSON, told apart by its first bytes) and, optionally, a
 * `category` field before or after it (the category chosen in the dry run for a
 * file that gives none). The upload is cut off at 10 MB without reading the
 * rest. Nothing is stored here.
 */
import type { FastifyRequest } from 'fastify';
import { CsvError } from 'csv-parse';
import { IMPORT_MAX_BYTES } from '@directpay/contracts';
import { HttpError, printable } from '#src/lib/http-errors';
import { describeRequestError } from '#src/lib/request-errors';
import { watchClosingBoundary } from '#src/images/multipart';
import { FILE, tooLarge } from './decode-text';
import { fileKindOf } from './file-format';
import { parseCsv, type CsvRow } from './read-csv';
import { readJson } from './read-json';

export type UploadedFile = { kind: 'csv'; rows: CsvRow[] } | { kind: 'json'; value: Record<string, unknown> };

export interface ImportUpload {
  file: UploadedFile;
  /** The category field as sent (a label, as in the file's category column), when sent. */
  category?: string;
}

/** The multipart framing around the file: a body larger than the file limit by more than this is refused unread. */
const FRAMING_BYTES = 64 * 1024;
const CATEGORY_MAX = 100;

export async function readImportUpload(request: FastifyRequest): Promise<ImportUpload> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the CSV as multipart/form-data with a file part named file.');
  if (Number(request.headers['content-length']) > IMPORT_MAX_BYTES + FRAMING_BYTES) throw Object.assign(tooLarge(), { closeConnection: true });
  const closed = watchClosingBoundary(request);
  let file: UploadedFile | undefined;
  let category: string | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: IMPORT_MAX_BYTES, fieldSize: CATEGORY_MAX, files: 1, fields: 1, parts: 2 } });
    for await (const part of parts) {
      if (part.type === 'field' && part.fieldname === 'category') {
        if (part.valueTruncated) throw new HttpError(400, `category must be at most ${CATEGORY_MAX} characters.`, '/body/category');
        category = String(part.value);
        continue;
      }
      if (part.type !== 'file' || part.fieldname !== 'file') throw new HttpError(400, `Unexpected part ${printable(part.fieldname)}; send the CSV as a file part named file.`);
      let cut = false;
      // busboy ends the part quietly at the limit and goes on reading (and dropping) the rest: stop at once.
      // `truncated` too: a body that arrived whole may have passed the limit before this listener was added.
      part.file.once('limit', () => (cut = true));
      file = await readFile(part.file, () => cut || part.file.truncated, part.filename ?? '', part.mimetype ?? '');
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
  if (!file) throw new HttpError(400, 'file is required: send the CSV as a file part named file.', FILE);
  return { file, ...(category !== undefined ? { category } : {}) };
}

/** Peeks at the first chunk to tell CSV from JSON, then reads the whole part as that. */
async function readFile(stream: AsyncIterable<Buffer>, cut: () => boolean, filename: string, mimetype: string): Promise<UploadedFile> {
  const iterator = stream[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) throw new HttpError(400, 'The file holds no rows: send a CSV with a header row and one row per service.', FILE);
  const kind = fileKindOf(first.value, filename, mimetype);
  const chunks: AsyncIterable<Buffer> = {
    async *[Symbol.asyncIterator]() {
      yield first.value;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    },
  };
  return kind === 'json' ? { kind, value: await readJson(chunks, cut) } : { kind, rows: await parseCsv(chunks, cut) };
}

function translate(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new HttpError(413, 'Send the file as one part named file, and at most a category field.');
  if (error instanceof CsvError) {
    const { lines } = error as CsvError & { lines?: number };
    return new HttpError(400, `The CSV cannot be read at line ${lines ?? '?'}: ${printable(error.message.replace(/^[^:]*: /, '')).slice(0, 300)}`, FILE);
  }
  const problem = describeRequestError(error);
  return problem ? new HttpError(problem.statusCode, problem.message) : error;
}
