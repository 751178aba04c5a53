import { expect, test } from '@playwright/test';
import { createSignedInClient } from '../support/api-client.ts';
import { loginViaApi } from '../support/auth.ts';
import { amsterdamDay, calendarDay, ordersApi } from '../support/orders.ts';

const run = Date.now().toString(36);

test('a double click on Opslaan of a new order makes one order and one contact, without an error', async ({
  page,
}) => {
  // A whole wizard on a busy machine takes longer than the default 30 s.
  test.setTimeout(180_000);
  const api = await ordersApi(page);
  const product = `Springkussen Dubbel ${run}`;
  await api.rentableItem(product, 7_500);
  const lastName = `Dubbelklik ${run}`;
  const day = amsterdamDay(9);

  await loginViaApi(page, '/orders/new');
  await page.getByRole('tab', { name: 'Nieuw contact' }).click();
  await page.getByLabel('Voornaam', { exact: true }).fill('Daan');
  await page.getByLabel('Achternaam', { exact: true }).fill(lastName);
  await page.getByLabel('E-mailadres').fill(`dubbel-${run}@example.nl`);
  await page.getByLabel('Adresregel 1').fill('Oudegracht 300');
  await page.getByLabel('Postcode').fill('3511 NR');
  await page.getByLabel('Plaats').fill('Utrecht');

  await page.getByRole('button', { name: 'Artikel toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Artikel toevoegen' });
  await dialog.getByLabel('Zoek een product').fill(product);
  await dialog.getByRole('option', { name: new RegExp(product) }).click();
  await dialog.getByRole('button', { name: 'Volgende stap' }).click();
  await (await calendarDay(dialog, day)).click();
  await (await calendarDay(dialog, day)).click();
  await dialog.getByRole('button', { name: 'Volgende stap' }).click();
  await dialog.locator('label').filter({ hasText: '10:00-12:00 uur' }).click();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();
  await page.locator('label').filter({ hasText: 'Contant' }).click();

  // The two clicks of a double click, as fast as a person's (the second lands before any answer).
  await page.getByRole('button', { name: 'Opslaan' }).dblclick();
  // The order page (a lazy chunk) can take a while on a busy machine.
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Order #\d+/);
  await expect(page.getByText(/niet meer vrij/)).toHaveCount(0);

  const client = await createSignedInClient(page.request);
  const orders = await client.get<{ results: unknown[] }>('/api/orders.view', { q: lastName });
  expect(orders.results).toHaveLength(1);
  const contacts = await client.get<{ results: unknown[] }>(
    `/api/contact.search/${encodeURIComponent(lastName)}`,
  );
  expect(contacts.results).toHaveLength(1);
});
