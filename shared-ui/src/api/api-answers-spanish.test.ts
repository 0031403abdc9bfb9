/** The API client's own words (session expired, service unreachable) follow the page's language. */
import { activateLocale } from '@directpay/shared-ui/i18n';
import { useNoticeStore } from '../notices/notice-store';
import { useSessionStore } from '../session/session-store';
import { ApiRequestError, apiFetch } from './api-client';
import { answerWith, FakeXhr } from './test-transport';

beforeEach(async () => {
  useNoticeStore.setState({ notices: [] });
  useSessionStore.setState({ userId: 'u1', email: 'owner@example.com', token: 'token-1', accountId: 'a1' });
  FakeXhr.install();
  await activateLocale('es');
});

afterEach(() => activateLocale('en'));

test('an ended session is announced in Spanish on a Spanish page', async () => {
  answerWith(401, { statusCode: 401, error: 'Unauthorized', message: 'The session has ended.' });
  await apiFetch('/account/clinics', { auth: true }).catch(() => undefined);
  expect(useNoticeStore.getState().notices.map((n) => n.message)).toEqual(['Su sesión ha vencido. Vuelva a iniciar sesión.']);
});

test('an unreachable service is said in Spanish on a Spanish page', async () => {
  const fetchMock = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  const error = (await apiFetch('/clinics/x').catch((e: unknown) => e)) as ApiRequestError;
  expect(error.message).toBe('No se pudo conectar con el servicio. Revise su conexión e inténtelo de nuevo.');
  fetchMock.mockRestore();
});
