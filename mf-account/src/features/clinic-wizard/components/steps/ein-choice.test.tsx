import { fireEvent, render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { MemoryRouter } from '@directpay/shared-ui/routing';
import { newClinicDraft, type ClinicDraft } from '#src/features/clinic-wizard/lib/clinic-draft';
import { draftToPayload } from '#src/features/clinic-wizard/lib/to-payload';
import { checkDraft } from '#src/features/clinic-wizard/lib/validate-step';
import { ConfirmStep } from './confirm-step';
import { DetailsStep } from './details-step';

const LABEL = 'Use this EIN in my public price file names';
let current: () => ClinicDraft = newClinicDraft;

function Wizard({ draft = {}, step = 'details' }: { draft?: Partial<ClinicDraft>; step?: 'details' | 'confirm' }) {
  const form = useForm<ClinicDraft>({ defaultValues: { ...newClinicDraft(), ...draft } });
  current = form.getValues;
  return (
    <MemoryRouter>
      <FormProvider {...form}>{step === 'details' ? <DetailsStep /> : <ConfirmStep />}</FormProvider>
    </MemoryRouter>
  );
}

const choice = () => screen.getByRole('checkbox', { name: LABEL }) as HTMLInputElement;
const typeTin = (value: string) => fireEvent.change(screen.getByLabelText('TIN (Tax Identification Number)'), { target: { value } });
const why = () => screen.queryByTestId('ein-choice-why')?.textContent ?? '';

test('is unticked and closed until the TIN typed can be an EIN, saying why', () => {
  render(<Wizard />);
  expect([choice().checked, choice().disabled]).toEqual([false, true]);
  expect(why()).toBe('Enter your EIN as the TIN to choose this.');
  expect(screen.getByText(/show this EIN publicly, as CMS’s naming asks of hospitals\. An SSN is never published\./)).toBeTruthy();
  typeTin('123-45-6789');
  expect(choice().disabled).toBe(true);
  expect(why()).toMatch(/written like an SSN .* is never published/);
  typeTin('07-1234567');
  expect(choice().disabled).toBe(true);
  expect(why()).toMatch(/no EIN beginning 07/);
  typeTin('12345');
  expect(why()).toMatch(/9 digits/);
  typeTin('12-3456789');
  expect(choice().disabled).toBe(false);
  expect(why()).toBe('');
  expect(draftToPayload(current()).payload.einInFileNames).toBe(false);
});

test('ticked, it is sent as einInFileNames; unticked, false is sent', () => {
  render(<Wizard draft={{ tin: '12-3456789' }} />);
  fireEvent.click(choice());
  expect(draftToPayload(current()).payload).toMatchObject({ tin: '12-3456789', einInFileNames: true });
  fireEvent.click(choice());
  expect(draftToPayload(current()).payload.einInFileNames).toBe(false);
});

test('a TIN changed to one no EIN can be clears the tick and says why; nothing refused is sent', async () => {
  render(<Wizard draft={{ tin: '12-3456789', einInFileNames: true }} />);
  expect(choice().checked).toBe(true);
  typeTin('078-05-1120');
  expect([choice().checked, choice().disabled]).toEqual([false, true]);
  expect(why()).toMatch(/^Unticked because the TIN is no longer an EIN\. A TIN written like an SSN/);
  expect(draftToPayload(current()).payload.einInFileNames).toBe(false);
  expect(await checkDraft(current())).not.toHaveProperty('einInFileNames');
  typeTin('98-7654321');
  expect([choice().checked, choice().disabled, why()]).toEqual([false, false, '']);
});

test('a ticked draft whose TIN is no EIN (kept from before) is refused by the wizard, on the step with the TIN', async () => {
  const errors = await checkDraft({ ...newClinicDraft(), tin: '078-05-1120', einInFileNames: true });
  expect(errors.einInFileNames).toMatch(new RegExp(`never published.*Or untick “${LABEL}”`));
});

test('the disclosure says the EIN is public in the price file names only when it is chosen', () => {
  const { unmount } = render(<Wizard draft={{ tin: '12-3456789', einInFileNames: true }} step="confirm" />);
  const disclosure = () => screen.getByTestId('public-disclosure').textContent ?? '';
  expect(disclosure()).toMatch(/Its TIN, as your EIN, begins the names of its public price files/);
  expect(disclosure()).not.toMatch(/never shown publicly/);
  unmount();
  render(<Wizard draft={{ tin: '12-3456789', einInFileNames: false }} step="confirm" />);
  expect(disclosure()).not.toMatch(/price files/);
  expect(disclosure()).toMatch(/Its TIN is never shown publicly/);
});
