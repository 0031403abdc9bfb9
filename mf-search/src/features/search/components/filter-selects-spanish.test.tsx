/** The category and service choices on a Spanish page: Spanish labels, the URL's English values. */
import { act, render, screen, within } from '@testing-library/react';
import { activateLocale } from '@directpay/shared-ui/i18n';
import { FilterSelects } from './filter-selects';

afterEach(() => act(() => activateLocale('en')));

test('shows the catalog in Spanish while each choice keeps the English label search matches by', async () => {
  await act(() => activateLocale('es'));
  render(<FilterSelects filters={{ categoryId: 1, service: 'All services', code: '' }} onCategory={() => undefined} onService={() => undefined} labels={{ category: 'Categoría', service: 'Servicio' }} />);
  const [category, service] = await screen.findAllByRole('combobox');
  const dental = within(category).getByRole('option', { name: 'Odontología' }) as HTMLOptionElement;
  expect(dental.value).toBe('1');
  const cleaning = within(service).getByRole('option', { name: 'Examen, radiografías y limpieza' }) as HTMLOptionElement;
  expect(cleaning.value).toBe('Exam, x-ray & cleaning');
  expect((within(service).getByRole('option', { name: 'Todos los servicios' }) as HTMLOptionElement).value).toBe('All services');
});
