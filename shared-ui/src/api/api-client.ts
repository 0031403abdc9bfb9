import { takeEarlyResponse, type ApiErrorBody } from '@directpay/contracts';
import { getRuntimeConfig } from '../config/runtime-config';
import { useSessionStore } from '../session/session-store';
import { notify } from '../notices/notice-store';
import { t } from '../messages';

/** Where the API's message names the input it blames, and what it says about it. */
export interface ApiErrorBlame {
  /** The input as the message names it: 'body/token', 'jsonPayload/detail/website', 'image1'. */
  name: string;
  /** The rest of the message: 'is required', 'must be a URL starting with http:// or https://'. */
  words: string;
}

/** A failed call: the status, the API's message and its structured error body. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
    /** This 401 ended the session: the client signed out and said so, so nothing else needs to. */
    readonly sessionExpired = false,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }

  /** The JSON pointer into the request the API blames ('/body/services/2/price'), when it names one. */
  get field(): string | undefined {
    const field = (this.body as Partial<ApiErrorBody> | undefined)?.field;
    return typeof field === 'string' ? field : undefined;
  }

  /**
   * The API's messages name the input they blame first ('body/token is required',
   * 'jsonPayload/detail/website must be a URL…', 'image1 is empty…'). A form that shows
   * the words at that input leaves the name out. The name is built from `field` (with or
   * without its request part), never guessed from the words; undefined without a field
   * or when the message does not start with it.
   */
  get blame(): ApiErrorBlame | undefined {
    const field = this.field;
    if (!field) return undefined;
    // JSON bodies are named with their part ('body/token'), multipart ones from inside the body ('jsonPayload/…').
    const names = [field.slice(1), field.startsWith('/body/') ? field.slice('/body/'.length) : ''];
    for (const name of names) {
      const after = this.message.charAt(name.length);
      if (name && this.message.startsWith(name) && (after === ' ' || after === ':')) return { name, words: this.message.slice(name.length + 1).trimStart() };
    }
    return undefined;
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Send the session token; a 401 then signs the user out. */
  auth?: boolean;
  /** Send the session token when there is one, for a route open to visitors too; its answer never signs the user out. */
  sessionIfAny?: boolean;
  signal?: AbortSignal;
  /**
   * Called with 0..1 as the body is sent. fetch() cannot report upload progress, so
   * such a request goes by XMLHttpRequest; its answer is read like any other.
   */
  onUploadProgress?: (fraction: number) => void;
}

/** The notice's English words; the page shows them in its language (messages.ts, 'api.sessionExpired'). */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

export function apiUrl(path: string): string {
  return `${getRuntimeConfig().apiUrl.replace(/\/$/, '')}${path}`;
}

/** An answer as both transports deliver it. */
interface RawAnswer {
  status: number;
  text: string;
}

/** Calls the DirectPay API and returns its JSON; failures throw ApiRequestError with the API's message. */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) body = request.body;
  else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  const token = useSessionStore.getState().token;
  if ((request.auth || request.sessionIfAny) && token) headers.authorization = `Bearer ${token}`;

  const url = apiUrl(path);
  const answer = request.onUploadProgress
    ? await sendWithProgress(method, url, headers, body, request.onUploadProgress, request.signal)
    : await sendWithFetch(method, url, headers, body, request);
  return settle<T>(answer, request.auth === true);
}

async function sendWithFetch(method: string, url: string, headers: Record<string, string>, body: BodyInit | undefined, request: ApiRequest): Promise<RawAnswer> {
  const ask = () => fetch(url, { method, headers, body, signal: request.signal });
  // A plain GET the page's early script already asked for (contracts' early-responses.ts) is
  // answered from it; if that request failed, the client asks itself.
  const early = method === 'GET' && body === undefined && !request.auth && !request.sessionIfAny ? takeEarlyResponse(url) : undefined;
  let response: Response;
  try {
    response = await (early ? early.catch(ask) : ask());
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiRequestError(0, t('api.unreachable'));
  }
  return { status: response.status, text: await response.text() };
}

function sendWithProgress(
  method: string,
  url: string,
  headers: Record<string, string>,
  body: BodyInit | undefined,
  onProgress: (fraction: number) => void,
  signal: AbortSignal | undefined,
): Promise<RawAnswer> {
  return new Promise<RawAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiRequestError(0, t('api.unreachable')));
    xhr.onabort = () => reject(new DOMException('The request was aborted.', 'AbortError'));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) onProgress(1);
      resolve({ status: xhr.status, text: xhr.responseText });
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

/**
 * The one place an answer becomes a result or an ApiRequestError, whichever transport
 * carried it: the error body's message and field are kept, and a 401 on a call made with
 * the session ends that session with one notice.
 */
function settle<T>({ status, text }: RawAnswer, auth: boolean): T {
  const data: unknown = text ? safeJson(text) : undefined;
  if (status >= 200 && status < 300) return data as T;
  const sessionExpired = status === 401 && auth;
  if (sessionExpired) {
    useSessionStore.getState().signOut();
    notify.error(t('api.sessionExpired'));
  }
  const message = (data as Partial<ApiErrorBody> | undefined)?.message ?? `Request failed (${status})`;
  throw new ApiRequestError(status, message, data, sessionExpired);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
