import { render, screen, act } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@directpay/shared-ui/routing';
import { useSessionStore } from '@directpay/shared-ui';
import AccountApp from './account-app';

function Login() {
  const { search } = useLocation();
  return <p>login page {search}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<Login />} />
        <Route path="/account/*" element={<AccountApp />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  // The list asks the API; these tests are about the guard only.
  global.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as typeof fetch;
  useSessionStore.setState({ userId: '', email: '', token: null, accountId: null });
});

describe('AccountApp guard', () => {
  it('sends a visitor without a session to /login with the page to come back to', () => {
    renderAt('/account/metrics');
    expect(screen.getByText('login page ?returnTo=%2Faccount%2Fmetrics')).toBeTruthy();
  });

  it('shows the signed-in email at once, from the shared store', () => {
    useSessionStore.setState({ userId: 'u', email: 'owner@example.com', token: 't', accountId: 'a' });
    const { container } = renderAt('/account');
    expect(container.querySelector('[data-remote="mf_account"]')?.textContent).toContain('owner@example.com');
  });

  it('says the session ended, naming the account, when it ends during the visit', () => {
    useSessionStore.setState({ userId: 'u', email: 'owner@example.com', token: 't', accountId: 'a' });
    renderAt('/account/preferences');
    act(() => useSessionStore.setState({ userId: '', email: '', token: null, accountId: null }));
    expect(screen.getByRole('heading', { name: 'Please log in again' })).toBeTruthy();
    expect(screen.getByText(/The session for owner@example.com has ended/)).toBeTruthy();
  });
});
