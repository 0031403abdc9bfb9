import { fireEvent, render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { newClinicDraft, type ClinicDraft } from '#src/features/clinic-wizard/lib/clinic-draft';
import { draftToPayload } from '#src/features/clinic-wizard/lib/to-payload';
import { checkDraft } from '#src/features/clinic-wizard/lib/validate-step';
import { stepOf } from '#src/features/clinic-wizard/lib/wizard-fields';
import { HoursStep } from './hours-step';

let current: () => ClinicDraft = newClinicDraft;

function Wizard({ draft = {} }: { draft?: Partial<ClinicDraft> }) {
  const form = useForm<ClinicDraft>({ defaultValues: { ...newClinicDraft(), ...draft } });
  current = form.getValues;
  return (
    <FormProvider {...form}>
      <HoursStep />
    </FormProvider>
  );
}

const accepting = () => screen.getByRole('checkbox', { name: 'Accepting appointment requests' }) as HTMLInputElement;
const notice = () => screen.getByLabelText('Minimum notice (business days)') as HTMLInputElement;

test('a new clinic accepts requests with a one-business-day notice, and sends the setting', () => {
  render(<Wizard />);
  expect(accepting().checked).toBe(true);
  expect(notice().value).toBe('1');
  fireEvent.change(notice(), { target: { value: '3' } });
  expect(draftToPayload(current()).payload.appointments).toEqual({ accepting: true, minNoticeBusinessDays: 3 });
  fireEvent.click(accepting());
  expect(notice().disabled).toBe(true);
  expect(draftToPayload(current()).payload.appointments).toMatchObject({ accepting: false });
});

test('a notice that is not a whole number of days up to the limit is refused at its field, on the hours step', async () => {
  for (const value of ['2.5', '31', '']) {
    const errors = await checkDraft({ ...newClinicDraft(), appointments: { accepting: true, minNoticeBusinessDays: value } });
    expect(errors['appointments.minNoticeBusinessDays']).toBe('Enter a whole number of business days from 0 to 30.');
  }
  expect(stepOf('appointments.minNoticeBusinessDays')).toBe(9);
  expect(await checkDraft({ ...newClinicDraft(), appointments: { accepting: true, minNoticeBusinessDays: '0' } })).not.toHaveProperty(['appointments.minNoticeBusinessDays']);
});

test('a draft kept from before the setting existed sends the default', () => {
  const { appointments: _left, ...old } = newClinicDraft();
  expect(draftToPayload(old as ClinicDraft).payload.appointments).toEqual({ accepting: true, minNoticeBusinessDays: 1 });
});
