/**
 * Registers one route from its definition in contracts: method, path,
 * params, querystring, body, responses, tags, summary and auth all come from the
 * EndpointDefinition; the route file adds only its handler and server-side
 * options (rate limit, hooks). @fastify/type-provider-typebox types the
 * handler's request and reply from the definition's schemas by inference.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptions,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorBody, type EndpointDefinition } from '@directpay/contracts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contracts definition the route was registered from. */
    endpoint?: EndpointDefinition;
  }
}

/** The Fastify schema a definition stands for (a multipart body is read by the handler, not by Ajv). */
export interface SchemaOf<E extends EndpointDefinition> {
  params: E['params'];
  querystring: E['querystring'];
  body: E['bodyKind'] extends 'multipart' ? undefined : E['body'];
  response: E['responses'];
}

export type EndpointRequest<E extends EndpointDefinition> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  IncomingMessage,
  SchemaOf<E>,
  TypeBoxTypeProvider
>;
export type EndpointReply<E extends EndpointDefinition> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  ContextConfigDefault,
  SchemaOf<E>,
  TypeBoxTypeProvider
>;

/** What a handler may return: nothing (it sent with reply), the reply, or the body of its success answer. */
export type EndpointHandler<E extends EndpointDefinition> = (
  request: EndpointRequest<E>,
  reply: EndpointReply<E>,
) => Promise<unknown>;

/** Server-side options only; everything the client sees comes from the definition. */
export type RouteExtras = Pick<RouteShorthandOptions, 'config' | 'onRequest' | 'preHandler' | 'bodyLimit'>;

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Error responses point at one shared schema, so OpenAPI lists ApiError once under components. */
const responseSchemas = (responses: EndpointDefinition['responses']) =>
  Object.fromEntries(Object.entries(responses).map(([status, schema]) => [status, schema === ApiErrorBody ? { $ref: 'ApiError#' } : schema]));

export function route<E extends EndpointDefinition>(fastify: FastifyInstance, endpoint: E, extras: RouteExtras, handler: EndpointHandler<E>): void {
  const prefix = fastify.prefix;
  if (!endpoint.path.startsWith(prefix)) throw new Error(`${endpoint.method} ${endpoint.path} is registered inside the prefix ${prefix}`);
  const url = endpoint.path.slice(prefix.length) || '/';
  // An account plugin may authenticate every route already; a session is read once either way.
  const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.owner) await fastify.authenticate(request, reply);
  };
  // A route open to visitors that tells a signed-in owner apart: a missing or bad token is a visitor, never a 401.
  const readSession = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.owner || !request.headers.authorization) return;
    await fastify.authenticate(request, reply).catch(() => undefined);
  };
  const sessionHook = endpoint.auth === 'session' ? [authenticate] : endpoint.auth === 'optional-session' ? [readSession] : [];
  fastify.withTypeProvider<TypeBoxTypeProvider>().route({
    method: endpoint.method,
    url,
    ...extras,
    onRequest: [...sessionHook, ...asArray(extras.onRequest)],
    schema: {
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      tags: [...endpoint.tags],
      ...(endpoint.auth === 'session' ? { security: [{ bearerAuth: [] }] } : {}),
      ...(endpoint.auth === 'optional-session' ? { security: [{}, { bearerAuth: [] }] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.querystring ? { querystring: endpoint.querystring } : {}),
      ...(endpoint.body && endpoint.bodyKind !== 'multipart' ? { body: endpoint.body } : {}),
      ...(endpoint.bodyKind === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
      response: responseSchemas(endpoint.responses),
    },
    config: { ...(extras.config as object | undefined), endpoint },
    handler: handler as never,
  });
}

/**
 * Sends an answer already written as JSON by serializers compiled from the
 * contracts (see repositories/clinics/card-json.ts): Fastify sends a string
 * or bytes typed as JSON as they are, without serializing them again.
 */
export function sendSerialized(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
