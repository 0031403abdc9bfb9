/**
 * @jest-environment node
 */
import { resolveForm } from '@directpay/shared-ui/forms';
import { SERVICES_GROUP, emptyEstimateFields, estimateResolver, formPathOf, shownFieldOf, toEstimateRequest, type EstimateFields } from './estimate-form';

const filled = (): EstimateFields => {
  const fields = emptyEstimateFields(['Office visit', 'Blood test']);
  fields.services[1] = { description: 'Blood test', picked: true, quantity: '2' };
  return { ...fields, patientName: ' Ana Diaz ', dateOfBirth: '1990-04-02', email: 'ana@example.com' };
};
const check = (fields: EstimateFields) => resolveForm(estimateResolver('UT'), fields);

describe('the estimate request form, checked with the API’s EstimateRequestInput and rules', () => {
  it('sends only the picked services, with their quantity', async () => {
    expect(await check(filled())).toEqual({});
    expect(toEstimateRequest(filled())).toEqual({ patientName: 'Ana Diaz', dateOfBirth: '1990-04-02', email: 'ana@example.com', services: [{ description: 'Blood test', quantity: 2 }] });
  });
  it('asks for a service, a name, a date of birth and an email', async () => {
    expect(await check(emptyEstimateFields(['Office visit']))).toMatchObject({
      [SERVICES_GROUP]: 'Please pick at least one service.',
      patientName: 'Please enter your name.',
      dateOfBirth: 'Please enter your date of birth.',
      email: 'Please enter your email address.',
    });
  });
  it('puts a bad quantity on its own row, and refuses a birth date in the future or a past scheduled date', async () => {
    const fields = { ...filled(), dateOfBirth: '2999-01-01', scheduledFor: '2000-01-01' };
    fields.services[1].quantity = '0';
    const errors = await check(fields);
    expect(errors['services.1.quantity']).toBe('Please enter a whole number from 1 to 999.');
    expect(errors.dateOfBirth).toMatch(/future/);
    expect(errors.scheduledFor).toMatch(/past/);
  });
  it('maps the API’s pointers onto the form’s rows', () => {
    expect(formPathOf('/body/services/0/quantity', filled())).toBe('services.1.quantity');
    expect(formPathOf('/body/services/0/description', filled())).toBe('services.1.description');
    expect(formPathOf('/body/dateOfBirth', filled())).toBe('dateOfBirth');
    // The bot check has no field in the form: the dialog then says the request failed.
    expect(shownFieldOf('/body/recaptchaToken', filled())).toBeUndefined();
    expect(shownFieldOf('/body/services/0/description', filled())).toBe('services.1.description');
  });
});
