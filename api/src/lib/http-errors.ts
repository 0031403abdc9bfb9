/**
 * The API's one error type. The error handler answers it as
 * `{ statusCode, error, message, field? }` (contracts' ApiErrorBody): `field` is
 * a JSON pointer into the request (`/body/services/2/price`, `/query/near`,
 * `/params/id`) when one input is to blame. The message stays readable on its
 * own and names the field too.
 */
import { STATUS_CODES } from 'node:http';

export class HttpError extends Error {
  /** Set when the request body was left unread: the connection cannot carry another request. */
  closeConnection = false;
  /** Seconds until a refused request may be sent again (a 429): sent as Retry-After. */
  retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = STATUS_CODES[statusCode] ?? 'Error';
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);

/** RFC 6901: `~` and `/` inside one property name. */
export const pointerSegment = (name: string | number) => String(name).replace(/~/g, '~0').replace(/\//g, '~1');

/** Control characters (C0, DEL, C1) and the Unicode line and paragraph separators. */
const unprintable = (c: string) => {
  const code = c.charCodeAt(0);
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
};

export const hasUnprintable = (text: string) => Array.from(text).some(unprintable);

/** A name from the request as a message may show it: control characters escaped (`\u000a`), never raw. */
export const printable = (text: string) =>
  Array.from(text, (c) => (unprintable(c) ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}` : c)).join('');
