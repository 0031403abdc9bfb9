/**
 * Steps the moderation journeys share: another person's browser, the account navigation,
 * a case of the queue and a decision on it, as an administrator takes it.
 */
import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import type { LoginResponse } from '@directpay/contracts';
import { expect } from '#support/fixtures';
import { expectFitsEveryPhone } from '#support/fits-the-screen';
import { storeSession } from '#support/session';

/** A browser of another person (the administrator, the owner) at the test's width, signed in when given a session. */
export async function personPage(browser: Browser, testInfo: TestInfo, session?: LoginResponse): Promise<Page> {
  const context = await browser.newContext({ ...testInfo.project.use, baseURL: undefined });
  const page = await context.newPage();
  if (session) await storeSession(page, session);
  return page;
}

/** Opens an account page through the account navigation (a slide-over on a phone). */
export async function openAccountPage(page: Page, label: string, isMobile: boolean): Promise<void> {
  if (isMobile) await page.getByRole('button', { name: 'Account menu' }).click();
  const nav = isMobile ? page.getByRole('dialog', { name: 'Account menu' }) : page.getByRole('navigation', { name: 'Account' });
  await nav.getByRole('link', { name: label, exact: true }).click();
}

/** The open case about one clinic in the moderation queue. */
export const caseOf = (page: Page, clinicName: string): Locator => page.getByTestId('moderation-case').filter({ has: page.getByRole('heading', { name: clinicName, exact: true }) });

/**
 * Decides a case: the action is refused until a reason is typed, then taken; the page says
 * what was done and the case leaves the queue.
 */
export async function decide(page: Page, clinicName: string, action: 'Mark closed' | 'Suspend', reason: string, isMobile: boolean): Promise<void> {
  const item = caseOf(page, clinicName);
  await expect(item).toHaveCount(1);
  if (isMobile) await expectFitsEveryPhone(page, 'moderation queue');
  await item.getByRole('button', { name: action, exact: true }).click();
  await expect(item.getByText('Please write the reason for this decision.')).toBeVisible();
  await item.getByLabel('Reason').fill(reason);
  await item.getByRole('button', { name: action, exact: true }).click();
  await expect(page.getByTestId('moderation-result')).toContainText(clinicName);
  await expect(page.getByTestId('moderation-result')).toContainText(reason);
  await expect(caseOf(page, clinicName)).toHaveCount(0);
}
