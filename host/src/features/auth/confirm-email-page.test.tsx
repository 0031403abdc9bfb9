import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@directpay/shared-ui/routing';
import { ConfirmEmailPage } from './confirm-email-page';

function answer(status: number, body: unknown) {
  const fetchMock = jest.fn(async () => ({ status, text: async () => JSON.stringify(body) }) as unknown as Response);
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const open = (search: string) =>
  render(
    <MemoryRouter initialEntries={[`/confirm-email${search}`]}>
      <ConfirmEmailPage />
    </MemoryRouter>,
  );

describe('the page a confirmation link opens', () => {
  it('confirms the address once and says which', async () => {
    const fetchMock = answer(200, { email: 'new@example.com' });
    open('?token=abc.def');
    expect(screen.getByRole('status').textContent).toBe('Confirming your email address…');
    expect((await screen.findByText('new@example.com')).tagName).toBe('STRONG');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives the API’s reason without the token it names, found from the error’s field', async () => {
    const message = 'body/token: this confirmation link is invalid, already used or expired; log in and ask for a new one.';
    answer(400, { statusCode: 400, error: 'Bad Request', message, field: '/body/token' });
    open('?token=abc.forged');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your email address could not be confirmed: this confirmation link is invalid, already used or expired; log in and ask for a new one.',
    );
  });

  it('says a link without a token has none, and asks nothing', () => {
    const fetchMock = answer(200, {});
    open('');
    expect(screen.getByRole('alert').textContent).toBe('Your email address could not be confirmed: This link has no confirmation token.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
