/**
 * The one description of an HTTP endpoint. The API registers its routes
 * from these definitions (Fastify + @fastify/type-provider-typebox), the OpenAPI
 * document is generated from them, and shared-ui builds its typed client calls and
 * query hooks from the same objects. Nothing else may describe the wire format.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The error body of every non-2xx answer. `field` is a JSON pointer (RFC 6901)
 * into the request, e.g. `/body/services/2/price` or `/query/near`, present when
 * one input is to blame.
 */
export const ApiErrorBody = Type.Object(
  {
    statusCode: Type.Integer({ minimum: 400, maximum: 599 }),
    error: Type.String(),
    message: Type.String(),
    field: Type.Optional(Type.String({ pattern: '^/(params|query|body|headers)(/.*)?$' })),
  },
  { $id: 'ApiError' },
);
export type ApiErrorBody = Static<typeof ApiErrorBody>;
/** The error body by its older name; the same schema. */
export type ApiError = ApiErrorBody;

export interface EndpointDefinition {
  readonly method: HttpMethod;
  /** Fastify-style path with `:name` parameters, e.g. `/clinics/:id`. */
  readonly path: string;
  readonly summary: string;
  /** Longer notes for the OpenAPI document (optional). */
  readonly description?: string;
  readonly tags: readonly string[];
  /**
   * `session`: a Bearer session token is required; the client sends it.
   * `optional-session`: the client sends its token when it has one, the route works
   * without it and never refuses a bad one (it tells the owner from a visitor).
   */
  readonly auth?: 'session' | 'optional-session';
  readonly params?: TSchema;
  readonly querystring?: TSchema;
  /**
   * A JSON body unless `bodyKind` says multipart: then the schema documents the
   * parts (`jsonPayload` is JSON text checked against its property schema, and
   * an error in it points at `/body/jsonPayload/...`).
   */
  readonly body?: TSchema;
  readonly bodyKind?: 'json' | 'multipart';
  /** Every answer the endpoint gives, by status; error statuses use ApiErrorBody (see `errorResponses`). */
  readonly responses: Readonly<Record<number, TSchema>>;
}

/** Keeps the literal types of a definition so clients and routes infer from it. */
export const defineEndpoint = <const E extends EndpointDefinition>(endpoint: E): E => endpoint;

type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback;

export type EndpointParams<E extends EndpointDefinition> = StaticOr<E['params'], undefined>;
export type EndpointQuery<E extends EndpointDefinition> = StaticOr<E['querystring'], undefined>;
export type EndpointBody<E extends EndpointDefinition> = StaticOr<E['body'], undefined>;

type SuccessStatus<E extends EndpointDefinition> = Extract<keyof E['responses'], 200 | 201 | 202 | 204>;
/** The body of the endpoint's success answer (200, 201, 202 or 204). */
export type EndpointResult<E extends EndpointDefinition> = StaticOr<E['responses'][SuccessStatus<E>], undefined>;

/** Fills `:name` parameters of a definition's path; values are URI-encoded. */
export function endpointPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** A value of a query parameter as a call gives it. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * Query values as the API reads them; undefined and null are left out, arrays repeat the name.
 * Here rather than in shared-ui's endpoint client, so a page's early script (mf-search's
 * early-start.ts) builds the very URL the client will ask for.
 */
export function queryString(query: Record<string, QueryValue> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** `{ 400: ApiErrorBody, 404: ApiErrorBody, ... }` for the error statuses an endpoint can give. */
export function errorResponses<const S extends number>(...statuses: S[]): Record<S, typeof ApiErrorBody> {
  return Object.fromEntries(statuses.map((status) => [status, ApiErrorBody])) as Record<S, typeof ApiErrorBody>;
}

/** The answer of a 204: no body. */
export const NoContent = Type.Null({ description: 'No body' });

/** Bytes that are not JSON (an image); the content type says which. */
export const BinaryBody = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary' });

/** A file's bytes of one media type (a CSV, a gzip file), named by `contentMediaType`. */
export const fileBody = (mediaType: string) => Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', contentMediaType: mediaType });

/** The media type of a `fileBody` schema; undefined for any other schema. */
export function fileMediaType(schema: TSchema): string | undefined {
  return schema.format === 'binary' && typeof schema.contentMediaType === 'string' ? schema.contentMediaType : undefined;
}

/** Whether a status of a definition answers with JSON (not a 204, 304 or bytes). */
export function isJsonResponse(schema: TSchema): boolean {
  return schema !== NoContent && schema !== BinaryBody && fileMediaType(schema) === undefined;
}
