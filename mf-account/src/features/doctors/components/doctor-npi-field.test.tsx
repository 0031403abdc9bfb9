import { fireEvent, render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import type { NpiCheck } from '@directpay/contracts';
import { newDoctorDraft, type DoctorDraft } from '../lib/doctor-draft';
import { DoctorStep } from './doctor-steps';

function NameStep({ npi, check }: { npi: string; check?: NpiCheck }) {
  const form = useForm<DoctorDraft>({ defaultValues: { ...newDoctorDraft(), id: 'd1', firstname: 'Ana', lastname: 'Reyes', npi } });
  return (
    <FormProvider {...form}>
      <DoctorStep step={1} npi={{ npiCheck: check, listingState: 'UT' }} />
    </FormProvider>
  );
}

const mismatch: NpiCheck = { npi: '1245319599', state: 'mismatch', checkedAt: '2026-03-03T00:00:00.000Z', field: 'lastname', registryValue: 'SMITH' };

test("shows the saved NPI's check under the doctor's NPI field, naming what differs", async () => {
  render(<NameStep npi="1245319599" check={mismatch} />);
  expect((screen.getByLabelText('NPI (National Provider Identifier)') as HTMLInputElement).value).toBe('1245319599');
  await screen.findByText(/under the last name/);
  expect(screen.getByTestId('npi-check').textContent).toBe('NPI 1245319599 is not verified. The NPI Registry has this NPI under the last name “SMITH”.');
});

test('says a changed NPI is checked once saved, and says nothing for an empty field', () => {
  render(<NameStep npi="1245319599" check={mismatch} />);
  fireEvent.change(screen.getByLabelText('NPI (National Provider Identifier)'), { target: { value: '1234567893' } });
  expect(screen.queryByTestId('npi-check')).toBeNull();
  expect(screen.getByText('After you save, we check this NPI with the NPI Registry.')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('NPI (National Provider Identifier)'), { target: { value: '' } });
  expect(screen.queryByText('After you save, we check this NPI with the NPI Registry.')).toBeNull();
});
