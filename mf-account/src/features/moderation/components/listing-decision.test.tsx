import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@directpay/shared-ui/routing';
import { useSessionStore } from '@directpay/shared-ui';
import { ApiQueryProvider, createApiQueryClient } from '@directpay/shared-ui/query';
import type { ListingDecision } from '@directpay/contracts';
import { ListingDecisionView } from './listing-decision';

const CLINIC = 'c'.repeat(24);
const decision: ListingDecision = { standing: 'closed', reason: 'Three patients found it <b>shut</b>.', decidedAt: '2026-03-04T10:00:00.000Z' };
let sent: { path: string; body: unknown }[] = [];
let status = 200;

beforeEach(() => {
  sent = [];
  status = 200;
  useSessionStore.setState({ userId: 'u', email: 'owner@example.com', token: 't', accountId: 'a' });
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ path: new URL(String(url), 'http://localhost').pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const body = status === 409 ? { statusCode: 409, error: 'Conflict', message: 'already answered' } : { result: {} };
    return { status, text: async () => JSON.stringify(body) } as unknown as Response;
  }) as typeof fetch;
});

const show = (shown: ListingDecision) =>
  render(
    <ApiQueryProvider client={createApiQueryClient()}>
      <MemoryRouter>
        <ListingDecisionView clinicId={CLINIC} decision={shown} />
      </MemoryRouter>
    </ApiQueryProvider>,
  );

describe("the owner's view of a decision on a listing", () => {
  it('says why and when, the reason as typed', () => {
    show(decision);
    expect(screen.getByText('A moderator marked this listing closed on March 4, 2026.')).toBeTruthy();
    expect(screen.getByTestId('decision-reason').textContent).toBe('Three patients found it <b>shut</b>.');
    expect(screen.getByTestId('decision-reason').querySelector('b')).toBeNull();
  });

  it('asks for words before sending an answer, then sends them once', async () => {
    show(decision);
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(screen.getByText('Please write your answer.')).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'We moved next door and are open.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(sent).toEqual([{ path: `/account/clinics/${CLINIC}/moderation-answer`, body: { text: 'We moved next door and are open.' } }]));
  });

  it('says a second answer is refused', async () => {
    status = 409;
    show(decision);
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'Again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('You have already answered this decision.')).toBeTruthy();
  });

  it('shows the answer and its date instead of the form once answered', () => {
    show({ ...decision, standing: 'suspended', answer: { text: 'We are open.', answeredAt: '2026-03-05T10:00:00.000Z' } });
    expect(screen.getByText(/suspended this listing on March 4, 2026/)).toBeTruthy();
    expect(screen.getByTestId('decision-answer').textContent).toBe('Your answer of March 5, 2026:We are open.');
    expect(screen.queryByRole('button', { name: 'Send answer' })).toBeNull();
  });
});
