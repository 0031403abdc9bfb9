import { fireEvent, render, screen } from '@testing-library/react';
import { ALL_CATEGORIES, FilterSelects } from './filter-selects';

describe('the category and service beside a code', () => {
  const options = () => Array.from((screen.getByLabelText('Category') as HTMLSelectElement).options).map((o) => o.text);

  it('offers every category only with a code, where a service group has nothing to choose from', () => {
    const onCategory = jest.fn();
    const { rerender } = render(<FilterSelects filters={{ categoryId: 1, service: 'All services', code: '' }} onCategory={onCategory} onService={jest.fn()} />);
    expect(options()).not.toContain(ALL_CATEGORIES);
    rerender(<FilterSelects filters={{ categoryId: null, service: 'All services', code: '99203' }} onCategory={onCategory} onService={jest.fn()} />);
    expect(options()[0]).toBe(ALL_CATEGORIES);
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Service') as HTMLSelectElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '11' } });
    expect(onCategory).toHaveBeenCalledWith(11);
  });
});
