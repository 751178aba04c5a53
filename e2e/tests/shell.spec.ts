import { expect, test } from '@playwright/test';
import { loginViaApi } from '../support/auth.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';

const NAV = [
  ['Vandaag', '/vandaag'],
  ['Agenda', '/schedule'],
  ['Contacten', '/contacts'],
  ['Artikelen', '/items'],
  ['Orders', '/orders'],
  ['Facturen', '/sales_invoices'],
  ['Promoties', '/discounts'],
  ['Rapportage', '/rapportage'],
  ['Instellingen', '/settings'],
] as const;

test('the root path and protected pages send a visitor to /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/contacts/new');
  await expect(page).toHaveURL(/\/login$/);
});

test('the sidebar lists the nine sections in order and highlights the current one', async ({ page }) => {
  await loginViaApi(page, '/contacts/new');
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  // The sections, without the 'n nieuw' badge that another test's waiting request may show.
  const links = nav.getByRole('link').filter({ hasNotText: /nieuw/ });
  await expect(links).toHaveCount(NAV.length);
  for (const [index, [label, href]] of NAV.entries()) {
    await expect(links.nth(index)).toHaveAccessibleName(label);
    await expect(links.nth(index)).toHaveAttribute('href', href);
  }
  await expect(nav.getByRole('link', { name: 'Contacten' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

  await nav.getByRole('link', { name: 'Artikelen' }).click();
  await expect(page).toHaveURL(/\/items$/);
  await expect(nav.getByRole('link', { name: 'Artikelen' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Contacten' })).not.toHaveAttribute('aria-current', 'page');
});

test("pointing at a menu item loads that page's code before the click", async ({ page }) => {
  await loginViaApi(page, '/contacts');
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(nav.getByRole('link', { name: 'Contacten' })).toHaveAttribute('aria-current', 'page');
  const pageCode = page.waitForRequest((request) =>
    /\/assets\/items-list-page-[\w-]+\.js$/.test(request.url()),
  );
  await nav.getByRole('link', { name: 'Artikelen' }).hover();
  await pageCode;
  await expect(page).toHaveURL(/\/contacts$/);
  await nav.getByRole('link', { name: 'Artikelen' }).click();
  await expect(page.getByRole('heading', { name: 'Artikelen', level: 1 })).toBeVisible();
});

test('the logo is hidden on small screens', async ({ page }) => {
  // sm is 640 px: from there on the logo shows, below it not.
  await page.setViewportSize({ width: 640, height: 800 });
  await loginViaApi(page);
  await expect(page.getByTestId('brand')).toBeVisible();
  await page.setViewportSize({ width: 639, height: 800 });
  await expect(page.getByTestId('brand')).toBeHidden();
  // The navigation stays usable.
  await expect(
    page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Orders' }),
  ).toBeVisible();
});

test('an unknown path shows the Dutch 404 page with a way back', async ({ page }) => {
  await page.goto('/bestaat/helemaal/niet');
  await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible();
  await page.getByRole('link', { name: 'Terug naar de startpagina' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the login page has no serious accessibility problems', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the logged-in shell has no serious accessibility problems', async ({ page }) => {
  await loginViaApi(page, '/contacts');
  await expect(page.getByRole('heading', { name: 'Contacten' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a success toast stays 25 seconds', async ({ page }) => {
  await page.clock.install();
  await loginViaApi(page, '/settings/fees');
  await page.getByLabel('Gratis kilometers').fill('15');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  const toast = page.getByText('De transportkosten zijn opgeslagen.');
  await expect(toast).toBeVisible();
  await page.clock.runFor(24_000);
  await expect(toast).toBeVisible();
  await page.clock.runFor(2_000);
  await expect(toast).toBeHidden();
});
