/** The shape of one operation's examples in the OpenAPI document (openapi-examples.ts). */
import type { EndpointBody, EndpointResult, Endpoints, EndpointName } from '@directpay/contracts';
import type { Static, TSchema } from '@sinclair/typebox';

/** A value as JSON shows it: a file part's bytes as text (openapi-example-files.ts). */
type AsJson<T> = T extends Uint8Array ? string : T extends object ? { [K in keyof T]: AsJson<T[K]> } : T;
type Part<E, K extends 'params' | 'querystring'> = E extends { readonly [key in K]: infer S extends TSchema } ? Static<S> : unknown;
type Parameters<E> = unknown extends Part<E, 'params'> & Part<E, 'querystring'> ? never : Part<E, 'params'> & Part<E, 'querystring'>;

export interface OperationExamples<E extends Endpoints[EndpointName]> {
  /** Path and query parameters, by name: together a request the API takes. */
  parameters?: AsJson<Parameters<E>>;
  body?: AsJson<EndpointBody<E>>;
  /** The body of the success answer (each 2xx with JSON). */
  response?: AsJson<EndpointResult<E>>;
  /** An answer that is a file: its text (a CSV), or what its bytes hold. */
  file?: string;
}

export type ExamplesOf<N extends EndpointName> = { [K in N]: OperationExamples<Endpoints[K]> };
