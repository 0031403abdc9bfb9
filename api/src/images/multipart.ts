import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from '@directpay/contracts';
import { describeRequestError, parseStrictJson } from '../lib/request-errors';
import { HttpError, printable } from '../lib/http-errors';
import type { RenderedImage } from './render';
import { SNIFF_BYTES, sniffImage } from './sniff';

const MB = 1024 * 1024;
/** All parts of one request together. Each part is checked and re-encoded as it arrives, so this bounds the upload, not memory. */
export const MAX_UPLOAD_BYTES = 100 * MB;
const JSON_PAYLOAD_MAX = MB;

export interface OwnerUpload {
  files: { field: string; image: RenderedImage }[];
  jsonPayload: unknown;
}

export interface UploadRules {
  /** Which part names may carry a file (a contracts rule). */
  fileField: (name: string) => boolean;
  maxFiles: number;
  /** Checks and re-encodes one file part as soon as it has arrived: only one raw part is held at a time. */
  render: (field: string, bytes: Buffer) => Promise<RenderedImage>;
}

const tooLarge = () => new HttpError(413, `The request is larger than ${MAX_UPLOAD_BYTES / MB} MB in total; send fewer or smaller images.`);

/**
 * Reads a multipart request part by part. A file part is refused as soon as its
 * first bytes are not an image, it passes 10 MB, or the request passes its total;
 * the rest of the request is then not read. Nothing is written here: a rejected
 * request leaves nothing behind.
 */
export async function readOwnerUpload(request: FastifyRequest, rules: UploadRules): Promise<OwnerUpload> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the request as multipart/form-data with a jsonPayload part.');
  if (Number(request.headers['content-length']) > MAX_UPLOAD_BYTES) throw Object.assign(tooLarge(), { closeConnection: true });
  const budget = { left: MAX_UPLOAD_BYTES };
  const spend = (bytes: number) => {
    budget.left -= bytes;
    if (budget.left < 0) throw tooLarge();
  };
  const closed = watchClosingBoundary(request);
  const files: OwnerUpload['files'] = [];
  let json: string | undefined;
  let current = '';
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_IMAGE_BYTES + 1, files: rules.maxFiles, fields: 3, fieldSize: JSON_PAYLOAD_MAX, parts: rules.maxFiles + 3 },
    });
    for await (const part of parts) {
      current = part.fieldname;
      if (part.type === 'file') {
        if (!rules.fileField(part.fieldname)) throw new HttpError(400, `Unexpected file part ${printable(part.fieldname)}.`);
        if (files.some((f) => f.field === part.fieldname)) throw new HttpError(400, `The part ${part.fieldname} was sent twice.`);
        const bytes = await readImagePart(part.fieldname, part.file, spend);
        files.push({ field: part.fieldname, image: await rules.render(part.fieldname, bytes) });
      } else {
        if (part.fieldname !== 'jsonPayload') throw new HttpError(400, `Unexpected part ${printable(part.fieldname)}; send the fields inside jsonPayload.`);
        if (json !== undefined) throw new HttpError(400, 'The part jsonPayload was sent twice.');
        if (part.valueTruncated) throw new HttpError(413, 'jsonPayload is larger than 1 MB.', '/body/jsonPayload');
        // @fastify/multipart has already parsed a part declared application/json (the
        // OpenAPI default for an object part); written back as text, it is read like any other.
        json = part.mimetype === 'application/json' ? JSON.stringify(part.value) : String(part.value);
        spend(json.length);
      }
    }
  } catch (error) {
    // Stop reading: the answer does not depend on the rest of the body.
    request.raw.unpipe();
    request.raw.pause();
    const refused = translate(error, current, rules.maxFiles);
    if (refused instanceof HttpError) refused.closeConnection = true;
    throw refused;
  }
  // @fastify/multipart ends quietly on a body cut short; say so rather than "jsonPayload is required".
  if (!closed()) throw new HttpError(400, 'The multipart body is truncated: it ends before its closing boundary.');
  if (json === undefined) throw new HttpError(400, 'jsonPayload is required.', '/body/jsonPayload');
  try {
    return { files, jsonPayload: parseStrictJson(json, 'jsonPayload') };
  } catch (error) {
    throw new HttpError(400, (error as Error).message, '/body/jsonPayload');
  }
}

async function readImagePart(field: string, file: AsyncIterable<Buffer>, spend: (bytes: number) => void): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  let checked = false;
  const check = () => {
    if (!sniffImage(Buffer.concat(chunks))) throw new HttpError(415, `${field} is not a JPEG, PNG, GIF or WebP image.`, `/body/${field}`);
    checked = true;
  };
  try {
    for await (const chunk of file) {
      size += chunk.length;
      spend(chunk.length);
      if (size > MAX_IMAGE_BYTES) throw new HttpError(413, `${field} is larger than 10 MB.`, `/body/${field}`);
      chunks.push(chunk);
      if (!checked && size >= SNIFF_BYTES) check();
    }
  } catch (error) {
    // busboy destroys the part's stream when the body ends inside it.
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, `The multipart body is truncated: it ends inside ${field}.`);
  }
  if (size === 0) throw new HttpError(400, `${field} is empty; choose a JPEG, PNG, GIF or WebP image.`, `/body/${field}`);
  if (!checked) check();
  return Buffer.concat(chunks, size);
}

/** Whether the body's closing delimiter (`--boundary--`) went past; busboy does not tell. */
export function watchClosingBoundary(request: FastifyRequest): () => boolean {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(String(request.headers['content-type'] ?? ''));
  if (!match) return () => true; // busboy itself refuses a body without a boundary
  const delimiter = Buffer.from(`--${match[1] ?? match[2]}--`);
  let tail = Buffer.alloc(0);
  let seen = false;
  request.raw.on('data', (chunk: Buffer) => {
    if (seen) return;
    const window = Buffer.concat([tail, chunk]);
    seen = window.includes(delimiter);
    tail = window.subarray(Math.max(0, window.length - delimiter.length + 1));
  });
  return () => seen;
}

function translate(error: unknown, part: string, maxFiles: number): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, `${part} is larger than 10 MB.`);
  if (code === 'FST_FILES_LIMIT') return new HttpError(413, `Too many image parts: at most ${maxFiles} per request.`);
  // Only jsonPayload may be a field, so a field declared application/json that the parser refused is that part.
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') {
    return new HttpError(400, 'jsonPayload (declared application/json) is not valid JSON, is larger than 1 MB, or has a "__proto__" or "constructor.prototype" key.', '/body/jsonPayload');
  }
  const problem = describeRequestError(error);
  return problem ? new HttpError(problem.statusCode, problem.message) : error;
}
