import { render, screen } from '@testing-library/react';
import { setRuntimeConfig } from '@directpay/shared-ui';
import type { Clinic } from '@directpay/contracts';
import { PriceFileLinks } from './price-file-links';

const ID = '665f1c2e8b3a4d0012ab34cd';
const clinic = (state: string, prices: string[]) =>
  ({ id: ID, address: { state }, services: prices.map((price) => ({ description: 'Exam', price })), otherServices: [] }) as unknown as Clinic;

describe("the links to a clinic's price files", () => {
  beforeEach(() => setRuntimeConfig({ apiUrl: 'https://api.example.test/' }));

  it('link the JSON, tall CSV and wide CSV files on the API', () => {
    render(<PriceFileLinks clinic={clinic('UT', ['', '120'])} />);
    expect(screen.getByRole('link', { name: 'JSON price file' }).getAttribute('href')).toBe(`https://api.example.test/open-data/clinics/${ID}/standard-charges.json`);
    expect(screen.getByRole('link', { name: 'CSV price file' }).getAttribute('href')).toBe(`https://api.example.test/open-data/clinics/${ID}/standard-charges.csv`);
    expect(screen.getByRole('link', { name: 'wide CSV price file' }).getAttribute('href')).toBe(`https://api.example.test/open-data/clinics/${ID}/standard-charges-wide.csv`);
  });

  it('are not shown for a clinic without a file: no price above zero, or no US state', () => {
    const { container, rerender } = render(<PriceFileLinks clinic={clinic('UT', ['0', ''])} />);
    expect(container.textContent).toBe('');
    rerender(<PriceFileLinks clinic={clinic('Ontario', ['120'])} />);
    expect(container.textContent).toBe('');
  });
});
