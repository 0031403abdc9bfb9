import { act, fireEvent, render, screen } from '@testing-library/react';
import { activateLocale } from '@directpay/shared-ui/i18n';
import PriceCardDialog from './price-card-dialog';

const ID = '665f1c2e8b3a4d0012ab34cd';

const snippet = (name: 'script' | 'iframe') => screen.getByTestId(`snippet-${name}`).textContent ?? '';

afterEach(async () => {
  await act(() => activateLocale('en'));
});

describe('PriceCardDialog', () => {
  it('gives English snippets on an English page and adds lang when the owner picks Español', async () => {
    render(<PriceCardDialog clinicId={ID} clinicName="Smiles" onClose={() => undefined} />);
    expect(await screen.findByRole('radio', { name: 'English' })).toHaveProperty('checked', true);
    expect(snippet('script')).not.toContain('lang');
    expect(snippet('iframe')).toContain(`/embed/clinics/${ID}/price-card"`);

    fireEvent.click(screen.getByRole('radio', { name: 'Español' }));
    expect(snippet('script')).toContain(`data-clinic="${ID}" data-lang="es" async`);
    expect(snippet('iframe')).toContain(`/embed/clinics/${ID}/price-card?lang=es"`);
    expect(snippet('iframe')).toContain('title="Precios en efectivo de Smiles"');
  });

  it('speaks Spanish on a Spanish page, whose snippets start in Spanish', async () => {
    await act(() => activateLocale('es'));
    render(<PriceCardDialog clinicId={ID} clinicName="Smiles" onClose={() => undefined} />);
    expect(await screen.findByRole('heading', { name: 'Tarjeta de precios para su sitio web' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Español' })).toHaveProperty('checked', true);
    expect(snippet('script')).toContain('data-lang="es"');
    expect(screen.getByRole('button', { name: 'Copiar el script' })).toBeTruthy();
  });
});
