import { test, expect } from '#support/fixtures';
import { mailsWith } from '#support/outbox';
import { profileClinics, type ProfileClinics } from './profile-fixtures';

let clinics: ProfileClinics;
test.beforeAll(async () => {
  clinics = await profileClinics();
});

async function openForm(page: import('@playwright/test').Page) {
  await page.goto(`/clinic/${clinics.rich.id}`);
  await page.getByTestId('contact-card').getByRole('button', { name: 'Send message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a message to Riverside Cash Care' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('visitor sends a message: checked first, then delivered to the clinic with what was typed', async ({ page }, testInfo) => {
  const dialog = await openForm(page);
  await expect(dialog).toContainText('not HIPAA (health-privacy) compliant');
  await expect(dialog).toContainText('We do not read or store the information you submit');

  // Nothing is sent until every field is right.
  let posts = 0;
  page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/contact') && posts++);
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByText('Please enter your name.')).toBeVisible();
  await expect(dialog.getByText('Please enter your email address.')).toBeVisible();
  await expect(dialog.getByText('Please enter a message.')).toBeVisible();
  await expect(dialog.getByLabel('Your name')).toBeFocused();
  await dialog.getByLabel('Your email').fill('pat@');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByText(/valid email address/)).toBeVisible();
  expect(posts).toBe(0);

  const stamp = `${testInfo.project.name}-${Date.now()}`;
  await dialog.getByLabel('Your name').fill(`Pat ${stamp}`);
  await dialog.getByLabel('Your email').fill('pat.visitor@example.com');
  await dialog.getByLabel('Message').fill(`Do you take walk-ins? ${stamp}`);
  await dialog.getByRole('button', { name: 'Send message' }).click();

  await expect(page.getByTestId('notice').filter({ hasText: 'Your message has been sent successfully!' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => mailsWith([`Name: Pat ${stamp}`, 'Email: pat.visitor@example.com', `Do you take walk-ins? ${stamp}`, 'front@riverside.example.com']).length).toBe(1);
});

test('a failed send shows the error notice and keeps the form open with what was typed', async ({ page }) => {
  await page.route('**/clinics/*/contact', (route) => route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'boom' } }));
  const dialog = await openForm(page);
  await dialog.getByLabel('Your name').fill('Sam Failing');
  await dialog.getByLabel('Your email').fill('sam@example.com');
  await dialog.getByLabel('Message').fill('This one will not arrive.');
  await dialog.getByRole('button', { name: 'Send message' }).click();

  const failed = 'There was an error sending your message. Please try again.';
  await expect(page.getByTestId('notice').filter({ hasText: failed })).toBeVisible();
  // Also inside the dialog, where a screen reader hears it (the page behind an open dialog is hidden from it).
  await expect(dialog.getByRole('alert')).toHaveText(failed);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Your name')).toHaveValue('Sam Failing');
  await expect(dialog.getByLabel('Your email')).toHaveValue('sam@example.com');
  await expect(dialog.getByLabel('Message')).toHaveValue('This one will not arrive.');
});
