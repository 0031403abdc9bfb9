import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from '@directpay/contracts';
import { ClientError } from './errors';

export interface UploadedPart {
  field: string;
  bytes: Buffer;
}

export interface OwnerUpload {
  files: UploadedPart[];
  jsonPayload: unknown;
}

const JSON_PAYLOAD_MAX = 1024 * 1024;

/**
 * Reads a multipart request fully into memory before anything is written, so
 * a rejected request leaves nothing behind. Limits: 10 MB per file (413 naming
 * the part), `maxFiles` file parts, one `jsonPayload` field.
 */
export async function readOwnerUpload(request: FastifyRequest, fileField: RegExp, maxFiles: number): Promise<OwnerUpload> {
  if (!request.isMultipart()) throw new ClientError(415, 'Send the request as multipart/form-data with a jsonPayload part.');
  const files: UploadedPart[] = [];
  let json: string | undefined;
  let current = '';
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_IMAGE_BYTES, files: maxFiles, fields: 3, fieldSize: JSON_PAYLOAD_MAX, parts: maxFiles + 3 },
    });
    for await (const part of parts) {
      current = part.fieldname;
      if (part.type === 'file') {
        if (!fileField.test(part.fieldname)) {
          part.file.resume();
          throw new ClientError(400, `Unexpected file part ${part.fieldname}.`);
        }
        if (files.some((f) => f.field === part.fieldname)) throw new ClientError(400, `The part ${part.fieldname} was sent twice.`);
        files.push({ field: part.fieldname, bytes: await part.toBuffer() });
      } else {
        if (part.fieldname !== 'jsonPayload') throw new ClientError(400, `Unexpected part ${part.fieldname}; send the fields inside jsonPayload.`);
        if (json !== undefined) throw new ClientError(400, 'The part jsonPayload was sent twice.');
        if (part.valueTruncated) throw new ClientError(413, 'jsonPayload is larger than 1 MB.');
        json = String(part.value);
      }
    }
  } catch (error) {
    throw translate(error, current, maxFiles);
  }
  if (json === undefined) throw new ClientError(400, 'jsonPayload is required.');
  try {
    return { files, jsonPayload: JSON.parse(json) as unknown };
  } catch {
    throw new ClientError(400, 'jsonPayload must be valid JSON.');
  }
}

function translate(error: unknown, part: string, maxFiles: number): unknown {
  if (error instanceof ClientError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ClientError(413, `${part} is larger than 10 MB.`);
  if (code === 'FST_FILES_LIMIT') return new ClientError(413, `Too many image parts: at most ${maxFiles} per request.`);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new ClientError(413, 'Too many parts: send one jsonPayload and the image parts only.');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new ClientError(415, 'Send the request as multipart/form-data.');
  if (error instanceof Error && /Unexpected end of form|Malformed/i.test(error.message)) return new ClientError(400, 'The multipart body is malformed.');
  return error;
}
