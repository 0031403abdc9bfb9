/**
 * The file part as JSON: read whole (the part is already capped at the upload
 * limit), parsed without prototype keys, and kept only when it is a CMS price
 * file: a top-level object with CMS's general data and its items. Any other JSON
 * is refused as a format the import does not read.
 */
import { HttpError } from '#src/lib/http-errors';
import { parseStrictJson } from '#src/lib/request-errors';
import { FILE, decodeChunks } from './decode-text';
import { refuseFormat } from './file-format';

/** CMS's V3 JSON keys that tell its price file from other JSON. */
const CMS_KEYS = ['hospital_name', 'last_updated_on', 'standard_charge_information'];

export async function readJson(file: AsyncIterable<Buffer>, cut: () => boolean): Promise<Record<string, unknown>> {
  const pieces: string[] = [];
  await decodeChunks(file, cut, (text) => void pieces.push(text));
  const text = pieces.join('').replace(/^\uFEFF/, '');
  if (!text.trim()) throw new HttpError(400, 'The file holds no rows: send a CSV with a header row and one row per service.', FILE);
  let value: unknown;
  try {
    value = parseStrictJson(text, 'The JSON file');
  } catch (error) {
    throw new HttpError(400, (error as Error).message, FILE);
  }
  const object = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  if (!object || !CMS_KEYS.every((key) => key in object)) throw refuseFormat(`JSON but not a CMS price file (a top-level object with ${CMS_KEYS.join(', ')})`);
  return object;
}
