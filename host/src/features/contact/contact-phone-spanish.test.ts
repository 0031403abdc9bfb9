/** The contact form's phone refusal follows the page's language (the contracts' words). */
import { resolveForm } from '@directpay/shared-ui/forms';
import { activateLocale } from '@directpay/shared-ui/i18n';
import { contactResolver, EMPTY_CONTACT } from './contact-form-values';

afterEach(() => activateLocale('en'));

test('a wrong US phone number is refused in English, and in Spanish on a Spanish page', async () => {
  const values = { ...EMPTY_CONTACT, first_name: 'Ana', last_name: 'Ruiz', email_address: 'ana@example.com', message: 'Hola', privacy: true, phone_number: '12', phone_region: 'US' as const };
  expect((await resolveForm(contactResolver, values)).phone_number).toBe('Please enter a valid US phone number, like (202) 555-0143.');
  await activateLocale('es');
  expect((await resolveForm(contactResolver, values)).phone_number).toBe('Escriba un número de teléfono válido de EE. UU., como (202) 555-0143.');
});
