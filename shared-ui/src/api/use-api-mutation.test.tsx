import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { changePassword, createOwnerClinic, deleteOwnerClinic, listOwnerClinics } from '@directpay/contracts';
import { useNoticeStore } from '../notices/notice-store';
import { useSessionStore } from '../session/session-store';
import { TextField } from '../forms/text-field';
import { ApiRequestError, SESSION_EXPIRED_MESSAGE } from './api-client';
import { callEndpoint } from './endpoint-client';
import { useEndpointQuery } from './endpoint-queries';
import { ApiQueryProvider, createApiQueryClient } from './query-provider';
import { answerWith, FakeXhr } from './test-transport';
import { useApiMutation, type ApiMutationOptions } from './use-api-mutation';

const notices = () => useNoticeStore.getState().notices.map((n) => `${n.tone}: ${n.message}`);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const renderIn = (ui: ReactNode) => render(<ApiQueryProvider client={createApiQueryClient()}>{ui}</ApiQueryProvider>);

function SaveButton<T>({ options }: { options: ApiMutationOptions<T, string> }) {
  const save = useApiMutation(options);
  return (
    <>
      <button type="button" disabled={save.pending} onClick={() => void save.run('c1')}>
        Save
      </button>
      {save.pending && <progress aria-label="Upload progress" value={save.progress} max={1} />}
      {save.error && <p role="alert">{save.error.message}</p>}
    </>
  );
}

const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

beforeEach(() => {
  useNoticeStore.setState({ notices: [] });
  useSessionStore.setState({ userId: 'u1', email: 'owner@example.com', token: 'token-1', accountId: 'a1' });
  FakeXhr.install();
});

test('busy from run until the answer is handled; success shows its notice', async () => {
  const answer = deferred<string>();
  renderIn(<SaveButton options={{ mutationFn: () => answer.promise, successNotice: (_data, id) => `Saved ${id}.` }} />);
  fireEvent.click(saveButton());
  await waitFor(() => expect(saveButton().disabled).toBe(true));
  await act(async () => answer.resolve('ok'));
  await waitFor(() => expect(saveButton().disabled).toBe(false));
  expect(notices()).toEqual(['success: Saved c1.']);
});

test('a failure becomes the notice the component words, under its topic; the error stays readable', async () => {
  const onError = jest.fn();
  renderIn(
    <SaveButton
      options={{
        mutationFn: () => Promise.reject(new ApiRequestError(409, 'The clinic changed meanwhile.')),
        topic: 'clinic',
        errorNotice: (error) => `The clinic could not be saved: ${error.message}`,
        onError,
      }}
    />,
  );
  fireEvent.click(saveButton());
  expect((await screen.findByRole('alert')).textContent).toBe('The clinic changed meanwhile.');
  expect(notices()).toEqual(['error: The clinic could not be saved: The clinic changed meanwhile.']);
  expect(useNoticeStore.getState().notices[0].topic).toBe('clinic');
  expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 409 }), 'c1');
});

test('anything else thrown (a bot check that did not load) is a failure of status 0 with its message', async () => {
  renderIn(<SaveButton options={{ mutationFn: () => Promise.reject(new Error('reCAPTCHA did not load')), errorNotice: 'There was an error sending your message.' }} />);
  fireEvent.click(saveButton());
  expect((await screen.findByRole('alert')).textContent).toBe('reCAPTCHA did not load');
  expect(notices()).toEqual(['error: There was an error sending your message.']);
});

type PasswordValues = { currentPassword: string };

function PasswordForm() {
  const { register, handleSubmit, setError, formState } = useForm<PasswordValues>({ defaultValues: { currentPassword: '' } });
  const change = useApiMutation({
    mutationFn: (values: PasswordValues) => callEndpoint(changePassword, { body: { ...values, newPassword: 'new-password' } }),
    errorNotice: (error) => `The password could not be changed: ${error.message}`,
    form: {
      setError,
      fieldOf: (field) => (field === '/body/currentPassword' ? { name: 'currentPassword', message: 'This is not your current password.' } : undefined),
    },
  });
  return (
    <form aria-label="Change password" onSubmit={(e) => void handleSubmit(change.run)(e)}>
      <TextField label="Current password" error={formState.errors.currentPassword?.message} {...register('currentPassword')} />
      <button type="submit">Change password</button>
    </form>
  );
}

