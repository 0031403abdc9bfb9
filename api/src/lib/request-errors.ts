/**
 * Turns what the body parsers throw (Fastify's content-type parsers,
 * @fastify/multipart, busboy) into a 4xx that says what is wrong with the
 * request. The error handler asks here first, so no parser error is a 500.
 */
import { HttpError } from './http-errors';

const MULTIPART = 'Send the request as multipart/form-data with a boundary, a jsonPayload part and the image parts.';

export interface RequestProblem {
  statusCode: number;
  message: string;
}

const BY_CODE: Record<string, RequestProblem> = {
  FST_INVALID_MULTIPART_CONTENT_TYPE: { statusCode: 415, message: `The request is not multipart/form-data. ${MULTIPART}` },
  FST_REQ_FILE_TOO_LARGE: { statusCode: 413, message: 'A file part is larger than 10 MB.' },
  FST_FILES_LIMIT: { statusCode: 413, message: 'The request has too many file parts.' },
  FST_PARTS_LIMIT: { statusCode: 413, message: 'The request has too many parts: send one jsonPayload and the image parts only.' },
  FST_FIELDS_LIMIT: { statusCode: 413, message: 'The request has too many fields: send the fields inside jsonPayload.' },
  FST_PROTO_VIOLATION: { statusCode: 400, message: 'A multipart part is named after an Object property (such as __proto__); that name is not allowed.' },
  FST_INVALID_JSON_FIELD_ERROR: { statusCode: 400, message: 'A multipart field declared as application/json is not valid JSON.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { statusCode: 415, message: 'The Content-Type of the body is not supported here; send application/json.' },
};

const BY_MESSAGE: [RegExp, RequestProblem][] = [
  [/Boundary not found/i, { statusCode: 400, message: `The multipart body has no boundary in its Content-Type. ${MULTIPART}` }],
  [/Unexpected end of (multipart data|form)|terminated early/i, { statusCode: 400, message: 'The multipart body is truncated: it ends before its closing boundary.' }],
  [/Malformed|Unsupported content type/i, { statusCode: 400, message: `The multipart body is malformed. ${MULTIPART}` }],
  [/^aborted$|ECONNRESET|premature close/i, { statusCode: 400, message: 'The request body was cut off before it ended.' }],
];

/** A 4xx for a body-parsing error, or undefined when the error is not one. */
export function describeRequestError(error: unknown): RequestProblem | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = (error as { code?: string }).code;
  if (code && BY_CODE[code]) return BY_CODE[code];
  // busboy's errors carry no code; only errors thrown from its code are read by their message.
  if (!/busboy|multipart/i.test(`${error.message}\n${error.stack ?? ''}`)) return undefined;
  return BY_MESSAGE.find(([pattern]) => pattern.test(error.message))?.[1];
}

/**
 * JSON.parse that refuses `__proto__` and `constructor.prototype` keys, which it
 * would otherwise keep as plain own keys for code that might merge them into an
 * object. Throws a message naming the problem, prefixed with `what`.
 */
export function parseStrictJson(text: string, what: string): unknown {
  let forbidden: string | undefined;
  let value: unknown;
  try {
    value = JSON.parse(text, (key: string, item: unknown) => {
      if (key === '__proto__') forbidden ??= '"__proto__"';
      if (key === 'constructor' && item !== null && typeof item === 'object' && 'prototype' in item) forbidden ??= '"constructor.prototype"';
      return item;
    }) as unknown;
  } catch (error) {
    throw new HttpError(400, `${what} is not valid JSON: ${(error as Error).message}.`, '/body');
  }
  if (forbidden) throw new HttpError(400, `${what} has a ${forbidden} key, which is not allowed.`, '/body');
  return value;
}

/** A JSON body parser that names the problem (Fastify's says only "Body is not valid JSON"). */
export function parseJsonBody(_request: unknown, body: string, done: (error: Error | null, value?: unknown) => void): void {
  if (body.length === 0) return done(new HttpError(400, 'The JSON body is empty; send a JSON object.', '/body'));
  try {
    return done(null, parseStrictJson(body, 'The JSON body'));
  } catch (error) {
    return done(error as Error);
  }
}
