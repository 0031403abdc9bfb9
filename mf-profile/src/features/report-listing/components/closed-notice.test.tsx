import { act, render, screen } from '@testing-library/react';
import { activateLocale } from '@directpay/shared-ui/i18n';
import { ClosedNotice } from './closed-notice';

afterEach(async () => {
  await act(() => activateLocale('en'));
});

describe("a closed listing's notice", () => {
  it('says the clinic is closed, with the day it was marked so', async () => {
    render(<ClosedNotice closedAt="2026-03-04T15:00:00.000Z" />);
    expect(screen.getByRole('heading', { name: 'This clinic is closed' })).toBeTruthy();
    expect(screen.getByText(/^Marked closed on March 4, 2026\./)).toBeTruthy();
  });

  it('is in Spanish on a Spanish page', async () => {
    await act(() => activateLocale('es'));
    render(<ClosedNotice closedAt="2026-03-04T15:00:00.000Z" />);
    expect(await screen.findByRole('heading', { name: 'Esta clínica está cerrada' })).toBeTruthy();
    expect(screen.getByText(/^Marcada como cerrada el 4 de marzo de 2026\./)).toBeTruthy();
  });

  it('shows nothing for a listed clinic', () => {
    const { container } = render(<ClosedNotice closedAt={undefined} />);
    expect(container.textContent).toBe('');
  });
});
