import { STATUS_CODES } from 'node:http';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ApiErrorBody, PRICE_PATTERN, TIME_PATTERN, endpoints, type EndpointDefinition, type EndpointName } from '@directpay/contracts';
import { API, ERROR_EXAMPLES, OPERATION_EXAMPLES } from './openapi-examples';
import { datedDocument, mapExampleStrings } from './openapi-example-dates';
import { UNKNOWN_ROUTES, sharedStatuses } from './openapi-shared-statuses';

/**
 * The OpenAPI document at /docs/json, built from the route schemas, which come
 * from the contracts' endpoint definitions (lib/route.ts), and its UI at /docs.
 * Per route: a multipart body (read by its handler, not by Ajv) comes from the
 * definition, the operationId is the definition's name and the path its own.
 * Over the whole document: what OpenAPI 3.0 cannot say as JSON Schema does
 * (tuples) is said its way, the contracts' formats get patterns, every response
 * a description, image bytes their image types, a file its media type, and every operation examples
 * (openapi-examples.ts), dated from the day the document is served. Every operation also lists the
 * errors answered before its handler (openapi-shared-statuses.ts), and `servers` the API's public URL.
 */

const NAMES = new Map<EndpointDefinition, string>(Object.entries(endpoints).map(([name, endpoint]) => [endpoint, name]));

const inner = (pattern: RegExp) => pattern.source.replace(/^\^/, '').replace(/\$$/, '');

/**
 * The shape of each of the contracts' own formats, for clients that read the
 * document. Each admits every value its format admits (the API's checks go
 * further: a day that exists, a phone number that is one).
 */
const FORMAT_PATTERNS: Record<string, string> = {
  // Surrounding spaces are trimmed before the rule applies; empty means no price.
  price: `^(\\s*${inner(PRICE_PATTERN)}\\s*)?$`,
  'clock-time': `^(${inner(TIME_PATTERN)})?$`,
  'calendar-date': '^\\d{4}-\\d{2}-\\d{2}$',
  // No letters but a leading tel: (a phone number is digits and any punctuation; ext. is not taken).
  phone: '^(\\s*[Tt][Ee][Ll]:)?[^A-Za-z]*$',
};

/** What the API answers with image bytes (GET /images/:id): whatever type the image was stored or re-encoded as. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad input: the error names the field (`field` is a JSON pointer into the request).',
  401: 'Not signed in, or the session has ended: sign in again.',
  403: 'Signed in, but not allowed to do this.',
  404: 'No such resource (or not one of the caller’s).',
  408: 'The request did not arrive in time; the connection is closed.',
  409: 'Conflicts with the current state: read it again and retry.',
  413: 'The request or one of its parts is too large.',
  414: 'A path parameter is longer than any the API has.',
  415: 'The body is not of a media type this operation accepts.',
  417: 'Only "Expect: 100-continue" is supported.',
  429: 'Too many requests: wait as Retry-After says.',
  431: 'The request line (an overlong URL) or the headers are too large.',
  500: 'Something went wrong on the server; nothing internal is said.',
  503: 'Unavailable for now (the database cannot answer or save); try again later.',
};

function describeResponse(status: string, summary: string | undefined): string {
  const code = Number(status);
  if (code === 204) return 'Done; no body.';
  if (code === 304) return 'Not modified: the copy the caller holds (If-None-Match) is current.';
  if (code >= 200 && code < 300) return `${STATUS_CODES[code]}: ${(summary ?? 'the answer').replace(/\.$/, '')}.`;
  return ERROR_DESCRIPTIONS[code] ?? `${STATUS_CODES[code] ?? 'Error'}.`;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/** OpenAPI 3.0 schema objects from JSON Schema ones, in place: tuples and the contracts' formats. */
function toOpenApiSchemas(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(toOpenApiSchemas);
  if (!isObject(node)) return;
  // A tuple ([id, name, lat, lng]) has no OpenAPI 3.0 form: an array of its item
  // types, its length fixed by minItems/maxItems, the positions in its description.
  if (Array.isArray(node.items)) {
    const kinds = [...new Map((node.items as unknown[]).map((item) => [JSON.stringify(item), item])).values()];
    node.items = kinds.length === 1 ? kinds[0] : { anyOf: kinds };
    delete node.additionalItems;
  }
  if (typeof node.format === 'string' && FORMAT_PATTERNS[node.format] && node.pattern === undefined) node.pattern = FORMAT_PATTERNS[node.format];
  for (const value of Object.values(node)) toOpenApiSchemas(value);
}

interface Media {
  schema?: Json;
  example?: unknown;
}

