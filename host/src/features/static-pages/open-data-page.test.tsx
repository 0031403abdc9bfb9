import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@directpay/shared-ui/routing';
import { OpenDataPage } from './open-data-page';

beforeEach(() => {
  // The price file list below the sections asks the API: an empty page.
  global.fetch = jest.fn(async () => ({ status: 200, text: async () => JSON.stringify({ results: [], next: null, contact: { name: 'DirectPay Clinics', email: 'hello@example.com' } }) }) as unknown as Response) as unknown as typeof fetch;
});

describe('the open data page', () => {
  it('lists the SMART Scheduling Links manifest and its two files, each linked to the API', async () => {
    render(
      <MemoryRouter initialEntries={['/open-data']}>
        <OpenDataPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Where clinics take appointment requests' })).toBeTruthy();
    const links = within(screen.getByTestId('scheduling-files')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['$bulk-publish', 'locations.ndjson', 'schedules.ndjson']);
    expect(links.map((link) => new URL(link.getAttribute('href') ?? '', 'http://x').pathname)).toEqual([
      expect.stringMatching(/\/open-data\/scheduling\/\$bulk-publish$/),
      expect.stringMatching(/\/open-data\/scheduling\/locations\.ndjson$/),
      expect.stringMatching(/\/open-data\/scheduling\/schedules\.ndjson$/),
    ]);
    expect(screen.getByText(/Each schedule says whether the clinic is accepting appointment requests/)).toBeTruthy();
  });
});
