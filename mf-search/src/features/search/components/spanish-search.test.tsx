import { render, screen, within } from '@testing-library/react';
import type { ClinicCard as Card } from '@directpay/contracts';
import { activateLocale } from '@directpay/shared-ui/i18n';
import { confirmedLabel } from '#src/features/compare/utils/compare-rows';
import { ClinicCard } from './clinic-card';
import { ResultsHeading } from './results-heading';
import { SortSelect } from './sort-select';

const WEEKDAYS_9_TO_5 = ['', '09:00-17:00', '09:00-17:00', '09:00-17:00', '09:00-17:00', '09:00-17:00', ''];
const clinic: Card = {
  id: '65a1b2c3d4e5f60718293a4b',
  name: 'Alpha Chiropractic',
  cityTown: 'Provo',
  state: 'UT',
  latitude: 40.2,
  longitude: -111.6,
  imageUrl: null,
  prices: [],
  fromPrice: { description: 'Initial visit', price: '58' },
  distanceKm: 2.4,
  acceptingNewPatients: true,
  openHours: WEEKDAYS_9_TO_5,
};
// A Tuesday at 10:00 on the visitor's clock.
const NOW = new Date(2026, 5, 2, 10, 0);

describe('the search on a Spanish page', () => {
  beforeAll(() => activateLocale('es'));
  afterAll(() => activateLocale('en'));

  it('counts clinics with Spanish plurals', () => {
    const { rerender } = render(<ResultsHeading total={1} overall={30} scope="Dental" failed={false} onShowAll={() => undefined} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('1 clínica');
    expect(screen.getByTestId('results-scope').textContent).toBe('Dental · en esta zona · 30 en total · Mostrar todas');
    rerender(<ResultsHeading total={2} overall={2} scope="Dental" failed={false} onShowAll={() => undefined} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('2 clínicas');
  });

  it('shows a card in Spanish, its owner data kept as typed and its link under /es', () => {
    render(<ClinicCard clinic={clinic} now={NOW} />);
    expect(screen.getByTestId('card-price').textContent).toBe('desde $58 · Initial visit');
    expect(screen.getByText('Provo, UT · a 1.5 mi')).toBeTruthy();
    const trust = within(screen.getByRole('list', { name: 'Sobre esta clínica' })).getAllByRole('listitem').map((li) => li.textContent);
    // The price stamp before them is the contracts' wording.
    expect(trust.slice(-2)).toEqual(['Acepta pacientes nuevos', 'Abierto ahora']);
    expect(screen.getByRole('heading', { name: 'Alpha Chiropractic' }).getAttribute('translate')).toBe('no');
    const link = screen.getByRole('link', { name: /Ver clínica/ });
    expect(link.getAttribute('href')).toBe(`/es/clinic/${clinic.id}`);
    expect(screen.getByRole('checkbox', { name: 'Comparar Alpha Chiropractic, Provo, UT' })).toBeTruthy();
  });

  it('names the sort options and dates in Spanish', () => {
    render(<SortSelect sort="name" service="All services" code="" hasOrigin={false} onSort={() => undefined} />);
    const options = within(screen.getByLabelText('Ordenar por')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Nombre', 'Precio (elija un servicio)', 'Distancia (elija un lugar)']);
    expect(confirmedLabel('2026-03-04T00:00:00.000Z')).toBe('4 de marzo de 2026');
    expect(confirmedLabel(null)).toBe('Aún sin confirmar');
  });
});
