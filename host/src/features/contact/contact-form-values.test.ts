import { resolveForm } from '@directpay/shared-ui/forms';
import { contactResolver, EMPTY_CONTACT, toContactRequest } from './contact-form-values';

it('sends every typed value under the API’s field names (the original lost them)', () => {
  expect(
    toContactRequest({
      ...EMPTY_CONTACT,
      first_name: ' Ada ',
      last_name: 'Lovelace',
      company: 'Analytical Clinic',
      email_address: 'ada@example.com',
      phone_number: '(202) 555-0143',
      message: 'Hello',
      privacy: true,
    }),
  ).toEqual({
    first_name: 'Ada',
    last_name: 'Lovelace',
    company: 'Analytical Clinic',
    email_address: 'ada@example.com',
    phone_number: '+1 202 555 0143',
    message: 'Hello',
  });
});

describe('the contact form, checked with the API’s SiteContactRequest', () => {
  const complete = { ...EMPTY_CONTACT, first_name: 'Ada', last_name: 'Lovelace', email_address: 'ada@example.com', message: 'Hello', privacy: true };

  it('passes a complete message', async () => {
    expect(await resolveForm(contactResolver, complete)).toEqual({});
  });

  it('names every missing field and the privacy switch', async () => {
    expect(await resolveForm(contactResolver, EMPTY_CONTACT)).toEqual({
      first_name: 'Please enter your first name.',
      last_name: 'Please enter your last name.',
      email_address: 'Please enter your email address.',
      message: 'Please write a message.',
      privacy: 'Please agree to the privacy policy to send your message.',
    });
  });

  it('checks the phone against its region', async () => {
    expect((await resolveForm(contactResolver, { ...complete, phone_number: '123' })).phone_number).toMatch(/valid US phone number/);
    expect((await resolveForm(contactResolver, { ...complete, phone_region: 'EU' as const, phone_number: '+49 30 1234567' })).phone_number).toBeUndefined();
  });
});
