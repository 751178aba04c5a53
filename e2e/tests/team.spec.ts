import { expect, test } from '@playwright/test';
import { loginViaApi } from '../support/auth.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { mailCount, waitForNewMail } from '../support/mail.ts';
import { amsterdamDay, ordersApi } from '../support/orders.ts';

test('an owner invites a driver, who signs in on a phone and sees only the agenda; deactivation ends it', async ({
  page,
  browser,
}) => {
  // Two browsers, a mail and four axe checks: more than one test's minute.
  test.setTimeout(120_000);
  const email = `chauffeur-${Date.now()}@example.nl`;
  await loginViaApi(page, '/settings');
  await page.getByRole('link', { name: /^Gebruikers/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gebruikers' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Gebruikers' });
  await expect(list.getByText('(jij)')).toBeVisible();

  const before = mailCount();
  await page.getByRole('button', { name: 'Collega uitnodigen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Collega uitnodigen' });
  await dialog.getByLabel('Voornaam').fill('Chris');
  await dialog.getByLabel('Achternaam').fill('Chauffeur');
  await dialog.getByLabel('E-mailadres').fill(email);
  await expect(dialog.getByText('Alleen de agenda, de dagplanning met route')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Uitnodiging versturen' }).click();
  await expect(dialog).toBeHidden();
  const row = list.getByRole('listitem').filter({ hasText: email });
  await expect(row.getByText('Uitgenodigd', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const mail = await waitForNewMail(before, email);
  expect(mail.text).toContain('als chauffeur');
  const link = new URL(mail.resetLink ?? '');

  // Something on today's agenda for the driver to open.
  const product = `Springkussen Chauffeur ${Date.now().toString(36)}`;
  const orders = await ordersApi(page);
  const { unitId } = await orders.rentableItem(product, 4_500);
  const order = await orders.order(unitId, product, amsterdamDay(), amsterdamDay(1));

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'nl-NL' });
  const driver = await phone.newPage();
  await driver.goto(link.pathname);
  // An invitation: the first password, not the reset's "nieuwe" one.
  await expect(driver.getByRole('heading', { level: 1, name: 'Kies je wachtwoord' })).toBeVisible();
  await expect(driver).toHaveTitle(/^Kies je wachtwoord/);
  await driver.getByLabel('Wachtwoord', { exact: true }).fill('rijden123');
  await driver.getByLabel('Herhaal wachtwoord', { exact: true }).fill('rijden123');
  await driver.getByRole('button', { name: 'Opslaan' }).click();
  await expect(driver).toHaveURL(/\/login$/);
  await expect(driver.getByText('Je wachtwoord is ingesteld.', { exact: false })).toBeVisible();
  // The sign-in page knows the address; the password is next.
  await expect(driver.getByLabel('E-mailadres', { exact: true })).toHaveValue(email);
  await expect(driver.getByLabel('Wachtwoord', { exact: true })).toBeFocused();
  await driver.keyboard.type('rijden123');
  await driver.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(driver).toHaveURL(/\/schedule$/);

  const nav = driver.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(nav.getByRole('link', { name: 'Agenda' })).toBeVisible();
  await expect(nav.getByRole('link')).toHaveCount(1);
  await expect(nav.getByRole('button', { name: 'Meer' })).toHaveCount(0);
  const scrollWidth = await driver.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);

  // The appointment's dialog names the order but links to no page the driver cannot open.
  await driver
    .locator(`li[data-day="${amsterdamDay()}"]`)
    .getByRole('button', { name: new RegExp(product) })
    .first()
    .click();
  const details = driver.getByRole('dialog', { name: 'Details (Bezorging)' });
  await expect(details.getByText(`Order #${order.id}`, { exact: true })).toBeVisible();
  await expect(details.getByRole('link', { name: /Order/ })).toHaveCount(0);
  await details.getByRole('button', { name: 'Sluiten' }).first().click();

  await driver.goto('/sales_invoices');
  await expect(driver.getByRole('heading', { level: 1, name: 'Geen toegang' })).toBeVisible();
  await expectNoSeriousA11yViolations(driver);

  // The owner sees the first sign-in, then deactivates the driver: the phone is signed out.
  await page.reload();
  await expect(row.getByText('Actief', { exact: true })).toBeVisible();
  await expect(row.getByText(/Laatst ingelogd:/)).toBeVisible();
  await row.getByRole('button', { name: 'Deactiveren' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Collega deactiveren' });
  await confirm.getByRole('button', { name: 'Deactiveren' }).click();
  await expect(row.getByText('Gedeactiveerd', { exact: true })).toBeVisible();

  await driver.goto('/schedule');
  await expect(driver).toHaveURL(/\/login/);
  await phone.close();
});
