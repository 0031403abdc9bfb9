import { render, screen, within } from '@testing-library/react';
import { ServiceBundle, ServiceCode } from './service-bundle';

test('shows a code with its system, and nothing for a service without one', () => {
  const { container, rerender } = render(<ServiceCode service={{ code: 'D1110', codeSystem: 'CDT' }} />);
  expect(container.textContent).toBe(' CDT D1110');
  rerender(<ServiceCode service={{ code: '', codeSystem: '' }} />);
  expect(container.textContent).toBe('');
});

test('lists what the price includes and what it does not, each a list named by its label', () => {
  render(<ServiceBundle service={{ includes: ['Exam', 'Bitewing x-rays'], excludes: ['Fluoride'] }} />);
  expect(within(screen.getByRole('list', { name: 'Includes' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Exam', 'Bitewing x-rays']);
  expect(within(screen.getByRole('list', { name: 'Not included' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Fluoride']);
  expect(screen.queryByText('All-inclusive price')).toBeNull();
});

test('marks an all-inclusive price only when the owner lists what it includes', () => {
  const { rerender, container } = render(<ServiceBundle service={{ includes: ['Procedure'], allInclusive: true }} />);
  expect(screen.getByText('All-inclusive price')).toBeTruthy();
  expect(screen.queryByRole('list', { name: 'Not included' })).toBeNull();
  rerender(<ServiceBundle service={{ excludes: ['Medications'], allInclusive: true }} />);
  expect(screen.queryByText('All-inclusive price')).toBeNull();
  rerender(<ServiceBundle service={{ allInclusive: true }} />);
  expect(container.textContent).toBe('');
});
