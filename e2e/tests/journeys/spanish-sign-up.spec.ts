import type { Page } from '@playwright/test';
import { test, expect } from '#support/fixtures';
import { outboxMails } from '#support/outbox';
import { expectNoSeriousA11yViolations } from '../shell/shell-helpers';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
const header = (page: Page) => page.getByRole('banner');
const footer = (page: Page) => page.getByRole('contentinfo');
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The scroll once a wheel's smooth scrolling has come to rest. */
async function restingScrollY(page: Page): Promise<number> {
  let last = -1;
  await expect
    .poll(async () => {
      const now = await scrollY(page);
      const rested = now === last;
      last = now;
      return rested;
    }, { intervals: [150] })
    .toBe(true);
  return last;
}

/** The confirmation link in the newest outbox mail to `email`, as the owner's mail program shows it. */
async function mailTo(email: string): Promise<{ mail: string; link: string }> {
  let found = { mail: '', link: '' };
  await expect
    .poll(
      () => {
        const mail = outboxMails().filter((m) => m.includes(`To: ${email}`)).at(-1) ?? '';
        found = { mail, link: /https?:\/\/\S+\/confirm-email\?token=\S+/.exec(mail)?.[0] ?? '' };
        return found.link;
      },
      { message: `a confirmation link mailed to ${email}` },
    )
    .not.toBe('');
  return found;
}

/** Signs up on the Spanish sign-up page, in its Spanish words. */
async function signUpInSpanish(page: Page, email: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Registrarse' });
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Cree una contraseña').fill('una-contraseña-larga');
  await form.getByLabel('Confirme la contraseña').fill('una-contraseña-larga');
  await form.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page.getByRole('heading', { name: 'Revise su correo electrónico' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(email);
}

test('a visitor switches to Spanish in the header, keeping the page, its query and scroll, reads the glossary, signs up and confirms the address', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.goto('/terms-conditions?ref=newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & conditions' })).toBeVisible();
  // Scrolled a little, the header (not fixed) still in view.
  await page.mouse.wheel(0, 24);
  const scrolled = await restingScrollY(page);
  expect(scrolled).toBeGreaterThan(10);

  await header(page).getByRole('link', { name: 'Read this page in Español' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeVisible();
  await expect(page).toHaveURL('/es/terms-conditions?ref=newsletter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page).toHaveTitle('Términos y condiciones | DirectPay Clinics');
  // Not back at the top (the browser keeps the text in view as the words above it change length).
  expect(await restingScrollY(page)).toBeGreaterThan(0);

  // A static page in Spanish, from the footer: the glossary in Spanish order.
  await footer(page).getByRole('link', { name: 'Glosario' }).click();
  await expect(page).toHaveURL('/es/terminology');
  await expect(page.getByRole('heading', { level: 1, name: 'Glosario' })).toBeVisible();
  await expect(page.locator('dt').first()).toHaveText('Atención primaria directa (DPC)');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');

  // Sign up from the header's Log in, as a Spanish reader sees it.
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name: 'Iniciar sesión', exact: true }).click();
  } else {
    await header(page).getByRole('link', { name: 'Iniciar sesión', exact: true }).click();
  }
  await expect(page).toHaveURL('/es/login');
  await page.getByRole('link', { name: 'Cree una cuenta' }).click();
  await expect(page).toHaveURL('/es/signup');
  const email = `spanish-${testInfo.project.name}-${Date.now()}@example.com`;
  await signUpInSpanish(page, email);

  // The mail is in Spanish, and its link opens the confirmation in Spanish: the address is confirmed.
  const { mail, link } = await mailTo(email);
  expect(mail).toContain('Abra este enlace para confirmar su dirección de correo electrónico');
  expect(mail).not.toContain('Open this link');
  expect(new URL(link).pathname).toBe('/es/confirm-email');
  await page.goto(link);
  await expect(page.getByRole('status')).toContainText(`Su dirección de correo electrónico ${email} está confirmada`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page).toHaveTitle('Confirme su correo electrónico | DirectPay Clinics');
  await expect(page.getByRole('alert')).toHaveCount(0);
  // What comes next is in Spanish too.
  await page.getByRole('link', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL('/es/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Elija una cuenta' })).toBeVisible();
});

test('switching back to English works, and Back after a switch shows each page in its address’s language', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  // Read to the end, then switch with the footer's link: the reader stays where they were.
  for (let i = 0; i < 10; i++) await page.mouse.wheel(0, 600);
  await expect(footer(page).getByRole('link', { name: 'Read this page in Español' })).toBeInViewport();
  const scrolled = await restingScrollY(page);
  expect(scrolled).toBeGreaterThan(100);
  await footer(page).getByRole('link', { name: 'Read this page in Español' }).click();
  await expect(page).toHaveURL('/es/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Quiénes somos' })).toBeAttached();
  expect(await restingScrollY(page)).toBeGreaterThan(scrolled / 2);

  await footer(page).getByRole('link', { name: 'Glosario' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Glosario' })).toBeVisible();

  // Back to English with the footer's switch.
  await footer(page).getByRole('link', { name: 'Leer esta página en English' }).click();
  await expect(page).toHaveURL('/terminology');
  await expect(page.getByRole('heading', { level: 1, name: 'Terminology' })).toBeVisible();
  await expect(page.locator('dt').first()).toHaveText('Cash price');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page).toHaveTitle('Terminology | DirectPay Clinics');
  await expect(page.getByTestId('language-suggestion')).toHaveCount(0);

  // Back: the page before, in its address's language (Spanish), which offers the English chosen last.
  await page.goBack();
  await expect(page).toHaveURL('/es/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Quiénes somos' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByTestId('language-suggestion')).toContainText('This page is available in English');

  // Forward again: English, as its address says.
  await page.goForward();
  await expect(page).toHaveURL('/terminology');
  await expect(page.getByRole('heading', { level: 1, name: 'Terminology' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});

test('the Spanish home page hydrates as it arrived, offers nothing to a Spanish reader, and the Spanish pages pass the accessibility checks', async ({ page }) => {
  await page.goto('/es/');
  await expect(page.getByRole('heading', { level: 1, name: 'Encuentre clínicas con precios en efectivo claros' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('search', { name: 'Buscar clínicas' })).toBeVisible();
  await expect(page.getByTestId('language-suggestion')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await footer(page).getByRole('link', { name: 'Glosario' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Glosario' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await footer(page).getByRole('link', { name: 'Contáctenos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contáctenos' })).toBeVisible();
  await page.getByRole('button', { name: 'Hablemos' }).click();
  await expect(page.getByText('Escriba su nombre.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
