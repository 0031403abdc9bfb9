import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@directpay/shared-ui/routing';
import { useSessionStore } from '@directpay/shared-ui';
import { ApiQueryProvider, createApiQueryClient } from '@directpay/shared-ui/query';
import { ModerationPage } from './moderation-page';
import { CLINIC_ID, fakeModerationApi, openCase, type Answers } from './moderation-test-api';

const answers = (over: Partial<Answers> = {}): Answers => ({
  administrator: true,
  queue: { cases: [openCase(), openCase({ id: 'b'.repeat(24), reason: 'wrong-prices', clinicName: 'Clear Sight', reporterEmail: undefined, note: '' })], countsByReason: { closed: 1, 'wrong-prices': 1 } },
  audit: { entries: [] },
  administrators: { administrators: [{ userId: 'u'.repeat(24), email: 'mod@example.com', fromEnvironment: true }] },
  actionStatus: 200,
  ...over,
});

function renderPage() {
  return render(
    <ApiQueryProvider client={createApiQueryClient()}>
      <MemoryRouter>
        <ModerationPage />
      </MemoryRouter>
    </ApiQueryProvider>,
  );
}

beforeEach(() => {
  useSessionStore.setState({ userId: 'u', email: 'mod@example.com', token: 't', accountId: 'a' });
});

describe('the moderation page', () => {
  it('tells an account that is not an administrator it may not see it, and asks for no case', async () => {
    const sent = fakeModerationApi(answers({ administrator: false }));
    renderPage();
    expect(await screen.findByText(/You are not allowed to see this page/)).toBeTruthy();
    expect(sent.map((request) => request.path)).toEqual(['/auth/session']);
  });

  it('lists the open cases as the API orders them, with counts by reason, and the note as text', async () => {
    fakeModerationApi(answers());
    renderPage();
    const cases = await screen.findAllByTestId('moderation-case');
    expect(cases.map((item) => item.querySelector('h3')?.textContent)).toEqual(['Bright Smiles', 'Clear Sight']);
    expect(within(cases[0]).getByRole('link', { name: 'Bright Smiles' }).getAttribute('href')).toBe(`/clinic/${CLINIC_ID}`);
    expect(within(cases[0]).getByTestId('case-reason').textContent).toBe('Closed');
    expect(within(cases[0]).getByTestId('case-note').textContent).toBe('<img src=x onerror=alert(1)> Sign says closed');
    expect(cases[0].querySelector('img')).toBeNull();
    expect(within(cases[0]).getByText('pat@example.com')).toBeTruthy();
    expect(within(cases[0]).getByText('March 2, 2026')).toBeTruthy();
    expect(within(cases[0]).getByTestId('case-standing').textContent).toBe('Listed');
    expect(within(cases[1]).getByText('No email given')).toBeTruthy();
    expect(screen.getByTestId('reason-counts').textContent).toBe('Closed: 1Wrong prices: 1');
  });

  it('offers restore, not mark closed, for a listing already closed', async () => {
    fakeModerationApi(answers({ queue: { cases: [openCase({ standing: 'closed' })], countsByReason: { closed: 1 } } }));
    renderPage();
    const item = await screen.findByTestId('moderation-case');
    expect(within(item).getAllByRole('button').map((button) => button.textContent)).toEqual(['Audit log of this listing', 'Dismiss', 'Suspend', 'Restore']);
  });

  it('needs a reason before a decision is sent, then sends it and says what was done', async () => {
    const sent = fakeModerationApi(answers());
    renderPage();
    const item = (await screen.findAllByTestId('moderation-case'))[0];
    fireEvent.click(within(item).getByRole('button', { name: 'Mark closed' }));
    expect(within(item).getByText('Please write the reason for this decision.')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(item).getByLabelText('Reason'), { target: { value: '  The clinic confirmed it closed in May.  ' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Mark closed' }));
    await waitFor(() => expect(screen.getByTestId('moderation-result').textContent).toBe('Bright Smiles is now marked closed. The owner was told. Reason given: The clinic confirmed it closed in May.'));
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: `/moderation/cases/${'a'.repeat(24)}/actions`, body: { action: 'close', reason: 'The clinic confirmed it closed in May.' } },
    ]);
  });

  it('says a case another administrator decided first was already decided', async () => {
    fakeModerationApi(answers({ actionStatus: 409 }));
    renderPage();
    const item = (await screen.findAllByTestId('moderation-case'))[0];
    fireEvent.change(within(item).getByLabelText('Reason'), { target: { value: 'Duplicate report' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Dismiss' }));
    expect((await within(item).findByRole('alert')).textContent).toMatch(/^This case was already decided\./);
  });

  it('gives the role by email with a reason, and cannot take it from an administrator the environment names', async () => {
    const sent = fakeModerationApi(answers());
    renderPage();
    const admins = await screen.findAllByTestId('administrator');
    expect(within(admins[0]).getByText(/cannot be removed here/)).toBeTruthy();
    expect(within(admins[0]).queryByRole('button')).toBeNull();

    const grant = screen.getByRole('form', { name: 'Make an account an administrator' });
    fireEvent.change(within(grant).getByLabelText("The account's email"), { target: { value: 'new-mod@example.com' } });
    fireEvent.click(within(grant).getByRole('button', { name: 'Make administrator' }));
    expect(within(grant).getByText('Please write the reason for this decision.')).toBeTruthy();
    fireEvent.change(within(grant).getByLabelText('Reason'), { target: { value: 'Joins the support team' } });
    fireEvent.click(within(grant).getByRole('button', { name: 'Make administrator' }));
    await waitFor(() =>
      expect(sent.filter((request) => request.method === 'POST')).toEqual([
        { method: 'POST', path: '/moderation/administrators', body: { email: 'new-mod@example.com', reason: 'Joins the support team' } },
      ]),
    );
  });

  it('takes the role from a granted administrator only with a reason', async () => {
    const granted = { userId: 'g'.repeat(24), email: 'helper@example.com', fromEnvironment: false };
    const sent = fakeModerationApi(answers({ administrators: { administrators: [granted] } }));
    renderPage();
    const row = await screen.findByTestId('administrator');
    fireEvent.click(within(row).getByRole('button', { name: 'Remove the role…' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Remove the administrator role' }));
    expect(within(row).getByText('Please write the reason for this decision.')).toBeTruthy();
    fireEvent.change(within(row).getByLabelText('Reason'), { target: { value: 'Left the team' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Remove the administrator role' }));
    await waitFor(() =>
      expect(sent.filter((request) => request.method === 'POST')).toEqual([
        { method: 'POST', path: `/moderation/administrators/${'g'.repeat(24)}/revoke`, body: { reason: 'Left the team' } },
      ]),
    );
  });
});
