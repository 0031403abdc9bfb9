import { fireEvent, render, screen } from '@testing-library/react';
import { addDays, type EstimateProvider } from '@directpay/contracts';
import { CheckMyBill } from './check-my-bill';

const today = new Date().toLocaleDateString('en-CA');
const provider: EstimateProvider = {
  name: 'Bright Smiles', npi: '1234567893', streetAddress: '1 Main St', suiteUnit: '', cityTown: 'Austin', state: 'TX', zip: '78701', lines: [], totalCents: 100_000,
};
const check = (billDate: string, amount: string) => {
  render(<CheckMyBill providers={[provider]} />);
  fireEvent.change(screen.getByLabelText('Date on the bill'), { target: { value: billDate } });
  fireEvent.change(screen.getByLabelText('Amount billed by Bright Smiles ($)'), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: 'Check my bill' }));
  return screen.getByTestId('bill-check-results').textContent ?? '';
};

describe('Check my bill', () => {
  it('offers the dispute for a bill $400 or more above the estimate within 120 days', () => {
    expect(check(addDays(today, -120), '1450')).toContain('You can dispute this bill.');
  });

  it('says the window has closed for a bill older than 120 days', () => {
    const result = check(addDays(today, -121), '1450');
    expect(result).toContain('The window to dispute this bill has closed.');
    expect(result).not.toContain('You can dispute this bill.');
  });

  it('refuses a bill dated in the future, naming the date field, and checks nothing', () => {
    expect(check(addDays(today, 1), '1450')).toBe('');
    expect(screen.getByText('The date on the bill cannot be in the future.')).toBeTruthy();
    expect(screen.getByLabelText('Date on the bill').getAttribute('aria-invalid')).toBe('true');
  });
});
