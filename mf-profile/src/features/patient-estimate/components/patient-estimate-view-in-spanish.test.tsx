import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { activateLocale } from '@directpay/shared-ui/i18n';
import type { PatientEstimate } from '@directpay/contracts';
import { PatientEstimateView } from './patient-estimate-view';
import '#src/messages';

const estimate: PatientEstimate = {
  issuedAt: '2026-12-07T10:00:00.000Z',
  issuedOn: '2026-12-07',
  correction: false,
  replaced: false,
  patient: { name: 'Rosa Díaz', dateOfBirth: '1980-05-04' },
  primaryService: 'Radiografía',
  scheduledFor: null,
  providers: [{ name: 'Clínica del Sol', npi: '1234567893', streetAddress: '1 Main St', suiteUnit: '', cityTown: 'Provo', state: 'UT', zip: '84601', lines: [], totalCents: 4000 }],
  separatelyScheduled: [],
  totalCents: 4000,
  contact: { name: 'Clínica del Sol', phoneNumber: '8015550100', emailAddress: 'sol@example.com', website: '' },
  linkExpiresAt: '2027-12-07T10:00:00.000Z',
};

afterEach(() => activateLocale('en'));

describe("the patient's estimate on a Spanish page", () => {
  it('reads in Spanish, dates as es-US writes them, names as typed', async () => {
    await activateLocale('es');
    render(
      <Suspense fallback="…">
        <PatientEstimateView estimate={estimate} token={'A'.repeat(43)} />
      </Suspense>,
    );
    expect(await screen.findByText('Emitida el 7 de diciembre de 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Clínica del Sol', level: 1 }).getAttribute('translate')).toBe('no');
    expect(screen.getByTestId('estimate-total').textContent).toMatch(/^Estimación total: /);
    // A message with tags renders once its chunk (Lingui's TransNoContext) has loaded.
    expect(await screen.findByText('Clínica del Sol, (801) 555-0100, sol@example.com', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Aún no programada')).toBeTruthy();
  });
});
