import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { activateLocale } from '@directpay/shared-ui/i18n';
import type { PatientAppointment } from '@directpay/contracts';
import { AppointmentStatusView } from './appointment-status-view';
import '#src/messages';

const appointment: PatientAppointment = {
  clinic: { id: 'c'.repeat(24), name: 'Clínica del Sol', address: '1 Main St, Provo, UT 84601', phoneNumber: '8015550100', timeZone: 'America/Denver' },
  service: { description: 'Radiografía', price: '40' },
  windows: [{ day: '2026-12-14', part: 'afternoon' }],
  state: 'proposed',
  requestedAt: '2026-12-07T15:00:00.000Z',
  selfPay: true,
  time: { day: '2026-12-15', from: '14:00', to: '14:30' },
};

afterEach(() => activateLocale('en'));

describe("the patient's appointment page on a Spanish page", () => {
  it('says the state, the time and the windows in Spanish, names as typed', async () => {
    await activateLocale('es');
    render(
      <Suspense fallback="…">
        <AppointmentStatusView appointment={appointment} token={'T'.repeat(43)} />
      </Suspense>,
    );
    expect((await screen.findByTestId('appointment-state')).textContent).toBe('La clínica propuso otra hora');
    expect(screen.getByTestId('appointment-time').textContent).toMatch(/^martes, 15 de diciembre de 2026, de 2:00\sp\.\s?m\. a 2:30\sp\.\s?m\.$/);
    expect(screen.getByText('lunes, 14 de diciembre de 2026, por la tarde')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aceptar esta hora' })).toBeTruthy();
    expect(screen.getByText('Clínica del Sol').getAttribute('translate')).toBe('no');
  });
});
