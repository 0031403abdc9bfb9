import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { APPOINTMENT_STATES, type AppointmentState, type PatientAppointment } from '@directpay/contracts';
import { AppointmentStatusView } from './appointment-status-view';

const appointment = (state: AppointmentState, extra: Partial<PatientAppointment> = {}): PatientAppointment => ({
  clinic: { id: 'c'.repeat(24), name: 'Clear Sight', address: '1 Main St, Provo, UT 84601', phoneNumber: '8015550100', timeZone: 'America/Denver' },
  service: { description: 'Eye exam', price: '95' },
  windows: [{ day: '2026-12-14', part: 'morning' }],
  state,
  requestedAt: '2026-12-07T15:00:00.000Z',
  selfPay: true,
  ...extra,
});
const token = 'T'.repeat(43);
const posted: string[] = [];

beforeEach(() => {
  posted.length = 0;
  global.fetch = jest.fn(async (url: RequestInfo | URL) => {
    posted.push(String(url));
    const body = appointment(String(url).endsWith('/cancel') ? 'cancelled' : 'confirmed', { time: { day: '2026-12-15', from: '10:00', to: '10:30' } });
    return { status: 200, ok: true, text: async () => JSON.stringify(body) } as unknown as Response;
  }) as typeof fetch;
});

const WORDS: Record<AppointmentState, string> = {
  requested: 'Requested, not yet confirmed',
  proposed: 'The clinic proposed another time',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
  fulfilled: 'Visit done',
  noshow: 'Missed',
};

describe("the patient's appointment page", () => {
  it.each(APPOINTMENT_STATES)('says the state %s in plain words', (state) => {
    render(<AppointmentStatusView appointment={appointment(state)} token={token} />);
    expect(screen.getByTestId('appointment-state').textContent).toBe(WORDS[state]);
  });

  it('never reads as booked while only requested, and offers no calendar file', () => {
    render(<AppointmentStatusView appointment={appointment('requested')} token={token} />);
    expect(screen.getByText(/not booked until the clinic confirms/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /calendar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept this time' })).toBeNull();
  });

  it('accepts a proposed time, then shows it confirmed with its calendar file', async () => {
    render(<AppointmentStatusView appointment={appointment('proposed', { time: { day: '2026-12-15', from: '10:00', to: '10:30' } })} token={token} />);
    expect(screen.getByTestId('appointment-time').textContent).toBe('Tuesday, December 15, 2026, 10:00 AM to 10:30 AM');
    fireEvent.click(screen.getByRole('button', { name: 'Accept this time' }));
    await waitFor(() => expect(screen.getByTestId('appointment-state').textContent).toBe('Confirmed'));
    expect(posted[0]).toMatch(/\/appointments\/T+\/accept$/);
    expect(screen.getByRole('button', { name: 'Add to my calendar (.ics)' })).toBeTruthy();
  });

  it('cancels only after the confirm step', async () => {
    render(<AppointmentStatusView appointment={appointment('requested')} token={token} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel my request' }));
    expect(posted).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'No, keep it' }));
    expect(screen.getByTestId('appointment-state').textContent).toBe('Requested, not yet confirmed');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel my request' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(screen.getByTestId('appointment-state').textContent).toBe('Cancelled'));
    expect(posted[0]).toMatch(/\/cancel$/);
  });
});
