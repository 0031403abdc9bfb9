import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from '@directpay/shared-ui/routing';
import { useSessionStore } from '@directpay/shared-ui';
import { useLogOut, useSignOutOnArrival } from './use-log-out';

/** Every render of the account route, with the session it saw: a page drawn there without one sends the visitor to /login. */
let accountRenders: (string | null)[] = [];
function Account() {
  accountRenders.push(useSessionStore((s) => s.token));
  return <h1>Your clinic locations</h1>;
}

function Shell() {
  useSignOutOnArrival();
  const logOut = useLogOut();
  const { pathname, state } = useLocation();
  return (
    <>
      <button onClick={logOut}>Log out</button>
      <p data-testid="where">{`${pathname} ${JSON.stringify(state)}`}</p>
      <Outlet />
    </>
  );
}

function site(start: string) {
  return render(
    <MemoryRouter initialEntries={[start]}>
      <Routes>
        <Route element={<Shell />}>
          <Route path="/" element={<h1>Find clinics</h1>} />
          <Route path="/account" element={<Account />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  accountRenders = [];
  localStorage.clear();
  useSessionStore.getState().signIn({ userId: 'user-1', email: 'owner@example.com', token: 'token-1', accountId: 'account-1' } as never);
});

test('Log out shows home first and ends the session there: the page being left never renders without it', async () => {
  site('/account');
  await act(async () => screen.getByRole('button', { name: 'Log out' }).click());
  expect(screen.getByRole('heading', { name: 'Find clinics' })).toBeTruthy();
  expect(accountRenders.length).toBeGreaterThan(0);
  expect(accountRenders).not.toContain(null);
  expect(useSessionStore.getState().token).toBeNull();
  expect(localStorage.getItem('userToken')).toBeNull();
  // The mark is dropped once done: Back, Forward or a reload of home signs nobody out again.
  expect(screen.getByTestId('where').textContent).toBe('/ null');
});

test('Log out on the home page itself ends the session too', async () => {
  site('/');
  await act(async () => screen.getByRole('button', { name: 'Log out' }).click());
  expect(useSessionStore.getState().token).toBeNull();
  expect(screen.getByTestId('where').textContent).toBe('/ null');
});

test('arriving home without the mark leaves the session alone', async () => {
  site('/');
  await act(async () => undefined);
  expect(useSessionStore.getState().token).toBe('token-1');
});
