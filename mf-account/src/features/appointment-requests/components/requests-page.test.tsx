import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '@directpay/shared-ui';
import type { OwnerAppointment } from '@directpay/contracts';
import { RequestsPage } from './requests-page';

const request = (id: string, extra: Partial<OwnerAppointment> = {}): OwnerAppointment => ({
  id: id.repeat(24),
  clinicId: 'c'.repeat(24),
  clinicName: 'Clear Sight',
  service: { description: 'Eye exam', price: '95' },
  windows: [
    { day: '2026-12-14', part: 'morning' },
    { day: '2026-12-15', part: 'range', from: '14:00', to: '15:00' },
  ],
  state: 'requested',
  name: `Pat ${id}`,
  email: 'pat@example.com',
  phone: '',
  selfPay: true,
  note: '',
  requestedAt: '2026-12-07T15:00:00.000Z',
  firstAnsweredAt: null,
  ...extra,
});

let asked: { url: string; body?: unknown }[] = [];
const json = (body: unknown) => ({ status: 200, ok: true, text: async () => JSON.stringify(body) }) as unknown as Response;

beforeEach(() => {
  asked = [];
  useSessionStore.setState({ userId: 'u', email: 'owner@example.com', token: 't', accountId: 'a' });
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url);
    asked.push({ url: path, ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) });
    if (path.includes('/account/clinics')) return json({ results: [{ id: 'c'.repeat(24), detail: { name: 'Clear Sight' } }, { id: 'd'.repeat(24), detail: { name: 'Bright Smiles' } }] });
    if (path.includes('/answer')) return json({ result: request('a', { state: 'proposed', time: { day: '2026-12-16', from: '10:00', to: '10:30' } }) });
    return json({ results: [request('a'), request('b', { state: 'confirmed', time: { day: '2025-12-01', from: '09:00', to: '09:30' } })] });
  }) as typeof fetch;
});

const lastList = () => asked.filter((a) => a.url.includes('/account/appointment-requests?') || a.url.endsWith('/account/appointment-requests')).at(-1)?.url ?? '';

describe('the Requests page', () => {
  it('lists the requests in the API’s order, each state in plain words', async () => {
    render(<RequestsPage />);
    const rows = await screen.findAllByTestId('appointment-request');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual(['Pat a', 'Pat b']);
    expect(within(rows[0]).getByTestId('request-state').textContent).toBe('Requested, not yet confirmed');
    expect(within(rows[0]).getByText('Tuesday, December 15, 2026, 2:00 PM to 3:00 PM')).toBeTruthy();
    // A confirmed time whose day has come: kept or missed, and no more answers.
    expect(within(rows[1]).getByRole('button', { name: 'Mark as no-show' })).toBeTruthy();
    expect(within(rows[1]).queryByRole('button', { name: 'Confirm a time' })).toBeNull();
  });

  it('asks the API for one clinic and one state when filtered', async () => {
    render(<RequestsPage />);
    await screen.findAllByTestId('appointment-request');
    await screen.findByRole('option', { name: 'Bright Smiles' });
    fireEvent.change(screen.getByLabelText('Clinic'), { target: { value: 'd'.repeat(24) } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'confirmed' } });
    await waitFor(() => expect(lastList()).toContain(`clinicId=${'d'.repeat(24)}`));
    expect(lastList()).toContain('state=confirmed');
  });

  it('confirms the time picked inside a window, and proposes another time', async () => {
    render(<RequestsPage />);
    const [row] = await screen.findAllByTestId('appointment-request');
    fireEvent.click(within(row).getByRole('button', { name: 'Confirm a time' }));
    fireEvent.change(within(row).getByLabelText('Preferred time'), { target: { value: '1' } });
    expect((within(row).getByLabelText('Start time') as HTMLInputElement).value).toBe('14:00');
    fireEvent.change(within(row).getByLabelText('End time'), { target: { value: '14:30' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Confirm this time' }));
    await waitFor(() => expect(asked.some((a) => a.url.endsWith('/answer'))).toBe(true));
    expect(asked.find((a) => a.url.endsWith('/answer'))).toMatchObject({
      url: expect.stringContaining(`/account/appointment-requests/${'a'.repeat(24)}/answer`),
      body: { action: 'confirm', window: 1, time: { day: '2026-12-15', from: '14:00', to: '14:30' } },
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Propose another time' }));
    fireEvent.change(within(row).getByLabelText('Date'), { target: { value: '2026-12-16' } });
    fireEvent.change(within(row).getByLabelText('Start time'), { target: { value: '10:00' } });
    fireEvent.change(within(row).getByLabelText('End time'), { target: { value: '10:30' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Propose this time' }));
    await waitFor(() => expect(asked.filter((a) => a.url.endsWith('/answer'))).toHaveLength(2));
    expect(asked.filter((a) => a.url.endsWith('/answer'))[1].body).toEqual({ action: 'propose', time: { day: '2026-12-16', from: '10:00', to: '10:30' } });
  });
});
