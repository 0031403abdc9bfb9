import { fireEvent, render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { draftExtras } from '#src/features/clinic-wizard/lib/service-extras';
import { ServiceExtras } from './service-extras';

function Row({ extras = {} }: { extras?: Partial<ReturnType<typeof draftExtras>> }) {
  const form = useForm({ defaultValues: { services: [{ description: 'Cleaning', price: '90', enabled: true, ...draftExtras(), ...extras }] } });
  return (
    <FormProvider {...form}>
      <ServiceExtras row="services.0" label="Cleaning" />
      <output data-testid="values">{JSON.stringify(form.watch('services.0'))}</output>
    </FormProvider>
  );
}

const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}');
const system = () => (screen.getByLabelText('System for Cleaning') as HTMLSelectElement).value;

test("the code's system follows the code as it is typed, and can be changed", () => {
  render(<Row />);
  const code = screen.getByLabelText('Code (optional) for Cleaning');
  fireEvent.change(code, { target: { value: 'd1110' } });
  expect(system()).toBe('CDT');
  fireEvent.change(code, { target: { value: '99213' } });
  expect(system()).toBe('CPT');
  fireEvent.change(screen.getByLabelText('System for Cleaning'), { target: { value: 'HCPCS' } });
  expect(values()).toMatchObject({ code: '99213', codeSystem: 'HCPCS' });
  fireEvent.change(code, { target: { value: '' } });
  expect(system()).toBe('');
});

test('what the price includes is behind a toggle, open at once when the row has a bundle', () => {
  const { unmount } = render(<Row />);
  expect(screen.queryByLabelText('Includes, one a line, for Cleaning')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: /What the price includes/ }));
  fireEvent.change(screen.getByLabelText('Includes, one a line, for Cleaning'), { target: { value: 'Exam\nX-rays' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /All-inclusive price/ }));
  expect(values()).toMatchObject({ includes: 'Exam\nX-rays', allInclusive: true });
  unmount();
  render(<Row extras={{ excludes: 'Fluoride' }} />);
  expect((screen.getByLabelText('Not included, one a line, for Cleaning') as HTMLTextAreaElement).value).toBe('Fluoride');
  expect(screen.getByRole('button', { name: /Hide what the price includes/ }).getAttribute('aria-expanded')).toBe('true');
});