interface Operation {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  parameters?: { name: string; example?: unknown }[];
  requestBody?: { description?: string; content?: Record<string, Media> };
  responses?: Record<string, { description?: string; content?: Record<string, Media> }>;
}

const MULTIPART_EXAMPLE =
  'In the example an image part is a `data:` URI, its bytes in base64 (send the bytes themselves, with their image type), and a CSV part is its text.';

type Examples = { operations: typeof OPERATION_EXAMPLES; errors: typeof ERROR_EXAMPLES };

/** The operation's examples: its parameters, its body, its success answer and the errors worded alike everywhere. */
function addExamples(operation: Operation, { operations, errors: worded }: Examples): void {
  const examples = operations[operation.operationId as EndpointName];
  if (!examples) return;
  const parameters: Record<string, unknown> = examples.parameters ?? {};
  for (const parameter of operation.parameters ?? []) if (parameter.name in parameters) parameter.example = parameters[parameter.name];
  if (examples.body) for (const media of Object.values(operation.requestBody?.content ?? {})) media.example = examples.body;
  if (operation.requestBody?.content?.['multipart/form-data']) operation.requestBody.description = MULTIPART_EXAMPLE;
  const errors = { ...worded.any, ...(operation.security ? worded.session : {}) };
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    const json = response.content?.['application/json'];
    if (!json) continue;
    if (status.startsWith('2')) {
      if (examples.response !== undefined) json.example = examples.response;
    } else if (json.schema?.$ref === '#/components/schemas/ApiError' && errors[Number(status)]) json.example = errors[Number(status)];
  }
}

function finishDocument(generated: Json, publicUrl: string): Json {
  // A copy: the generated document may share objects with the schemas the routes validate with.
  const document: Json = { ...structuredClone(generated), servers: [{ url: publicUrl, description: 'This API' }] };
  // The examples' URLs (image URLs, price files) are this API's own; their dates move when the document is served.
  const examples: Examples = mapExampleStrings({ operations: OPERATION_EXAMPLES, errors: ERROR_EXAMPLES }, (text) => text.split(API).join(publicUrl));
  toOpenApiSchemas(document.components);
  for (const item of Object.values((document.paths ?? {}) as Record<string, Record<string, Operation>>)) {
    toOpenApiSchemas(item);
    for (const operation of Object.values(item)) {
      addExamples(operation, examples);
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        response.description = describeResponse(status, operation.summary);
        const binary = Object.values(response.content ?? {}).find((media) => media.schema?.type === 'string' && media.schema.format === 'binary');
        if (!binary) continue;
        // A file of one media type (fileBody) is that type, with its example; other bytes are images.
        const fileType = binary.schema?.contentMediaType;
        const file = examples.operations[operation.operationId as EndpointName]?.file;
        response.content =
          typeof fileType === 'string'
            ? { [fileType]: { schema: { type: 'string', format: 'binary' }, ...(file !== undefined ? { example: file } : {}) } }
            : Object.fromEntries(IMAGE_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));
      }
    }
  }
  return document;
}

export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        info: {
          title: 'DirectPay Clinics API',
          description: `Public clinic search and profiles, sign-in and the clinic owner API. Every endpoint is defined in contracts (src/endpoints). ${UNKNOWN_ROUTES}`,
          version: '0.1.0',
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      // Shared schemas keep their $id as their name: components/schemas/ApiError.
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
      transform: ({ schema, url, route }) => {
        const endpoint = route.config?.endpoint;
        if (!endpoint) return { schema, url };
        const shared = sharedStatuses({ method: endpoint.method, path: endpoint.path, rateLimited: Boolean(route.config?.rateLimit) });
        const response = { ...Object.fromEntries(shared.map((status) => [status, ApiErrorBody])), ...(schema.response as object) };
        return {
          schema: { ...schema, response, operationId: NAMES.get(endpoint), ...(endpoint.bodyKind === 'multipart' && endpoint.body ? { body: endpoint.body } : {}) },
          // A plugin's root route answers with and without a trailing slash; the document names the definition's path.
          url: endpoint.path,
        };
      },
      transformObject: (document) => ('openapiObject' in document ? finishDocument(document.openapiObject as Json, fastify.config.publicUrl) : document.swaggerObject),
    });
    // @fastify/swagger builds the document once; its examples' dates are those of the day it is served (a copy each time).
    await fastify.register(swaggerUi, { routePrefix: '/docs', transformSpecification: (document) => datedDocument(document, new Date()), transformSpecificationClone: false });
  },
  { name: 'swagger' },
);
