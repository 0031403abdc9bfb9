import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import ReportListingDialog from './report-listing-dialog';

/** What each request sent, and the answer the API gives. */
let sent: { url: string; body: Record<string, unknown> }[] = [];
let answer: { status: number; body?: unknown } = { status: 202, body: { status: 'accepted' } };

beforeEach(() => {
  sent = [];
  answer = { status: 202, body: { status: 'accepted' } };
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(url), body: JSON.parse(String(init?.body)) as Record<string, unknown> });
    return { status: answer.status, text: async () => JSON.stringify(answer.body) } as unknown as Response;
  }) as typeof fetch;
});

const open = () => render(<ReportListingDialog clinicId={'c'.repeat(24)} clinicName="<b>Bright</b> Smiles" open onOpenChange={() => undefined} />);
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send report' }));

describe('"Report this listing"', () => {
  it('offers the reasons in order, and names the clinic as typed', async () => {
    open();
    const reasons = await screen.findAllByRole('radio');
    expect(reasons.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'The clinic is closed',
      'Wrong prices',
      'Wrong address or phone',
      'Not a real clinic',
      'Other',
    ]);
    expect((await screen.findByText('<b>Bright</b> Smiles')).getAttribute('translate')).toBe('no');
  });

  it('asks for a reason before sending anything', async () => {
    open();
    send();
    expect(await screen.findByText('Please choose what is wrong.')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('sends the reason, the email and the note, then says it was sent', async () => {
    open();
    fireEvent.click(await screen.findByRole('radio', { name: 'The clinic is closed' }));
    fireEvent.change(screen.getByLabelText('Your email (optional)'), { target: { value: ' pat@example.com ' } });
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: 'Sign on the door says closed.' } });
    send();
    expect(await screen.findByText(/Your report was sent to our moderators/)).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toMatch(/\/clinics\/c{24}\/listing-reports$/);
    expect(sent[0].body).toEqual({ reason: 'closed', emailAddress: 'pat@example.com', note: 'Sign on the door says closed.', locale: 'en' });
  });

  it('refuses a malformed email beside the field, sending nothing', async () => {
    open();
    fireEvent.click(await screen.findByRole('radio', { name: 'Other' }));
    fireEvent.change(screen.getByLabelText('Your email (optional)'), { target: { value: 'not-an-email' } });
    send();
    expect(await screen.findByText('Please enter a valid email address, like name@example.com.')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('shows a second report from the same address beside the email', async () => {
    answer = { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'already reported' } };
    open();
    fireEvent.click(await screen.findByRole('radio', { name: 'Wrong prices' }));
    fireEvent.change(screen.getByLabelText('Your email (optional)'), { target: { value: 'pat@example.com' } });
    send();
    const email = screen.getByLabelText('Your email (optional)');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'You already reported this listing. A moderator will look at your report.',
    );
    expect(screen.queryByText(/Your report was sent/)).toBeNull();
  });

  it('says when too many reports were sent', async () => {
    answer = { status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded' } };
    open();
    fireEvent.click(await screen.findByRole('radio', { name: 'Not a real clinic' }));
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many reports were sent from here. Please try again later.');
  });
});
