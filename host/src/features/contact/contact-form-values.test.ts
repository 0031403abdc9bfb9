import { EMPTY_CONTACT, toContactRequest } from './contact-form-values';

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
