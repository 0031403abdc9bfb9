import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { activateLocale, useCatalogLabels } from '@directpay/shared-ui/i18n';

function Labels() {
  const labels = useCatalogLabels();
  return (
    <p>
      {[labels.category(1), labels.category(9), labels.category(9, 'setup'), labels.label('Dental'), labels.label('Dr. Ana’s own words')].join(' | ')}
    </p>
  );
}

afterEach(() => act(() => activateLocale('en')));

describe('catalog labels', () => {
  it('are the catalog’s own in English, with no catalog to load', () => {
    render(<Labels />);
    expect(screen.getByText('Dental | Eye care | LASIK | Dental | Dr. Ana’s own words')).toBeTruthy();
  });

  it('come from the contracts’ Spanish catalog on a Spanish page; an owner’s words stay as written', async () => {
    await act(() => activateLocale('es'));
    render(
      <Suspense fallback="…">
        <Labels />
      </Suspense>,
    );
    expect(await screen.findByText(/^Odontología \| .+ \| LASIK \| Odontología \| Dr\. Ana’s own words$/)).toBeTruthy();
  });
});
