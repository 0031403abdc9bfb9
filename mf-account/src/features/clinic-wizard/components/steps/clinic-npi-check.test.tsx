import { render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { endpoints, type OwnerClinic } from '@directpay/contracts';
import { ApiQueryProvider, createApiQueryClient, endpointQueryKey } from '@directpay/shared-ui/query';
import { newClinicDraft, type ClinicDraft } from '#src/features/clinic-wizard/lib/clinic-draft';
import { ClinicNpiCheck } from './clinic-npi-check';

function Details({ clinics, draft }: { clinics: Partial<OwnerClinic>[]; draft: Partial<ClinicDraft> }) {
  const client = createApiQueryClient();
  client.setQueryData(endpointQueryKey(endpoints.listOwnerClinics, {}), { results: clinics });
  const Form = () => {
    const form = useForm<ClinicDraft>({ defaultValues: { ...newClinicDraft(), ...draft } });
    return (
      <FormProvider {...form}>
        <ClinicNpiCheck />
      </FormProvider>
    );
  };
  return (
    <ApiQueryProvider client={client}>
      <Form />
    </ApiQueryProvider>
  );
}

const saved = { id: 'c1', doctors: [], npiCheck: { npi: '1234567893', state: 'verified' as const, checkedAt: '2026-03-03T00:00:00.000Z' } };

test("shows the saved location's check under the wizard's NPI field", () => {
  render(<Details clinics={[saved]} draft={{ id: 'c1', npi: '1234567893' }} />);
  expect(screen.getByTestId('npi-check').textContent).toBe('Verified provider · NPI 1234567893 · checked March 3, 2026');
});

test('shows a mismatch with the state the registry holds against the location typed', async () => {
  const check = { npi: '1234567893', state: 'mismatch' as const, checkedAt: '2026-03-03T00:00:00.000Z', field: 'state' as const, registryValue: 'NV' };
  render(<Details clinics={[{ ...saved, npiCheck: check }]} draft={{ id: 'c1', npi: '1234567893', address: { ...newClinicDraft().address, state: 'UT' } }} />);
  await screen.findByText(/practice location/);
  expect(screen.getByTestId('npi-check').textContent).toBe('NPI 1234567893 is not verified. The NPI Registry has no practice location in UT for this NPI; it lists NV.');
});

test('a new location only hears that its NPI is checked once saved', () => {
  render(<Details clinics={[saved]} draft={{ npi: '1234567893' }} />);
  expect(screen.queryByTestId('npi-check')).toBeNull();
  expect(screen.getByText('After you save, we check this NPI with the NPI Registry.')).toBeTruthy();
});
