import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@directpay/shared-ui/routing';
import { DEFAULT_CATEGORY_ID, findCategory, readSearchUrl, SEARCH_CATEGORY_IDS, STORED_CATEGORY_KEY } from '@directpay/contracts';
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
  afterEach(() => localStorage.clear());

  it("offers the category of the visitor's last search when there is one, else the first", () => {
    localStorage.setItem(STORED_CATEGORY_KEY, '11');
    open();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Category' }).value).toBe('Chiropractic');
  });

  it('offers the first category when the remembered one is not a search category', () => {
    localStorage.setItem(STORED_CATEGORY_KEY, '999');
    open();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Category' }).value).toBe('Dental');
  });

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
    // Nothing typed: the search of the chosen need (Dental unless another is picked).
    expect(screen.getByTestId('search').textContent).toBe('?category=Dental');
  });

  it('sends the place and the chosen need together', () => {
    open();
    type(/Address, city or ZIP code/, '84101');
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'Chiropractic' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find clinics' }));
    expect(screen.getByTestId('search').textContent).toBe('?category=Chiropractic&where=84101');
  });

  it('offers the search\'s categories, the specification\'s first (Dental) chosen', () => {
    open();
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Category' });
    expect(select.value).toBe(findCategory(DEFAULT_CATEGORY_ID)!.label);
    expect([...select.options].map((o) => o.value)).toEqual(SEARCH_CATEGORY_IDS.map((id) => findCategory(id)!.label));
  });

  it('is a real GET form to /search whose fields are the search URL\'s parameters, so the browser alone can send it', () => {
    open();
    const form = screen.getByRole('search', { name: 'Find clinics' }) as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.getAttribute('method')).toBe('get');
    expect([...form.elements].map((e) => (e as HTMLInputElement).name).filter(Boolean)).toEqual(['where', 'category', 'code']);
    // What the browser would send, read back as the search reads its URL.
    type(/Address, city or ZIP code/, '84101');
    const sent = new URLSearchParams([...new FormData(form)].map(([k, v]) => [k, String(v)]));
    expect(readSearchUrl(sent)).toEqual({ where: '84101', category: 'Dental' });
  });
});
