import { expect, test } from '@playwright/test';
import { loginViaApi } from '../support/auth.ts';
import { contactsApi, insertInvoiceRow } from '../support/contacts.ts';

/** Desktop details: toasts, names in texts, the contacts table. */
test.use({ viewport: { width: 1280, height: 900 } });

test('a save that succeeds after a failed one replaces the red toast; toasts stay below the top bar', async ({
  page,
}) => {
  const api = await contactsApi(page);
  const contact = await api.create({
    contact_type: 'individual',
    first_name: 'Toos',
    last_name: 'Toastmans',
    country: 'nl',
  });
  await loginViaApi(page, `/contacts/${contact.uuid}/edit`);
  await expect(page.getByRole('heading', { name: 'Bewerk contact' })).toBeVisible();

  // The first save fails on the server, the second goes through.
  let failures = 1;
  await page.route('**/api/contact.update/**', async (route) => {
    if (failures-- > 0) {
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Er ging iets mis op de server.', code: 'internal_error' }),
      });
    } else {
      await route.continue();
    }
  });
  await page.getByLabel('Achternaam', { exact: true }).fill('Toastmans-Tweede');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  const toasts = page.locator('[data-sonner-toast]');
  await expect(toasts.filter({ hasText: 'is mislukt' })).toBeVisible();

  // Below the 56 px top bar, clear of the user menu (once it has slid into place).
  const menuBox = await page.getByRole('button', { name: /Gebruikersmenu/ }).boundingBox();
  const menuBottom = (menuBox?.y ?? 0) + (menuBox?.height ?? 0);
  expect(menuBottom).toBeGreaterThan(0);
  await expect
    .poll(async () => (await toasts.first().boundingBox())?.y ?? 0)
    .toBeGreaterThanOrEqual(Math.max(56, menuBottom));

  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(toasts.filter({ hasText: 'De wijzigingen zijn opgeslagen.' }).first()).toBeVisible();
  await expect(toasts.filter({ hasText: 'is mislukt' })).toHaveCount(0);
});

test('a contact without a name is called "(zonder naam)" in the delete question', async ({ page }) => {
  const api = await contactsApi(page);
  const contact = await api.create({ contact_type: 'individual', country: 'nl' });
  await loginViaApi(page, `/contacts/${contact.uuid}`);
  await expect(page.getByRole('heading', { name: '(zonder naam)', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Verwijder contact' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Weet je zeker dat je (zonder naam) wilt verwijderen?');
  await expect(dialog).not.toContainText('je  wilt');
});

test('the contacts table fills its card and a row action stays inside its row', async ({ page }) => {
  const api = await contactsApi(page);
  const contact = await api.create({
    contact_type: 'business',
    company_name: 'Aaa Gearchiveerd Herstelbedrijf',
    country: 'nl',
  });
  // With an invoice, deleting archives it: a deactivated row with Herstellen.
  insertInvoiceRow(contact.id);
  expect((await api.remove(contact.uuid)).archived).toBe(true);
  await loginViaApi(page, '/contacts');
  await page.getByRole('button', { name: 'Toon gedeactiveerde item(s)' }).click();
  const table = page.getByRole('grid', { name: 'Contacten' });
  await expect(table).toBeVisible();
  const restore = page.getByRole('button', { name: 'Aaa Gearchiveerd Herstelbedrijf herstellen' });
  await expect(restore).toBeVisible();

  const tableBox = await table.boundingBox();
  const cardBox = await table.locator('xpath=..').boundingBox();
  expect(tableBox && cardBox).toBeTruthy();
  if (tableBox && cardBox) expect(cardBox.width - tableBox.width).toBeLessThanOrEqual(2);

  const row = page.getByRole('row').filter({ has: restore });
  const rowBox = await row.boundingBox();
  const buttonBox = await restore.boundingBox();
  expect(rowBox && buttonBox).toBeTruthy();
  if (rowBox && buttonBox) {
    expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width + 0.5);
    expect(buttonBox.y).toBeGreaterThanOrEqual(rowBox.y - 0.5);
    expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(rowBox.y + rowBox.height + 0.5);
  }
});
