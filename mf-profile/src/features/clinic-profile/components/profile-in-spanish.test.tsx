import { render, screen, within } from '@testing-library/react';
import { activateLocale } from '@directpay/shared-ui/i18n';
import { MemoryRouter } from '@directpay/shared-ui/routing';
import { formatTimeIn } from '@directpay/contracts';
import { testClinic } from '#src/test-clinic';
import { PricesTable } from '#src/features/prices/components/prices-table';
import { Description } from './description';
import { HoursTable } from './hours-table';
import '#src/messages';

afterEach(() => activateLocale('en'));

describe('the clinic description', () => {
  it("shows the owner's Spanish description on a Spanish page, marked as Spanish and as typed", async () => {
    await activateLocale('es');
    render(<Description detail={{ description: 'Family dentistry.', descriptionEs: 'Odontología familiar.' }} />);
    expect(screen.getByRole('heading', { name: 'Acerca de la clínica' })).toBeTruthy();
    const text = screen.getByTestId('description-preview');
    expect(text.textContent).toBe('Odontología familiar.');
    expect(text.getAttribute('lang')).toBe('es');
    expect(text.getAttribute('translate')).toBe('no');
  });

  it('shows the only description there is on a Spanish page, without calling it Spanish', async () => {
    await activateLocale('es');
    render(<Description detail={{ description: 'Family dentistry.', descriptionEs: ' ' }} />);
    const text = screen.getByTestId('description-preview');
    expect(text.textContent).toBe('Family dentistry.');
    expect(text.getAttribute('lang')).toBeNull();
  });

  it('keeps the English description on an English page', () => {
    render(<Description detail={{ description: 'Family dentistry.', descriptionEs: 'Odontología familiar.' }} />);
    expect(screen.getByRole('heading', { name: 'About' })).toBeTruthy();
    expect(screen.getByTestId('description-preview').textContent).toBe('Family dentistry.');
  });
});

describe('opening hours', () => {
  const mondayRow = () => within(screen.getByRole('table')).getAllByRole('row')[1];

  it('read in English as before: weekday, then 12-hour times', () => {
    render(<HoursTable hours={testClinic().hours} />);
    expect(mondayRow().textContent).toBe('Monday9:00 AM - 5:00 PM');
    expect(within(screen.getByRole('table')).getAllByRole('row')[0].textContent).toBe('SundayClosed');
  });

  it('read in Spanish: the weekday and 12-hour times as es-US writes them', async () => {
    await activateLocale('es');
    render(<HoursTable hours={testClinic().hours} />);
    expect(screen.getByRole('heading', { name: 'Horario' })).toBeTruthy();
    expect(mondayRow().textContent).toBe(`Lunes${formatTimeIn('09:00', 'es')} - ${formatTimeIn('17:00', 'es')}`);
    expect(formatTimeIn('17:00', 'es')).toMatch(/^5:00\s?p/);
    expect(within(screen.getByRole('table')).getAllByRole('row')[0].textContent).toBe('DomingoCerrado');
  });
});

describe('the prices table', () => {
  it('writes prices and headings in Spanish on a Spanish page, the services as typed', async () => {
    await activateLocale('es');
    render(<PricesTable clinic={testClinic()} local={undefined} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('columnheader', { name: 'Precio en efectivo' })).toBeTruthy();
    // The service's own cell; its row's request link names it again for screen readers.
    const exam = screen.getAllByText('Exam')[0];
    expect(exam.getAttribute('translate')).toBe('no');
    expect(exam.closest('tr')?.textContent).toContain('$120');
    expect(exam.closest('tr')?.textContent).not.toMatch(/\$\s120/);
  });

  it('keeps "$ 120" in English', () => {
    render(<PricesTable clinic={testClinic()} local={undefined} />, { wrapper: MemoryRouter });
    const row = screen.getAllByText('Exam')[0].closest('tr')!;
    expect(within(row).getByText(/^\$\s120$/)).toBeTruthy();
  });
});
