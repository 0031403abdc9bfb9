import { takeEarlyResponse, type ApiErrorBody } from '@directpay/contracts';
import { getRuntimeConfig } from '../config/runtime-config';
import { useSessionStore } from '../session/session-store';
import { notify } from '../notices/notice-store';

/** A failed call: the status, the API's message and its structured error body. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }

  /** The JSON pointer into the request the API blames ('/body/services/2/price'), when it names one. */
  get field(): string | undefined {
    const field = (this.body as Partial<ApiErrorBody> | undefined)?.field;
    return typeof field === 'string' ? field : undefined;
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Send the session token; a 401 then signs the user out. */
  auth?: boolean;
  signal?: AbortSignal;
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

export function apiUrl(path: string): string {
  return `${getRuntimeConfig().apiUrl.replace(/\/$/, '')}${path}`;
}

/** Calls the DirectPay API and returns its JSON; failures throw ApiRequestError with the API's message. */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) body = request.body;
  else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  const token = useSessionStore.getState().token;
  if (request.auth && token) headers.authorization = `Bearer ${token}`;

  const url = apiUrl(path);
  const ask = () => fetch(url, { method: request.method ?? 'GET', headers, body, signal: request.signal });
  // A plain GET the page's early script already asked for (contracts' early-responses.ts) is
  // answered from it; if that request failed, the client asks itself.
  const early = (request.method ?? 'GET') === 'GET' && body === undefined && !request.auth ? takeEarlyResponse(url) : undefined;
  let response: Response;
  try {
    response = await (early ? early.catch(ask) : ask());
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'The service could not be reached. Check your connection and try again.');
  }

  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    if (response.status === 401 && request.auth) {
      useSessionStore.getState().signOut();
      notify.error(SESSION_EXPIRED_MESSAGE);
    }
    const message = (data as Partial<ApiErrorBody> | undefined)?.message ?? `Request failed (${response.status})`;
    throw new ApiRequestError(response.status, message, data);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
