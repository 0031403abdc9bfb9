/**
 * An operation of the OpenAPI document as a request built from its examples
 * alone: the path and query parameters' examples, the body's example (JSON, or
 * multipart with each file part's bytes decoded from the example), and the
 * session when the operation needs one.
 */
import type { InjectOptions } from 'fastify';
import { examplePart } from '#src/plugins/external/openapi-example-files';
import { multipart } from '#test/owner/helpers';

type Json = Record<string, unknown>;
export interface Media {
  schema?: Json;
  example?: unknown;
}
export interface Operation {
  operationId: string;
  security?: unknown[];
  parameters?: { name: string; in: string; schema: Json; example?: unknown }[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { description?: string; content?: Record<string, Media> }>;
}
export interface DocumentedOperation {
  path: string;
  method: string;
  op: Operation;
}
export interface OpenApiDocument {
  openapi: string;
  servers?: { url: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
}

export const operationsOf = (doc: OpenApiDocument): DocumentedOperation[] =>
  Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));

/** The statuses the document gives for the operation's success. */
export const successStatuses = (op: Operation): number[] => Object.keys(op.responses).map(Number).filter((status) => status >= 200 && status < 300);

/** The path with its parameters' examples in place (or the values `instead` gives), and the query of the query parameters' examples. */
export function exampleUrl({ path, op }: DocumentedOperation, instead: Record<string, string> = {}): string {
  const example = (where: string) => (op.parameters ?? []).filter((p) => p.in === where && p.example !== undefined);
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name in instead) return instead[name];
    const param = example('path').find((p) => p.name === name);
    if (!param) throw new Error(`${op.operationId}: no example for path parameter ${name}`);
    return encodeURIComponent(String(param.example));
  });
  const query = new URLSearchParams(example('query').map((p): [string, string] => [p.name, String(p.example)])).toString();
  return query ? `${filled}?${query}` : filled;
}

/** The request an operation's examples make; `session` is sent when the operation names a security scheme. */
export function exampleRequest(operation: DocumentedOperation, session?: string): InjectOptions {
  const { op, method } = operation;
  const headers: Record<string, string> = op.security && session ? { authorization: `Bearer ${session}` } : {};
  const request: InjectOptions = { method: method.toUpperCase() as InjectOptions['method'], url: exampleUrl(operation), headers };
  const [type, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
  if (!type || media?.example === undefined) return request;
  if (type === 'application/json') return { ...request, payload: media.example as Json };
  // A part is a file when its schema says binary; any other part is a plain field.
  const properties = (media.schema?.properties ?? {}) as Record<string, Json>;
  const parts = Object.entries(media.example as Json).map(([name, value]): Parameters<typeof multipart>[0][number] => {
    if (name === 'jsonPayload') return [name, JSON.stringify(value)];
    if (properties[name]?.format !== 'binary') return [name, String(value)];
    const { bytes, contentType } = examplePart(value as string);
    return [name, { bytes, contentType, filename: `${name}.${contentType.split('/')[1]}` }];
  });
  const body = multipart(parts);
  return { ...request, headers: { ...headers, ...body.headers }, payload: body.payload };
}
