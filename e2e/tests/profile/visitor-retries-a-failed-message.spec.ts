import { test, expect } from '#support/fixtures';
import { profileClinics } from './profile-fixtures';

test('a failed message and a successful retry leave only the success notice', async ({ page }, testInfo) => {
  const { rich } = await profileClinics();
  // The first send meets a server error; the retry goes to the real API.
  const contact = '**/clinics/*/contact';
  await page.route(contact, (route) => route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'boom' } }));
  await page.goto(`/clinic/${rich.id}`);
  await page.getByTestId('contact-card').getByRole('button', { name: 'Send message' }).click();
  const dialog = page.getByRole('dialog', { name: `Send a message to ${rich.detail.name}` });
  await dialog.getByLabel('Your name').fill(`Sam ${testInfo.project.name}`);
  await dialog.getByLabel('Your email').fill('sam@example.com');
  await dialog.getByLabel('Message').fill('Do you take walk-ins?');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  const notices = page.getByTestId('notice');
  // Each notice is its text and a Dismiss button (×).
  await expect(notices).toHaveText([/^There was an error sending your message\. Please try again\.×$/]);

  await page.unroute(contact);
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog).toBeHidden();
  await expect(notices).toHaveText([/^Your message has been sent successfully!×$/]);
});
