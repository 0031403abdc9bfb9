import { render, screen } from '@testing-library/react';
import type { Doctor } from '@directpay/contracts';
import { testClinic } from '#src/test-clinic';
import { ProfileHeader } from './profile-header';
import { DoctorModal } from './doctor-modal';
import '#src/messages';

const doctor = (over: Partial<Doctor> = {}): Doctor => ({
  id: 'd1',
  imgUrl: '',
  title: 'Dr.',
  firstname: 'Ana',
  lastname: 'Reyes',
  specialty: 'Family medicine',
  degree: 'MD',
  medicalSchool: '',
  residency: '',
  boardCertifications: '',
  yearGraduated: null,
  description: '',
  ...over,
});

describe('the profile header', () => {
  it('shows the clinic as a verified provider, with its NPI and the date of the match', () => {
    render(<ProfileHeader clinic={testClinic({ verifiedProvider: { npi: '1234567893', verifiedAt: '2026-03-03T10:00:00.000Z' } })} />);
    expect(screen.getByTestId('verified-provider').textContent).toBe('Verified provider NPI 1234567893 · checked March 3, 2026');
  });

  it('shows no mark for a clinic whose NPI is not matched', () => {
    render(<ProfileHeader clinic={testClinic()} />);
    expect(screen.queryByTestId('verified-provider')).toBeNull();
    expect(screen.queryByText(/Verified provider/)).toBeNull();
  });
});

describe('the doctor dialog', () => {
  it("shows the doctor's own mark", async () => {
    render(<DoctorModal doctor={doctor({ verifiedProvider: { npi: '1245319599', verifiedAt: '2026-04-10T00:00:00.000Z' } })} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Dr. Ana Reyes, MD' });
    expect(dialog.querySelector('[data-testid="verified-provider"]')?.textContent).toBe('Verified provider NPI 1245319599 · checked April 10, 2026');
  });

  it('shows no mark for a doctor without a match', async () => {
    render(<DoctorModal doctor={doctor()} onClose={() => undefined} />);
    await screen.findByRole('dialog', { name: 'Dr. Ana Reyes, MD' });
    expect(screen.queryByTestId('verified-provider')).toBeNull();
  });
});
