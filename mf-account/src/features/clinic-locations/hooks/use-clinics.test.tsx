import { act, render, screen } from '@testing-library/react';
import type { NpiCheck } from '@directpay/contracts';
import { useSessionStore } from '@directpay/shared-ui';
import { ApiQueryProvider, createApiQueryClient } from '@directpay/shared-ui/query';
import { useClinics } from './use-clinics';

const check = (state: NpiCheck['state']): NpiCheck => ({ npi: '1234567893', state, checkedAt: state === 'pending' ? null : '2026-03-03T00:00:00.000Z' });
const clinicWith = (npiCheck: NpiCheck) => ({ id: 'c1', detail: { name: 'Bright Smiles Dental' }, address: { state: 'UT' }, doctors: [], npiCheck });

/** The API's answers in turn, the last one repeated. */
function answers(...states: NpiCheck['state'][]) {
  let calls = 0;
  const mock = jest.fn(async () => {
    const state = states[Math.min(calls++, states.length - 1)];
    const body = JSON.stringify({ results: [clinicWith(check(state))] });
    return { status: 200, ok: true, headers: new Headers({ 'content-type': 'application/json' }), text: async () => body, json: async () => JSON.parse(body) } as unknown as Response;
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

function States() {
  const { state } = useClinics();
  return <p data-testid="state">{state.status === "ready" ? state.clinics[0].npiCheck?.state : state.status === "error" ? state.message : state.status}</p>;
}

const shown = () => screen.getByTestId('state').textContent;
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  jest.useFakeTimers();
  useSessionStore.setState({ userId: 'u', email: 'owner@example.com', token: 't', accountId: 'a' });
});
afterEach(() => jest.useRealTimers());

test('the clinic list is read again while a check is pending, and no more once it has settled', async () => {
  const fetch = answers('pending', 'pending', 'verified');
  render(
    <ApiQueryProvider client={createApiQueryClient()}>
      <States />
    </ApiQueryProvider>,
  );
  await wait(0);
  expect(shown()).toBe('pending');
  expect(fetch).toHaveBeenCalledTimes(1);
  // Each wait is a little over the delay: the next read is timed from when the last one answered.
  await wait(5_500);
  expect(fetch).toHaveBeenCalledTimes(2);
  await wait(5_500);
  expect(shown()).toBe('verified');
  expect(fetch).toHaveBeenCalledTimes(3);
  await wait(10 * 60_000);
  expect(fetch).toHaveBeenCalledTimes(3);
});

test('a check pending for long is read less often', async () => {
  const fetch = answers('pending');
  render(
    <ApiQueryProvider client={createApiQueryClient()}>
      <States />
    </ApiQueryProvider>,
  );
  await wait(0);
  // Every 5 s for the first half minute, then every 15 s until two minutes, then every minute.
  await wait(30_000);
  const early = fetch.mock.calls.length;
  await wait(90_000);
  const middle = fetch.mock.calls.length - early;
  await wait(5 * 60_000);
  const late = fetch.mock.calls.length - early - middle;
  expect(early).toBeGreaterThanOrEqual(6);
  expect(middle).toBeLessThanOrEqual(7);
  expect(late).toBeLessThanOrEqual(6);
});
