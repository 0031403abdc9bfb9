import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@directpay/shared-ui/routing';
import { useSessionStore } from '@directpay/shared-ui';
import { ApiQueryProvider, createApiQueryClient } from '@directpay/shared-ui/query';
import { SideNav } from '#src/features/account-layout/components/side-nav';
import { ModerationNavLink } from './moderation-nav-link';

function navFor(administrator: boolean | undefined) {
  global.fetch = jest.fn(async () => {
    const session = { userId: 'u', accountId: 'a', email: 'o@example.com', emailConfirmed: true, hasPassword: true, ...(administrator === undefined ? {} : { administrator }) };
    return { status: 200, text: async () => JSON.stringify(session) } as unknown as Response;
  }) as typeof fetch;
  return render(
    <ApiQueryProvider client={createApiQueryClient()}>
      <MemoryRouter>
        <SideNav email="o@example.com" extraLinks={(onNavigate) => <ModerationNavLink onNavigate={onNavigate} />} />
      </MemoryRouter>
    </ApiQueryProvider>,
  );
}

beforeEach(() => useSessionStore.setState({ userId: 'u', email: 'o@example.com', token: 't', accountId: 'a' }));

describe("the account navigation's Moderation link", () => {
  it('is there for an administrator', async () => {
    navFor(true);
    expect((await screen.findByRole('link', { name: 'Moderation' })).getAttribute('href')).toBe('/account/moderation');
  });

  it.each([false, undefined])('is not there when the session says administrator is %s', async (administrator) => {
    navFor(administrator);
    await screen.findByRole('link', { name: 'Account preferences' });
    // The session's answer has arrived and been drawn.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('link', { name: 'Moderation' })).toBeNull();
    expect(global.fetch).toHaveBeenCalled();
  });
});
