import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { addDays, clinicTimeZone, dayIn, weekdayOf, type Clinic } from '@directpay/contracts';
import { AppointmentForm } from './appointment-form';
import { windowDays } from '../lib/window-rules';

const weekdays = (open: string, close: string) =>
  Object.fromEntries(
    ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].flatMap((day, i) => {
      const on = i > 0 && i < 6;
      return [[`${day}Toggle`, on], [`${day}OpenTime`, on ? open : ''], [`${day}CloseTime`, on ? close : '']];
    }),
  );

const clinic = {
  id: 'c'.repeat(24),
  categoryId: 1,
  detail: { name: 'Clear Sight', website: '', emailAddress: 'c@example.com', phoneNumber: '8015550100', acceptingNewPatients: true, description: '' },
  address: { streetAddress: '1 Main St', suiteUnit: '', cityTown: 'Provo', state: 'UT', zip: '84601', latitude: null, longitude: null },
  images: [],
  services: [{ description: 'Eye exam', price: '95' }],
  otherServices: [],
  insurances: [],
  specialties: [],
  hours: weekdays('09:00', '17:00'),
  pricesConfirmedAt: null,
  doctors: [],
  appointments: { accepting: true, minNoticeBusinessDays: 1 },
} as unknown as Clinic;

const { first } = windowDays({ today: dayIn(clinicTimeZone('UT')), minNoticeBusinessDays: 1 });
/** The `n`th day from the first allowed one that falls on a weekday the clinic opens (Monday to Friday). */
const openDay = (n = 0): string => {
  let day = first;
  for (let left = n; ; day = addDays(day, 1)) {
    const weekday = weekdayOf(day);
    if (weekday === 0 || weekday === 6) continue;
    if (left-- === 0) return day;
  }
};
const sunday = (() => {
  let day = first;
  while (weekdayOf(day) !== 0) day = addDays(day, 1);
  return day;
})();

let sent: Record<string, unknown>[] = [];
let answer: () => { status: number; body: unknown };
/** What the API answers, as much of a fetch Response as the client reads (jsdom has no Response). */
const asResponse = ({ status, body }: { status: number; body: unknown }) => ({ status, ok: status < 300, text: async () => JSON.stringify(body) }) as unknown as Response;

beforeEach(() => {
  sent = [];
  answer = () => ({ status: 202, body: { status: 'requested' } });
  global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return asResponse(answer());
  }) as typeof fetch;
});

const windowBox = (i: number) => within(screen.getByTestId(`appointment-window-${i}`));
const setDay = (i: number, day: string) => fireEvent.change(windowBox(i).getByLabelText('Date'), { target: { value: day } });
const fillContact = () => {
  fireEvent.change(screen.getByLabelText('Service'), { target: { value: 'Eye exam' } });
  fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Paz Ruiz' } });
  fireEvent.change(screen.getByLabelText('Your email'), { target: { value: 'paz@example.com' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
};
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

describe('the appointment request form', () => {
  it('names each window’s problem at that window and sends nothing', async () => {
    render(<AppointmentForm clinic={clinic} />);
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Add another preferred time' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add another preferred time' }));
    expect(screen.queryByRole('button', { name: 'Add another preferred time' })).toBeNull();
    setDay(0, sunday);
    setDay(1, openDay());
    fireEvent.click(windowBox(1).getByRole('radio', { name: 'A time range' }));
    fireEvent.change(windowBox(1).getByLabelText('From'), { target: { value: '16:00' } });
    fireEvent.change(windowBox(1).getByLabelText('To'), { target: { value: '18:00' } });
    setDay(2, addDays(first, 120));
    send();
    expect(await windowBox(0).findByText('The clinic is closed on this day. Pick a day it is open.')).toBeTruthy();
    expect(windowBox(1).getByText("This time is outside the clinic's hours for that day.")).toBeTruthy();
    expect(windowBox(2).getByText('This date is too far ahead: pick one within 90 days.')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('refuses a day inside the notice and two windows that overlap', async () => {
    render(<AppointmentForm clinic={clinic} />);
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Add another preferred time' }));
    setDay(0, addDays(first, -1));
    send();
    expect(await windowBox(0).findByText(/This date is too soon/)).toBeTruthy();
    setDay(0, openDay());
    setDay(1, openDay());
    fireEvent.click(windowBox(1).getByRole('radio', { name: 'A time range' }));
    fireEvent.change(windowBox(1).getByLabelText('From'), { target: { value: '10:00' } });
    fireEvent.change(windowBox(1).getByLabelText('To'), { target: { value: '11:00' } });
    send();
    expect(await windowBox(1).findByText('This time overlaps another of your preferred times.')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('sends three windows and then says it is requested, not yet confirmed', async () => {
    render(<AppointmentForm clinic={clinic} service="Eye exam" />);
    expect((screen.getByLabelText('Service') as HTMLSelectElement).value).toBe('Eye exam');
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Add another preferred time' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add another preferred time' }));
    setDay(0, openDay(0));
    setDay(1, openDay(0));
    fireEvent.click(windowBox(1).getByRole('radio', { name: 'Afternoon' }));
    setDay(2, openDay(1));
    fireEvent.click(windowBox(2).getByRole('radio', { name: 'A time range' }));
    fireEvent.change(windowBox(2).getByLabelText('From'), { target: { value: '14:00' } });
    fireEvent.change(windowBox(2).getByLabelText('To'), { target: { value: '15:30' } });
    send();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      service: 'Eye exam',
      selfPay: true,
      name: 'Paz Ruiz',
      windows: [
        { day: openDay(0), part: 'morning' },
        { day: openDay(0), part: 'afternoon' },
        { day: openDay(1), part: 'range', from: '14:00', to: '15:30' },
      ],
    });
    const done = await screen.findByTestId('appointment-requested');
    expect(within(done).getByRole('heading').textContent).toBe('Requested, not yet confirmed');
    expect(done.textContent).toContain('private link');
  });

  it('shows the API’s words about a window next to that window', async () => {
    answer = () => ({ status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'body/windows/1/day is inside the clinic’s minimum notice', field: '/body/windows/1/day' } });
    render(<AppointmentForm clinic={clinic} />);
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Add another preferred time' }));
    setDay(0, openDay(0));
    setDay(1, openDay(1));
    send();
    expect(await windowBox(1).findByText('Is inside the clinic’s minimum notice.')).toBeTruthy();
    expect(screen.queryByTestId('appointment-requested')).toBeNull();
  });
});
