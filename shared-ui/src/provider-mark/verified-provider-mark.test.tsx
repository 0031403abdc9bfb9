import { render, screen } from '@testing-library/react';
import { activateLocale } from '@directpay/shared-ui/i18n';
import { VerifiedProviderMark } from '@directpay/shared-ui/provider-mark';

afterEach(() => activateLocale('en'));

const mark = { npi: '1234567893', verifiedAt: '2026-03-03T15:20:00.000Z' };

test('says the provider is verified, with its NPI and the date of the match', () => {
  render(<VerifiedProviderMark mark={mark} />);
  const shown = screen.getByTestId('verified-provider');
  expect(shown.textContent).toBe('Verified provider NPI 1234567893 · checked March 3, 2026');
  expect(screen.getByText('Verified provider').tagName).toBe('STRONG');
});

test('shows the mark in Spanish on a Spanish page', async () => {
  await activateLocale('es');
  render(<VerifiedProviderMark mark={mark} />);
  expect(screen.getByTestId('verified-provider').textContent).toBe('Proveedor verificado NPI 1234567893 · verificado el 3 de marzo de 2026');
});

test('shows nothing without a match', () => {
  const { container } = render(<VerifiedProviderMark mark={undefined} />);
  expect(container.textContent).toBe('');
  expect(screen.queryByTestId('verified-provider')).toBeNull();
});
