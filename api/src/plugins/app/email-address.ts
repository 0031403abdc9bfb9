/**
 * One spelling per address: Unicode NFC, lower-case, trimmed. Control
 * characters (NUL included) and invisible format characters (bidi overrides,
 * zero-width joiners) are refused rather than stripped, so two different
 * strings never end up as one stored address and a lookalike never gets in.
 */
import { HttpError } from '#src/lib/http-errors';

const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}]/u;

/** `field` names the request part the address came from (`body/email`), for the 400. */
export function normalizeEmail(raw: string, field: string): string {
  const found = CONTROL_OR_FORMAT.exec(raw);
  if (found) {
    const code = found[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    throw new HttpError(400, `${field} must not contain control characters (found U+${code})`, `/${field.split(' ')[0]}`);
  }
  return raw.normalize('NFC').trim().toLowerCase();
}
