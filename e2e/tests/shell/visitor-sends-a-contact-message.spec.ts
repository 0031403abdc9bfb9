import type { Page, Request } from '@playwright/test';
import { test, expect } from '#support/fixtures';

const isContactPost = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/contact_us';

/** Records every POST /contact_us the page makes, to prove that invalid forms send nothing. */
function recordContactPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (isContactPost(request)) posts.push(request);
  });
  return posts;
}

async function fillValidForm(page: Page) {
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Company').fill('Analytical Clinic');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Phone country').selectOption('US');
  await form.getByLabel('Phone number').fill('(202) 555-0143');
  await form.getByLabel('Message').fill('Could you list our clinic in Salt Lake City?');
  await form.getByRole('switch', { name: /privacy policy/ }).check();
  return form;
}

test('nothing is sent until required fields, email, phone and the privacy switch are valid (the original sent anything)', async ({ page }) => {
  const posts = recordContactPosts(page);
  await page.goto('/contactus');
  const form = page.getByRole('form', { name: 'Contact us' });
  await expect(form.getByRole('switch', { name: /privacy policy/ })).not.toBeChecked();
  await form.getByRole('button', { name: "Let's talk" }).click();
  await expect(form.getByText('Please enter your first name.')).toBeVisible();
  await expect(form.getByText('Please enter your last name.')).toBeVisible();
  await expect(form.getByText('Please enter your email address.')).toBeVisible();
  await expect(form.getByText('Please write a message.')).toBeVisible();
  await expect(form.getByText('Please agree to the privacy policy to send your message.')).toBeVisible();
  await expect(form.getByLabel('First name')).toBeFocused();
  await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');

  await fillValidForm(page);
  await form.getByLabel('Email').fill('ada@example');
  await form.getByLabel('Phone number').fill('12345');
  await form.getByRole('switch', { name: /privacy policy/ }).uncheck();
  await form.getByRole('button', { name: "Let's talk" }).click();
  await expect(form.getByText(/valid email address/)).toBeVisible();
  await expect(form.getByText(/valid US phone number/)).toBeVisible();
  await expect(form.getByText('Please agree to the privacy policy to send your message.')).toBeVisible();

  // An EU number needs its country code.
  await form.getByLabel('Phone country').selectOption('EU');
  await form.getByLabel('Phone number').fill('030 12345678');
  await form.getByRole('button', { name: "Let's talk" }).click();
  await expect(form.getByText(/valid EU phone number/)).toBeVisible();
  expect(posts).toHaveLength(0);
});

test('every typed value reaches POST /contact_us, the visitor sees Message sent successfully and the form clears', async ({ page }) => {
  await page.goto('/contactus');
  const form = await fillValidForm(page);
  const sent = page.waitForRequest(isContactPost);
  await form.getByRole('button', { name: "Let's talk" }).click();
  const request = await sent;
  expect(request.postDataJSON()).toEqual({
    first_name: 'Ada',
    last_name: 'Lovelace',
    company: 'Analytical Clinic',
    email_address: 'ada@example.com',
    phone_number: '+1 202 555 0143',
    message: 'Could you list our clinic in Salt Lake City?',
  });
  expect((await request.response())?.status()).toBe(202);
  await expect(page.getByTestId('notice').filter({ hasText: 'Message sent successfully' })).toBeVisible();
  await expect(form.getByLabel('First name')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');
  await expect(form.getByRole('switch', { name: /privacy policy/ })).not.toBeChecked();
});

test('when sending fails the visitor is told and everything typed stays', async ({ page }) => {
  await page.route('**/contact_us', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong.' }) }),
  );
  await page.goto('/contactus');
  const form = await fillValidForm(page);
  await form.getByRole('button', { name: "Let's talk" }).click();
  await expect(form.getByRole('alert')).toContainText('Your message could not be sent');
  await expect(form.getByLabel('First name')).toHaveValue('Ada');
  await expect(form.getByLabel('Last name')).toHaveValue('Lovelace');
  await expect(form.getByLabel('Company')).toHaveValue('Analytical Clinic');
  await expect(form.getByLabel('Email')).toHaveValue('ada@example.com');
  await expect(form.getByLabel('Phone number')).toHaveValue('(202) 555-0143');
  await expect(form.getByLabel('Message')).toHaveValue('Could you list our clinic in Salt Lake City?');
  await expect(form.getByRole('switch', { name: /privacy policy/ })).toBeChecked();
});

test('the privacy switch links to the privacy policy', async ({ page }) => {
  await page.goto('/contactus');
  await page.getByRole('form', { name: 'Contact us' }).getByRole('link', { name: 'privacy policy' }).click();
  await expect(page).toHaveURL('/private-policy');
});
