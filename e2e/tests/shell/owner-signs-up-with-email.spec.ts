import type { Page, Request } from '@playwright/test';
import { test, expect } from '#support/fixtures';
import { outboxMails } from '#support/outbox';
import { expectNoSeriousA11yViolations, isMobileLayout, logOut } from './shell-helpers';

/** The confirmation link in the newest outbox mail to `email` (other than `previous`), as the owner's mail program shows it. */
async function confirmationLink(email: string, previous?: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const links = outboxMails()
          .filter((mail) => mail.includes(`To: ${email}`))
          .map((mail) => /https?:\/\/\S+\/confirm-email\?token=\S+/.exec(mail)?.[0] ?? '')
          .filter((found) => found && found !== previous);
        link = links.at(-1) ?? '';
        return link;
      },
      { message: `a confirmation link mailed to ${email}` },
    )
    .not.toBe('');
  return link;
}

async function logInWithEmail(page: Page, email: string, password: string): Promise<void> {
  const login = page.getByRole('form', { name: 'Log in with email' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Log in with email' }).click();
}

/** The wizard with only what it requires: category and name, website, address; the other steps keep their defaults. */
async function addMinimalClinic(page: Page, name: string): Promise<void> {
  const wizard = page.getByRole('dialog', { name: 'Add clinic location' });
  const next = wizard.getByRole('button', { name: 'Next', exact: true });
  await wizard.getByLabel('Clinic name').fill(name);
  await wizard.getByRole('radio', { name: 'LASIK' }).check();
  await next.click();
  await wizard.getByLabel('Website (required)').fill('https://signed-up.example.com');
  await next.click();
  await next.click();
  await wizard.getByLabel('Street address').fill('100 N University Ave');
  await wizard.getByLabel('City').fill('Provo');
  await wizard.getByLabel('State').fill('UT');
  await wizard.getByLabel('ZIP code').fill('84601');
  for (let step = 4; step < 10; step++) await next.click();
  await wizard.getByRole('button', { name: 'Submit' }).click();
  await expect(wizard).toHaveCount(0);
}

test('different passwords say Passwords do not match and nothing is sent', async ({ page }) => {
  const posts: Request[] = [];
  page.on('request', (r) => r.method() === 'POST' && posts.push(r));
  await page.goto('/signup');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Email').fill('mismatch@example.com');
  await form.getByLabel('Create password').fill('first-password');
  await form.getByLabel('Confirm password').fill('second-password');
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(form.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByTestId('notice').filter({ hasText: 'Passwords do not match' })).toBeVisible();
  await expect(form.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toHaveLength(0);
});

test('owner signs up with email, confirms the address through the mailed link and lists a clinic', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const email = `owner-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto('/signup');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Create password').fill('a-long-password');
  await form.getByLabel('Confirm password').fill('a-long-password');
  await form.getByRole('button', { name: 'Sign up' }).click();
  // The same answer whether or not the address has an account: check your email.
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(email);
  const firstLink = await confirmationLink(email);

  // Logging in before confirming: the account cannot list clinics yet and says why.
  await page.getByRole('link', { name: 'log in', exact: true }).click();
  await logInWithEmail(page, email, 'a-long-password');
  await expect(page).toHaveURL('/account/clinic-locations');
  await expect(page.getByRole('heading', { name: 'Confirm your email to list clinics' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add your first clinic location' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Resend the link' }).click();
  await expect(page.getByText('A new link is on its way')).toBeVisible();
  const link = await confirmationLink(email, firstLink);

  // The owner opens the newest link from the mail.
  await page.goto(link);
  await expect(page.getByRole('status')).toContainText(`Your email address ${email} is confirmed`);
  await page.getByRole('link', { name: 'Go to your clinic locations' }).click();
  await expect(page).toHaveURL('/account/clinic-locations');
  await page.getByRole('button', { name: 'Add your first clinic location' }).click();
  await addMinimalClinic(page, 'Signed Up Eye Care');
  await expect(page.getByTestId('clinic-row').filter({ hasText: 'Signed Up Eye Care' })).toContainText('Provo, UT');

  await logOut(page);
  await expect(page).toHaveURL('/');
  if (isMobileLayout(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Log in', exact: true }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).click();
  }
  await logInWithEmail(page, email, 'a-long-password');
  await expect(page).toHaveURL('/account/clinic-locations');
  await expect(page.getByTestId('clinic-row').filter({ hasText: 'Signed Up Eye Care' })).toBeVisible();
});

test('an opened confirmation link cannot be used again; the new pages pass the accessibility checks', async ({ page }, testInfo) => {
  const email = `owner-once-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto('/signup');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Create password').fill('a-long-password');
  await form.getByLabel('Confirm password').fill('a-long-password');
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const link = await confirmationLink(email);
  await page.goto(link);
  await expect(page.getByRole('status')).toContainText('is confirmed');
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('could not be confirmed: this confirmation link is invalid, already used or expired');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Log in to ask for a new link' }).click();
  await expect(page).toHaveURL('/login');
});

test('the sign-up page offers the other sign-in and a link back to /login', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByRole('button', { name: 'Sign in with the development account' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/login');
});
