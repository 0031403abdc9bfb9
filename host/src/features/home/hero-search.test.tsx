import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@directpay/shared-ui/routing';
import { HeroSearch } from './hero-search';
import { CODE_MESSAGE } from './search-urls';

function SearchPage() {
  const { search } = useLocation();
  return <p data-testid="search">{search}</p>;
}

const open = () =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<HeroSearch />} />
        <Route path="/search" element={<SearchPage />} />
      </Routes>
    </MemoryRouter>,
  );

const type = (label: RegExp, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

describe('the home page search', () => {
  it('searches by a billing code typed beside the address', () => {
    open();
    type(/Address, city or ZIP code/, 'Provo');
    type(/Billing code/, ' d1110');
    fireEvent.click(screen.getByRole('button', { name: 'Find clinics' }));
    expect(screen.getByTestId('search').textContent).toBe('?code=D1110&where=Provo');
  });

  it('keeps the page and says what a code looks like when the code is none', () => {
    open();
    type(/Billing code/, 'cleaning');
    fireEvent.click(screen.getByRole('button', { name: 'Find clinics' }));
    expect(screen.queryByTestId('search')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(CODE_MESSAGE);
    type(/Billing code/, '');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Find clinics' }));
    expect(screen.getByTestId('search').textContent).toBe('');
  });
});
