import { test, expect } from '#support/fixtures';
import { profileClinics, type ProfileClinics } from './profile-fixtures';
import { EXPECTED_HOURS, INSURANCES_SORTED, LONG_DESCRIPTION, PRICED, SPECIALTIES_SORTED } from './profile-data';

let clinics: ProfileClinics;
test.beforeAll(async () => {
  clinics = await profileClinics();
});

test.describe('visitor reads a clinic profile', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(`/clinic/${clinics.rich.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Riverside Cash Care' })).toBeVisible();
  });

  test('sections follow the spec order and the heading shows city and state', async ({ page }) => {
    const profile = page.locator('[data-remote="mf_profile"] article');
    await expect(profile.getByTestId('city-state')).toHaveText('Ogden, UT');
    // The sections below the first screen follow it a frame later: wait for them all.
    await expect(profile.locator('h1, h2')).toHaveText(['Riverside Cash Care', 'Riverside Cash Care', 'About', 'Services', 'Request an appointment', 'Your right to a Good Faith Estimate', 'Accepted Insurances', 'Doctors', 'Specialties', 'Office Images', 'Hours', 'Address']);
    // The first image sits between the contact card and the header details.
    const order = await profile.evaluate((el) => Array.from(el.children).map((c) => c.tagName.toLowerCase() + (c.getAttribute('data-testid') ? `#${c.getAttribute('data-testid')}` : '')));
    expect(order.slice(0, 3)).toEqual(['aside#contact-card', 'img', 'header']);
    expect(order.at(-1)).toBe('div#clinic-map');
  });

  test('description stops at 350 characters and Read more shows all of it in a dialog', async ({ page }) => {
    const preview = page.getByTestId('description-preview');
    const text = (await preview.textContent()) ?? '';
    expect(text.endsWith('…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(351);
    expect(LONG_DESCRIPTION.startsWith(text.slice(0, -1))).toBe(true);
    await expect(preview).not.toContainText('END OF DESCRIPTION');

    const readMore = page.getByRole('button', { name: 'Read more' });
    await readMore.click();
    const dialog = page.getByRole('dialog', { name: 'Description' });
    await expect(dialog).toContainText('END OF DESCRIPTION');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(readMore).toBeFocused();
  });

  test("services show six priced items with '$ ' prices, and Show all lists every one", async ({ page }) => {
    const section = page.getByRole('region', { name: 'Services' });
    const items = section.getByRole('listitem');
    await expect(items).toHaveCount(6);
    // Each price has the report action beside it.
    const REPORT = 'I was charged a different price';
    await expect(items.first()).toHaveText(`${PRICED[0][0]}${REPORT}${PRICED[0][1]}`);
    await expect(section).not.toContainText('Leukemia cancer test');

    await section.getByRole('button', { name: /Show all services/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Services' });
    await expect(dialog.getByRole('listitem')).toHaveText(PRICED.map(([d, p]) => `${d}${REPORT}${p}`));
    await expect(dialog).not.toContainText('Leukemia cancer test');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('insurances and specialties are sorted, nameless ones hidden, six then Show all', async ({ page }) => {
    const insurances = page.getByRole('region', { name: 'Accepted Insurances' });
    await expect(insurances.getByRole('listitem')).toHaveText(INSURANCES_SORTED.slice(0, 6));
    await insurances.getByRole('button', { name: /Show all insurances/ }).click();
    const insuranceDialog = page.getByRole('dialog', { name: 'Accepted Insurances' });
    await expect(insuranceDialog.getByRole('listitem')).toHaveText(INSURANCES_SORTED);
    // A click outside the dialog closes it.
    await page.mouse.click(5, 5);
    await expect(insuranceDialog).toBeHidden();

    const specialties = page.getByRole('region', { name: 'Specialties' });
    await expect(specialties.getByRole('listitem')).toHaveText(SPECIALTIES_SORTED.slice(0, 6));
    await specialties.getByRole('button', { name: /Show all specialties/ }).click();
    await expect(page.getByRole('dialog', { name: 'Specialties' }).getByRole('listitem')).toHaveText(SPECIALTIES_SORTED);
  });

  test('contact card shows the accepting indicator, a formatted phone link and the website in a new tab', async ({ page }) => {
    const card = page.getByTestId('contact-card');
    await expect(card).toContainText('Accepting new patients');
    await expect(card.getByRole('link', { name: '(801) 555-0142' })).toHaveAttribute('href', 'tel:+18015550142');
    const website = card.getByRole('link', { name: 'Visit website' });
    await expect(website).toHaveAttribute('href', 'https://riverside.example.com');
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', /noopener/);
    await expect(card.getByRole('button', { name: 'Send message' })).toBeVisible();
  });

  test("hours list every weekday in 12-hour time, 'Closed' days, and an open-now badge", async ({ page }) => {
    const rows = page.getByRole('region', { name: 'Hours' }).getByRole('row');
    await expect(rows).toHaveText(EXPECTED_HOURS.map(([d, t]) => `${d}${t}`));
    await expect(page.getByTestId('open-badge')).toHaveText(/^(Open now|Closed now)$/);
  });

  test('the page carries MedicalClinic JSON-LD and a meaningful title and description', async ({ page }) => {
    const script = page.locator('script[type="application/ld+json"]');
    await expect(script).toHaveCount(1);
    const data = JSON.parse((await script.textContent()) ?? '');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MedicalClinic',
      name: 'Riverside Cash Care',
      telephone: '8015550142',
      isAcceptingNewPatients: true,
      address: { addressLocality: 'Ogden', addressRegion: 'UT', postalCode: '84401' },
      geo: { latitude: 41.223, longitude: -111.9738 },
    });
    expect(data.openingHours).toContain('Mo 09:00-17:00');
    expect(data.makesOffer.map((o: { name: string; price: string }) => [o.name, `$ ${o.price}`])).toEqual(PRICED);
    await expect(page).toHaveTitle(/Riverside Cash Care, Ogden, UT/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Riverside Cash Care in Ogden, UT takes direct payment/);
  });
});

test('a clinic with little data shows what it has: not accepting, phone as typed, no doctors, images or map', async ({ page }) => {
  await page.goto(`/clinic/${clinics.sparse.id}`);
  const card = page.getByTestId('contact-card');
  await expect(card).toContainText('Not accepting new patients now');
  await expect(card.getByRole('link', { name: '+49 30 1234567' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hours' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Read more' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Show all/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Doctors' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Office Images' })).toHaveCount(0);
  await expect(page.getByTestId('clinic-map')).toHaveCount(0);
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
});
