import { createOwnerClinic } from '@directpay/contracts';
import { useNoticeStore } from '../notices/notice-store';
import { useSessionStore } from '../session/session-store';
import { ApiRequestError, SESSION_EXPIRED_MESSAGE, apiFetch } from './api-client';
import { callEndpoint } from './endpoint-client';
import { answerWith, FakeXhr } from './test-transport';

const signedIn = () => useSessionStore.setState({ userId: 'u1', email: 'owner@example.com', token: 'token-1', accountId: 'a1' });
const notices = () => useNoticeStore.getState().notices.map((n) => `${n.tone}: ${n.message}`);

beforeEach(() => {
  useNoticeStore.setState({ notices: [] });
  signedIn();
  FakeXhr.install();
});

describe('one way to read an answer, by fetch or by upload', () => {
  it('a 401 on a call made with the session signs out once, says so once, and marks the error', async () => {
    answerWith(401, { statusCode: 401, error: 'Unauthorized', message: 'The session has ended.' });
    const error = (await apiFetch('/account/clinics', { auth: true }).catch((e: unknown) => e)) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect([error.status, error.message, error.sessionExpired]).toEqual([401, 'The session has ended.', true]);
    expect(useSessionStore.getState().token).toBeNull();
    expect(notices()).toEqual([`error: ${SESSION_EXPIRED_MESSAGE}`]);
  });

  it('a 401 on a call without the session (a wrong password at login) leaves the session alone', async () => {
    answerWith(401, { statusCode: 401, error: 'Unauthorized', message: 'The email or password is not correct.' });
    const error = (await apiFetch('/auth/login', { method: 'POST', body: {} }).catch((e: unknown) => e)) as ApiRequestError;
    expect([error.status, error.sessionExpired]).toEqual([401, false]);
    expect(useSessionStore.getState().token).toBe('token-1');
    expect(notices()).toEqual([]);
  });

  it('an upload with progress goes by XMLHttpRequest with the token, reports progress, and reads its answer the same way', async () => {
    const progress: number[] = [];
    const saving = callEndpoint(createOwnerClinic, { body: new FormData() }, { onProgress: (f) => progress.push(f) });
    const xhr = FakeXhr.last();
    expect([xhr.method, xhr.headers.authorization]).toEqual(['POST', 'Bearer token-1']);
    xhr.progress(50, 100);
    xhr.respond(201, { result: { id: 'c1' } });
    expect(await saving).toEqual({ result: { id: 'c1' } });
    expect(progress).toEqual([0.5, 1]);
  });

  it('an upload answered 401 ends the session through the same place as fetch', async () => {
    const saving = callEndpoint(createOwnerClinic, { body: new FormData() }, { onProgress: () => undefined }).catch((e: unknown) => e);
    FakeXhr.last().respond(401, { statusCode: 401, error: 'Unauthorized', message: 'The session has ended.' });
    expect(((await saving) as ApiRequestError).sessionExpired).toBe(true);
    expect(useSessionStore.getState().token).toBeNull();
    expect(notices()).toEqual([`error: ${SESSION_EXPIRED_MESSAGE}`]);
  });

  it('keeps the error body and its field; an answer without one says its status', async () => {
    const saving = callEndpoint(createOwnerClinic, { body: new FormData() }, { onProgress: () => undefined }).catch((e: unknown) => e);
    FakeXhr.last().respond(400, { statusCode: 400, error: 'Bad Request', message: 'image0 is empty.', field: '/body/image0' });
    expect(((await saving) as ApiRequestError).field).toBe('/body/image0');
    answerWith(502, undefined);
    expect(((await apiFetch('/clinics').catch((e: unknown) => e)) as ApiRequestError).message).toBe('Request failed (502)');
  });

  it('an unreachable API is status 0 with the same words for both transports', async () => {
    global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    const viaFetch = (await apiFetch('/clinics').catch((e: unknown) => e)) as ApiRequestError;
    const uploading = apiFetch('/account/clinics', { method: 'POST', body: new FormData(), auth: true, onUploadProgress: () => undefined }).catch((e: unknown) => e);
    FakeXhr.last().fail();
    const viaXhr = (await uploading) as ApiRequestError;
    expect([viaFetch.status, viaXhr.status]).toEqual([0, 0]);
    expect(viaXhr.message).toBe(viaFetch.message);
  });
});

describe('ApiRequestError.blame', () => {
  const failure = (message: string, field?: string) => new ApiRequestError(400, message, { statusCode: 400, error: 'Bad Request', message, ...(field ? { field } : {}) });

  it('splits off the input the message names, found from the field', () => {
    expect(failure('jsonPayload/detail/website must be a URL', '/body/jsonPayload/detail/website').blame).toEqual({ name: 'jsonPayload/detail/website', words: 'must be a URL' });
    expect(failure('body/token is required', '/body/token').blame).toEqual({ name: 'body/token', words: 'is required' });
    expect(failure('body/token: this confirmation link is invalid', '/body/token').blame).toEqual({ name: 'body/token', words: 'this confirmation link is invalid' });
    expect(failure('image1 is empty; choose an image.', '/body/image1').blame).toEqual({ name: 'image1', words: 'is empty; choose an image.' });
  });

  it('is undefined without a field, or when the message does not start with its name', () => {
    expect(failure('Something failed').blame).toBeUndefined();
    expect(failure('must be a price', '/body/jsonPayload/services/1/price').blame).toBeUndefined();
    expect(failure('image10 is empty', '/body/image1').blame).toBeUndefined();
  });
});
