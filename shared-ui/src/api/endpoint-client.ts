/**
 * Typed calls made from the contracts' endpoint definitions: the path, method,
 * parameters, body and answer all come from the definition, so a call cannot
 * drift from the route the API registers from the same object.
 */
import {
  endpointPath,
  queryString,
  type QueryValue,
  type EndpointBody,
  type EndpointDefinition,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResult,
} from '@directpay/contracts';
import { apiFetch } from './api-client';

/** A multipart endpoint takes the FormData to send; a JSON one its body's value. */
export type EndpointBodyInput<E extends EndpointDefinition> = E['bodyKind'] extends 'multipart' ? FormData : EndpointBody<E>;

/** A part the definition lacks may not be given; one whose properties are all optional may be left out. */
type Part<Key extends string, Value> = [Value] extends [undefined]
  ? { [K in Key]?: undefined }
  : Record<string, never> extends Value
    ? { [K in Key]?: Value }
    : { [K in Key]: Value };

/** What a call needs: exactly the parts the definition declares. */
export type EndpointInput<E extends EndpointDefinition> = Part<'params', EndpointParams<E>> &
  Part<'query', EndpointQuery<E>> &
  Part<'body', EndpointBodyInput<E>>;

export interface CallOptions {
  signal?: AbortSignal;
  /** Upload progress (0..1) of the body, for a progress bar: the clinic and doctor saves with their images. */
  onProgress?: (fraction: number) => void;
}

/** The request URL path of a call: filled parameters plus the query string. */
export function endpointUrl<E extends EndpointDefinition>(endpoint: E, input: EndpointInput<E>): string {
  const { params, query } = input as { params?: Record<string, string | number>; query?: Record<string, QueryValue> };
  return `${endpointPath(endpoint.path, params)}${queryString(query)}`;
}

/**
 * Calls one endpoint. The session token goes along when the definition says
 * `auth: 'session'` (or `'optional-session'` and there is one); failures throw ApiRequestError carrying the API's error
 * body, whose `field` points at the input to blame. With `onProgress` the body's
 * upload is reported as it goes (a multipart save with images).
 */
export function callEndpoint<E extends EndpointDefinition>(endpoint: E, input: EndpointInput<E>, options: CallOptions = {}): Promise<EndpointResult<E>> {
  const { body } = input as { body?: unknown };
  return apiFetch<EndpointResult<E>>(endpointUrl(endpoint, input), {
    method: endpoint.method,
    body,
    auth: endpoint.auth === 'session',
    sessionIfAny: endpoint.auth === 'optional-session',
    signal: options.signal,
    onUploadProgress: options.onProgress,
  });
}