test('a failure whose field the form shows goes to that field, not to a notice', async () => {
  answerWith(400, { statusCode: 400, error: 'Bad Request', message: 'body/currentPassword is not your current password.', field: '/body/currentPassword' });
  renderIn(<PasswordForm />);
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('This is not your current password.')).toBeTruthy();
  expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
  expect(notices()).toEqual([]);
});

test('a field the form does not show leaves the failure to the notice', async () => {
  answerWith(400, { statusCode: 400, error: 'Bad Request', message: 'body/newPassword must NOT have fewer than 8 characters', field: '/body/newPassword' });
  renderIn(<PasswordForm />);
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  await waitFor(() => expect(notices()).toEqual(['error: The password could not be changed: body/newPassword must NOT have fewer than 8 characters']));
  expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBeNull();
});

function ClinicsWithDelete() {
  const list = useEndpointQuery(listOwnerClinics, {}, { retry: false });
  const remove = useApiMutation({
    mutationFn: (id: string) => callEndpoint(deleteOwnerClinic, { params: { id } }),
    invalidates: [listOwnerClinics],
    errorNotice: (error) => `The clinic could not be deleted: ${error.message}`,
  });
  return (
    <>
      <p>{list.data ? `${list.data.results.length} clinics` : 'loading'}</p>
      <button type="button" disabled={remove.pending} onClick={() => void remove.run('c1')}>
        Delete
      </button>
    </>
  );
}

test('success refetches the reads it invalidates, and stays busy until they are fresh', async () => {
  const lists = [{ results: [{ id: 'c1' }] }, { results: [] }];
  const relisted = deferred<void>();
  const calls: string[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    calls.push(`${init.method} ${new URL(url).pathname}`);
    if (init.method === 'DELETE') return { status: 204, text: async () => '' };
    const list = lists[Math.min(calls.filter((c) => c.startsWith('GET')).length - 1, 1)];
    if (list.results.length === 0) await relisted.promise;
    return { status: 200, text: async () => JSON.stringify(list) };
  }) as unknown as typeof fetch;
  renderIn(<ClinicsWithDelete />);
  expect(await screen.findByText('1 clinics')).toBeTruthy();
  const button = screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
  fireEvent.click(button);
  await waitFor(() => expect(calls).toEqual(['GET /account/clinics', 'DELETE /account/clinics/c1', 'GET /account/clinics']));
  expect(button.disabled).toBe(true);
  await act(async () => relisted.resolve());
  expect(await screen.findByText('0 clinics')).toBeTruthy();
  await waitFor(() => expect(button.disabled).toBe(false));
});

test('a 401 that ended the session is announced once, by the client: no notice, field, error or onError of the component', async () => {
  answerWith(401, { statusCode: 401, error: 'Unauthorized', message: 'The session has ended.', field: '/headers/authorization' });
  const onError = jest.fn();
  const setError = jest.fn();
  renderIn(
    <SaveButton
      options={{
        mutationFn: (id) => callEndpoint(deleteOwnerClinic, { params: { id } }),
        errorNotice: (error) => `The clinic could not be deleted: ${error.message}`,
        form: { setError, fieldOf: () => ({ name: 'anything', message: 'no' }) },
        onError,
      }}
    />,
  );
  fireEvent.click(saveButton());
  await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
  await waitFor(() => expect(saveButton().disabled).toBe(false));
  expect(notices()).toEqual([`error: ${SESSION_EXPIRED_MESSAGE}`]);
  expect(onError).not.toHaveBeenCalled();
  expect(setError).not.toHaveBeenCalled();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('an upload reports its progress while pending', async () => {
  renderIn(
    <SaveButton
      options={{
        mutationFn: (_id, { onProgress }) => callEndpoint(createOwnerClinic, { body: new FormData() }, { onProgress }),
        successNotice: 'Clinic location added.',
      }}
    />,
  );
  fireEvent.click(saveButton());
  const bar = (await screen.findByRole('progressbar', { name: 'Upload progress' })) as HTMLProgressElement;
  expect(bar.value).toBe(0);
  act(() => FakeXhr.last().progress(30, 100));
  await waitFor(() => expect(bar.value).toBeCloseTo(0.3));
  await act(async () => FakeXhr.last().respond(201, { result: { id: 'c9' } }));
  await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  expect(notices()).toEqual(['success: Clinic location added.']);
});
