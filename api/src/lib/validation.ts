/**
 * The API's one validation path: Ajv, configured once, compiling the contracts'
 * TypeBox schemas. Unknown fields are refused (never silently dropped), only
 * query strings and path parameters are coerced from text, and each failure
 * becomes an HttpError whose `field` is a JSON pointer built from Ajv's
 * instancePath (a missing or unknown property points at that property).
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { Static, TSchema } from '@sinclair/typebox';
import { FIELD_FORMATS } from '@directpay/contracts';
import { HttpError, hasUnprintable, pointerSegment, printable } from './http-errors';

function newAjv(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({ allErrors: false, removeAdditional: false, useDefaults: true, coerceTypes: coerceTypes ? 'array' : false, strict: false });
  for (const [name, check] of Object.entries(FIELD_FORMATS)) ajv.addFormat(name, check);
  return ajv;
}

/** Bodies must arrive with the right JSON types; text parts (query, params, headers) are coerced. */
const bodies = newAjv(false);
const texts = newAjv(true);

/** fast-json-stringify with the shared schemas (ApiError) and the contracts' formats. */
export function serializerCompiler(fastify: FastifyInstance): FastifySerializerCompiler<TSchema> {
  const build = SerializerSelector();
  return (route) => build(fastify.getSchemas(), { ajv: { formats: FIELD_FORMATS } })(route as never) as ReturnType<FastifySerializerCompiler<TSchema>>;
}

/**
 * One schema's serializer, compiled as the routes' are: for an answer put
 * together from pieces serialized once and kept (search cards, card-json.ts).
 */
export function compileSerializer<S extends TSchema>(schema: S): (value: Static<S>) => string {
  const build = SerializerSelector()({}, { ajv: { formats: FIELD_FORMATS } });
  return build({ schema, method: 'GET', url: '/', httpStatus: '200' } as never) as (value: Static<S>) => string;
}

/** The pointer's first segment and the message's prefix for each request part. */
const PARTS: Record<string, { pointer: string; label: string }> = {
  body: { pointer: '/body', label: 'body' },
  querystring: { pointer: '/query', label: 'querystring' },
  params: { pointer: '/params', label: 'params' },
  headers: { pointer: '/headers', label: 'headers' },
};

export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const validate = (httpPart === 'body' ? bodies : texts).compile(schema);
  const part = PARTS[httpPart ?? 'body'] ?? PARTS.body;
  return (data: unknown) => (validate(data) ? { value: data } : { error: toHttpError(validate.errors ?? [], part) });
};

const FORMAT_TEXT: Record<string, string> = { email: 'must be an email address' };

function describe(errors: ErrorObject[]): { path: string; text: string } {
  const alternatives = errors.find((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf');
  const first = errors[0];
  if (alternatives) {
    const at = errors.filter((e) => e.instancePath === alternatives.instancePath && e !== alternatives);
    // A failing rule inside one alternative (a year below 1900) says more than "no alternative matched".
    const specific = errors.find((e) => e.instancePath.startsWith(alternatives.instancePath) && !['type', 'const', 'anyOf', 'oneOf'].includes(e.keyword));
    if (specific) return describe([specific]);
    const consts = at.filter((e) => e.keyword === 'const').map((e) => JSON.stringify((e.params as { allowedValue: unknown }).allowedValue));
    const types = at.filter((e) => e.keyword === 'type').map((e) => String((e.params as { type: string }).type));
    const text = consts.length ? `must be one of ${consts.join(', ')}` : types.length ? `must be ${types.join(' or ')}` : 'is not one of the allowed values';
    return { path: alternatives.instancePath, text };
  }
  if (!first) return { path: '', text: 'is invalid' };
  if (first.keyword === 'required') {
    return { path: `${first.instancePath}/${pointerSegment((first.params as { missingProperty: string }).missingProperty)}`, text: 'is required' };
  }
  if (first.keyword === 'additionalProperties') {
    const name = (first.params as { additionalProperty: string }).additionalProperty;
    return { path: `${first.instancePath}/${pointerSegment(name)}`, text: 'is not a known field (unknown fields are refused)' };
  }
  if (first.keyword === 'format') {
    const format = (first.params as { format: string }).format;
    return { path: first.instancePath, text: FORMAT_TEXT[format] ?? `must be ${format}` };
  }
  return { path: first.instancePath, text: first.message ?? 'is invalid' };
}

/**
 * Where a problem is and its words. A key the caller made up (an unknown query parameter or
 * property) may hold a line break or other control character: it is shown escaped and the
 * pointer stops at its printable parent.
 */
function locate(errors: ErrorObject[]): { path: string; shown: string; text: string } {
  const { path, text } = describe(errors);
  const segments = path.split('/');
  const made = segments.findIndex(hasUnprintable);
  if (made < 0) return { path, shown: path, text };
  return { path: segments.slice(0, made).join('/'), shown: printable(path), text: `${text}; names with control characters are refused` };
}

/** A 400 naming the field both as a pointer (`field`) and in the message (`body/services/0/price must ...`). */
export function toHttpError(errors: ErrorObject[], part: { pointer: string; label: string }): HttpError {
  const { path, shown, text } = locate(errors);
  return new HttpError(400, `${part.label}${shown} ${text}`, `${part.pointer}${path}`);
}

const compiled = new WeakMap<TSchema, ValidateFunction>();

/**
 * Checks a value that arrived inside a request part (the multipart `jsonPayload`)
 * against its contract schema, with the same Ajv as JSON bodies. Errors point at
 * `pointer` + the path inside it and their messages start with `label`.
 */
export function checkPart<T extends TSchema>(schema: T, value: unknown, part: { pointer: string; label: string }): Static<T> {
  const validate = compiledBody(schema);
  if (validate(value)) return value as Static<T>;
  throw toHttpError(validate.errors ?? [], part);
}

function compiledBody(schema: TSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = bodies.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/**
 * The first way a value breaks its schema, as a pointer inside the value and words
 * (`{ field: '/services/0/price', message: 'must be price' }`; `shown`: the path as a message
 * may print it), or undefined when it fits: checkPart's verdict for a caller that reports
 * problems rather than throwing (the import).
 */
export function schemaProblem(schema: TSchema, value: unknown): { field: string; message: string; shown: string } | undefined {
  const validate = compiledBody(schema);
  if (validate(value)) return undefined;
  const { path, shown, text } = locate(validate.errors ?? []);
  return { field: path, message: text, shown };
}
