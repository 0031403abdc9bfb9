import type { EndpointDefinition, EndpointResult } from '@directpay/contracts';
import { ApiRequestError, SESSION_EXPIRED_MESSAGE, apiUrl, endpointUrl, notify, useSessionStore, type EndpointInput } from '@directpay/shared-ui';

export interface UploadRequest {
  method: 'POST' | 'PUT';
  path: string;
  body: FormData;
  /** Called with 0..1 as the request body is sent. */
  onProgress?: (fraction: number) => void;
}

/**
 * Sends a multipart body with the session token and reports upload progress.
 * fetch() cannot report upload progress, so this uses XMLHttpRequest; errors
 * follow apiFetch (ApiRequestError with the API's message; a 401 signs out).
 */
export function uploadWithProgress<T>({ method, path, body, onProgress }: UploadRequest): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, apiUrl(path));
    xhr.setRequestHeader('accept', 'application/json');
    const token = useSessionStore.getState().token;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiRequestError(0, 'The service could not be reached. Check your connection and try again.'));
    xhr.onload = () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(data as T);
        return;
      }
      if (xhr.status === 401) {
        useSessionStore.getState().signOut();
        notify.error(SESSION_EXPIRED_MESSAGE);
      }
      const message = (data as { message?: string } | undefined)?.message ?? `Request failed (${xhr.status})`;
      reject(new ApiRequestError(xhr.status, message, data));
    };
    xhr.send(body);
  });
}

/**
 * A multipart endpoint of the contracts (clinic and doctor saves), sent with
 * upload progress: the path and the answer's type come from the definition.
 */
export function uploadToEndpoint<E extends EndpointDefinition & { method: 'POST' | 'PUT'; bodyKind: 'multipart' }>(
  endpoint: E,
  input: EndpointInput<E> & { body: FormData },
  onProgress?: (fraction: number) => void,
): Promise<EndpointResult<E>> {
  return uploadWithProgress<EndpointResult<E>>({ method: endpoint.method, path: endpointUrl(endpoint, input), body: input.body, onProgress });
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
