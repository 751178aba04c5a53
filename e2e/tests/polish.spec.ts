import { expect, test } from '@playwright/test';
import { loginViaApi } from '../support/auth.ts';
import { contactsApi, insertInvoiceRow } from '../support/contacts.ts';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box | null) =>
  b !== null && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Desktop details: toasts, names in texts, the contacts table. */
test.use({ viewport: { width: 1280, height: 900 } });

test('a save that succeeds after a failed one replaces the red toast; toasts stay clear of the top bar, the user menu and Opslaan', async ({
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

  // Below the 56 px top bar, clear of the user menu and of the form's Opslaan (once it has slid
  // into place): the second click below must reach the button, not the toast.
  const menu = await page.getByRole('button', { name: /Gebruikersmenu/ }).boundingBox();
  const saveButton = await page.getByRole('button', { name: 'Opslaan' }).boundingBox();
  expect(menu && saveButton).toBeTruthy();
  await expect
    .poll(async () => {
      const toast = await toasts.first().boundingBox();
      return Boolean(toast && toast.y >= 56 && !overlaps(toast, menu) && !overlaps(toast, saveButton));
    })
    .toBe(true);

  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(toasts.filter({ hasText: 'De wijzigingen zijn opgeslagen.' }).first()).toBeVisible();
  await expect(toasts.filter({ hasText: 'is mislukt' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a toast spans the width just above the bottom navigation', async ({ page }) => {
    const api = await contactsApi(page);
    const contact = await api.create({
      contact_type: 'individual',
      first_name: 'Tim',
      last_name: 'Telefoon',
      country: 'nl',
    });
    await loginViaApi(page, `/contacts/${contact.uuid}/edit`);
    await page.getByLabel('Achternaam', { exact: true }).fill('Telefoon-Twee');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'De wijzigingen zijn opgeslagen.' });
    await expect(toast).toBeVisible();
    const nav = await page.getByRole('navigation', { name: 'Hoofdmenu' }).boundingBox();
    expect(nav?.y ?? 0).toBeGreaterThan(0);
    await expect
      .poll(async () => {
        const box = await toast.boundingBox();
        return box ? box.y + box.height : Number.POSITIVE_INFINITY;
      })
      .toBeLessThanOrEqual(nav?.y ?? 0);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
  });
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
  await insertInvoiceRow(contact.id);
  expect((await api.remove(contact.uuid)).archived).toBe(true);
  await loginViaApi(page, '/contacts');
  await page.getByRole('button', { name: 'Toon gedeactiveerde item(s)' }).click();
  const table = page.getByRole('table', { name: 'Contacten' });
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
