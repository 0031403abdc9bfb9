import { fireEvent, render, screen } from '@testing-library/react';
import { activateLocale } from '@directpay/shared-ui/i18n';
import { addDays, type EstimateProvider } from '@directpay/contracts';
import { CheckMyBill } from './check-my-bill';
import '#src/messages';

const today = new Date().toLocaleDateString('en-CA');
const provider: EstimateProvider = {
  name: 'Bright Smiles', npi: '1234567893', streetAddress: '1 Main St', suiteUnit: '', cityTown: 'Austin', state: 'TX', zip: '78701', lines: [], totalCents: 100_000,
};

beforeEach(() => activateLocale('es'));
afterEach(() => activateLocale('en'));

const check = (billDate: string, amount: string) => {
  render(<CheckMyBill providers={[provider]} />);
  fireEvent.change(screen.getByLabelText('Fecha de la factura'), { target: { value: billDate } });
  fireEvent.change(screen.getByLabelText('Monto facturado por Bright Smiles ($)'), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: 'Revisar mi factura' }));
  return screen.getByTestId('bill-check-results').textContent ?? '';
};

describe('Check my bill on a Spanish page', () => {
  it('tells the patient in Spanish that they may dispute a bill $400 or more above the estimate', () => {
    expect(check(addDays(today, -10), '1450')).toContain('Usted puede disputar esta factura.');
  });

  it("refuses a bill dated in the future in Spanish (the contracts' rule, the page's words)", () => {
    expect(check(addDays(today, 1), '1450')).toBe('');
    expect(screen.getByText('La fecha de la factura no puede ser en el futuro.')).toBeTruthy();
  });
});
