/**
 * shared-ui's own words follow the page's language: English as before, Spanish once the page
 * is Spanish (the catalog is fetched on activation, as the host does before its first render).
 */
import { act, render, screen } from '@testing-library/react';
import { formatTimeIn } from '@directpay/contracts';
import { activateLocale } from '@directpay/shared-ui/i18n';
import { MemoryRouter } from '@directpay/shared-ui/routing';
import { Notices } from './notices/notices';
import { ServiceBundle } from './components/service-bundle';
import { PagedCarousel } from './components/paged-carousel';
import { PageLoading } from './components/page-loading';
import { RouteNotFound } from './components/route-not-found';
import { weekHours } from './formatters/hours';
import { useHoursFormat } from './formatters/use-hours-format';

const hours = { mondayToggle: true, mondayOpenTime: '09:00', mondayCloseTime: '17:30', tuesdayToggle: true, tuesdayOpenTime: '08:00', tuesdayCloseTime: '' };

function Week() {
  const format = useHoursFormat();
  return (
    <ul>
      {format.weekHours(hours).map(({ day, label, text }) => (
        <li key={day}>{`${label}: ${text}`}</li>
      ))}
    </ul>
  );
}

function Page() {
  return (
    <MemoryRouter initialEntries={['/clinic/x/nothing']}>
      <Notices />
      <ServiceBundle service={{ allInclusive: true, includes: ['Exam'], excludes: ['Fluoride'] }} />
      <PagedCarousel items={['a', 'b', 'c']} perPage={2} label="doctors" itemKey={(item) => item} renderItem={(item) => item} />
      <PageLoading />
      <RouteNotFound remote="mf_test" />
      <Week />
    </MemoryRouter>
  );
}

afterEach(() => act(() => activateLocale('en')));

test('in English the words are the ones the site always showed, hours byte for byte', async () => {
  await act(() => activateLocale('en'));
  render(<Page />);
  expect(screen.getByText('All-inclusive price')).toBeTruthy();
  expect(screen.getByRole('list', { name: 'Not included' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Next doctors' })).toBeTruthy();
  expect(screen.getByText('Page 1 of 2')).toBeTruthy();
  expect(screen.getByRole('status', { name: '' }).textContent).toContain('Loading…');
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
  const lines = screen.getAllByRole('listitem').map((li) => li.textContent).filter((text) => text?.includes(': '));
  expect(lines).toEqual(weekHours(hours).map(({ label, text }) => `${label}: ${text}`));
  expect(lines.slice(0, 3)).toEqual(['Sunday: Closed', 'Monday: 9:00 AM - 5:30 PM', 'Tuesday: 8:00 AM - N/A']);
});

test('on a Spanish page every word is Spanish, with Spanish day names and 12-hour times', async () => {
  await act(() => activateLocale('es'));
  render(<Page />);
  expect(screen.getByText('Precio con todo incluido')).toBeTruthy();
  expect(screen.getByRole('list', { name: 'No incluye' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Siguiente: doctors' })).toBeTruthy();
  expect(screen.getByText('Página 1 de 2')).toBeTruthy();
  expect(screen.getByText('Cargando…')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeTruthy();
  expect(await screen.findByText('/clinic/x/nothing')).toBeTruthy();
  expect(screen.getByRole('region', { name: 'Notificaciones' })).toBeTruthy();
  const lines = screen.getAllByRole('listitem').map((li) => li.textContent?.replace(/\s/g, ' ')).filter((text) => text?.includes(': '));
  // The times are Intl's es-US 12-hour times ('9:00 a.m.' or '9:00 a. m.', by the ICU version).
  const time = (value: string) => formatTimeIn(value, 'es').replace(/\s/g, ' ');
  expect(time('09:00')).toMatch(/^9:00 a\.\s?m\.$/);
  expect(lines.slice(0, 3)).toEqual(['Domingo: Cerrado', `Lunes: ${time('09:00')} - ${time('17:30')}`, `Martes: ${time('08:00')} - No disponible`]);
});
