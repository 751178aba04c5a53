import { expect, test } from '@playwright/test';
import { loginViaApi } from '../support/auth.ts';
import { itemsApi, pngFile } from '../support/items.ts';

const run = Date.now().toString(36);

test.describe('items list', () => {
  const prefix = `Lijsttest ${run}`;

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    const api = await itemsApi(page);
    for (let i = 0; i < 22; i++) {
      await api.createItem({
        name: `${prefix} huur ${String(i).padStart(2, '0')}`,
        type: 'rentable',
        status: 'active',
      });
    }
    const sellable = await api.createItem({ name: `${prefix} koop`, type: 'sellable' });
    await api.createUnit({ item_id: sellable.id, quantity: 12 });
    await page.close();
  });

  test('searches, pages by 20 and remembers the type filter after a reload', async ({ page }) => {
    await loginViaApi(page, '/items');
    await expect(page.getByRole('heading', { name: 'Artikelen', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Zoek naar artikelen' }).fill(prefix);
    const rows = page.getByRole('row').filter({ hasText: prefix });
    await expect(rows).toHaveCount(20);
    await expect(rows.first()).toContainText(`${prefix} huur 00`);
    await expect(rows.first()).toContainText('Actief');
    await expect(rows.first()).toContainText('Huur');

    await page.getByRole('button', { name: 'Pagina 2' }).click();
    await expect(rows).toHaveCount(3);
    await expect(rows.last()).toContainText(`${prefix} koop`);
    await expect(rows.last()).toContainText('Koop');
    await expect(rows.last()).toContainText('Niet beschikbaar');
    const stock = rows.last().getByRole('img', { name: 'Op voorraad: 12' });
    // The row is the tab stop (it reads the count out); the indicator is not one of its own.
    await expect(stock).toHaveAttribute('tabindex', '-1');
    await stock.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Op voorraad: 12');

    // Only Koop: the rentable ones disappear; the choice survives a reload.
    await page
      .locator('label')
      .filter({ hasText: /^Huur$/ })
      .click();
    await expect(page.getByRole('checkbox', { name: 'Huur' })).not.toBeChecked();
    await expect(rows).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Huur' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Koop' })).toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('item_filters'))).toBe('["sellable"]');
    await page.getByRole('searchbox', { name: 'Zoek naar artikelen' }).fill(prefix);
    await expect(rows).toHaveCount(1);
    await page
      .locator('label')
      .filter({ hasText: /^Huur$/ })
      .click();
    await expect(rows).toHaveCount(20);
  });

  test('shows the empty states', async ({ page }) => {
    await loginViaApi(page, '/items');
    await page.getByRole('searchbox', { name: 'Zoek naar artikelen' }).fill(`bestaat-niet-${run}`);
    await expect(page.getByText('Geen artikelen gevonden')).toBeVisible();
    await page.route('**/api/items.view**', (route) =>
      route.fulfill({ json: { results: [], meta: { page: 1, per_page: 20, total: 0 } } }),
    );
    await page.reload();
    await expect(page.getByText('Je hebt geen artikelen')).toBeVisible();
    await expect(page.getByText('Je hebt nog geen artikelen toegevoegd.')).toBeVisible();
  });
});

test.describe('items list when the search fails', () => {
  test('shows the full list again, with a notice, and searches again on request', async ({ page }) => {
    const failing = `kapot${run}`;
    await page.route('**/api/items.view*', (route) =>
      new URL(route.request().url()).searchParams.get('q') === failing
        ? route.fulfill({
            status: 500,
            json: { message: 'Er ging iets mis op de server.', code: 'internal_error' },
          })
        : route.fallback(),
    );
    await loginViaApi(page, '/items');
    const firstRow = page.getByRole('row').nth(1);
    await expect(firstRow).toBeVisible();
    const firstName = (await firstRow.getByRole('rowheader').textContent()) ?? '';
    expect(firstName).not.toBe('');

    const box = page.getByRole('searchbox', { name: 'Zoek naar artikelen' });
    await box.fill(failing);
    await expect(page.getByText('Zoeken is mislukt. Je ziet weer de volledige lijst.')).toBeVisible();
    // The full list (same first row as before the search), not an error bar or an empty result.
    await expect(page.getByRole('row').nth(1).getByRole('rowheader')).toHaveText(firstName);
    await expect(page.getByText('Geen artikelen gevonden')).toHaveCount(0);
    await expect(page.getByText('Er ging iets mis op de server.')).toHaveCount(0);
    await expect(box).toHaveValue(failing);

    // Once searching works again the notice goes and the (empty) search result shows.
    await page.unroute('**/api/items.view*');
    await page.getByRole('button', { name: 'Opnieuw zoeken' }).click();
    await expect(page.getByText('Geen artikelen gevonden')).toBeVisible();
    await expect(page.getByText('Zoeken is mislukt. Je ziet weer de volledige lijst.')).toHaveCount(0);
  });
});

test.describe('items list with many pages', () => {
  const prefix = `Paginatest ${run}`;
  const count = 8 * 20 + 1;

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    const api = await itemsApi(page);
    for (let start = 0; start < count; start += 20) {
      await Promise.all(
        Array.from({ length: Math.min(20, count - start) }, (_, i) =>
          api.createItem({ name: `${prefix} ${String(start + i).padStart(3, '0')}`, type: 'rentable' }),
        ),
      );
    }
    await page.close();
  });

  test('shows numbered pages with ellipses and opens any numbered page', async ({ page }) => {
    await loginViaApi(page, '/items');
    await page.getByRole('searchbox', { name: 'Zoek naar artikelen' }).fill(prefix);
    const rows = page.getByRole('row').filter({ hasText: prefix });
    await expect(rows).toHaveCount(20);
    await expect(rows.first()).toContainText(`${prefix} 000`);
    const nav = page.getByRole('navigation', { name: 'Paginering' });
    const ellipses = nav.locator('span', { hasText: '…' });
    const numbers = nav.getByRole('button', { name: /^Pagina \d+$/ });
    // 9 pages: 1 2 3 4 5 … 9.
    await expect(numbers).toHaveText(['1', '2', '3', '4', '5', '9']);
    await expect(ellipses).toHaveCount(1);
    await expect(ellipses).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Pagina 1' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('button', { name: 'Pagina 9' }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`${prefix} 160`);
    await expect(nav.getByRole('button', { name: 'Pagina 9' })).toHaveAttribute('aria-current', 'page');
    await expect(numbers).toHaveText(['1', '5', '6', '7', '8', '9']);

    await nav.getByRole('button', { name: 'Pagina 5' }).click();
    await expect(rows).toHaveCount(20);
    await expect(rows.first()).toContainText(`${prefix} 080`);
    await expect(rows.last()).toContainText(`${prefix} 099`);
    // In the middle: 1 … 4 5 6 … 9, an ellipsis on either side.
    await expect(numbers).toHaveText(['1', '4', '5', '6', '9']);
    await expect(ellipses).toHaveCount(2);
    await expect(ellipses.first()).toBeVisible();
    await expect(ellipses.last()).toBeVisible();

    await nav.getByRole('button', { name: 'Volgende pagina' }).click();
    await expect(rows.first()).toContainText(`${prefix} 100`);
  });
});

test('creates a category and an item with images, then edits it', async ({ page }) => {
  const category = `Categorie ${run}`;
  await loginViaApi(page, '/items/categories/new');
  await expect(page.getByRole('heading', { name: 'Categorie toevoegen' })).toBeVisible();
  await page.getByLabel('Naam').fill(category);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/items$/);
  // A second time the same name is refused in Dutch.
  await page.goto('/items/categories/new');
  await page.getByLabel('Naam').fill(category.toUpperCase());
  await page.getByRole('button', { name: 'Opslaan' }).click();
  // At the field, and (like every failed save) as a red toast.
  await expect(page.getByText('Er bestaat al een categorie met deze naam.', { exact: true })).toBeVisible();
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toContainText(
    'Opslaan is mislukt. Er bestaat al een categorie met deze naam.',
  );

  await page.goto('/items');
  await page.getByRole('link', { name: 'Toevoegen', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Artikel toevoegen' })).toBeVisible();
  await page
    .locator('input[type=file]')
    .setInputFiles([pngFile('voorkant.png'), pngFile('zijkant.png', [42, 157, 143])]);
  await expect(page.getByRole('list', { name: 'Afbeeldingen' }).getByRole('img')).toHaveCount(2);
  await page.getByRole('button', { name: 'Verwijder zijkant.png' }).click();
  await expect(page.getByRole('list', { name: 'Afbeeldingen' }).getByRole('img')).toHaveCount(1);
  const name = `Springkussen Oceaan ${run}`;
  await page.getByLabel('Naam', { exact: true }).fill(name);
  await page.getByLabel('Omschrijving').fill('Blauw springkussen met zeedieren.');
  await page.getByRole('button', { name: /Categorie/ }).click();
  await page.getByRole('option', { name: category }).click();
  await page.getByLabel('Merk').fill('AirFun');
  await page.getByLabel('Gewicht (kg)').fill('42,5');
  await expect(page.getByText('Prijs per verhuurdag, in euro.')).toBeVisible();
  await page.getByLabel('Prijs (€)').fill('12,50');
  await page.getByRole('button', { name: 'Opslaan' }).click();

  await expect(page).toHaveURL(/\/items\/\d+$/);
  const facts = page.getByRole('definition');
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(facts.filter({ hasText: 'AirFun' })).toBeVisible();
  await expect(facts.filter({ hasText: '42,5' })).toBeVisible();
  await expect(facts.filter({ hasText: category })).toBeVisible();
  await expect(facts.filter({ hasText: '€ 12,50 per dag' })).toBeVisible();
  await expect(facts.filter({ hasText: 'Geen SKU' })).toBeVisible();
  await expect(facts.filter({ hasText: 'Geen EAN' })).toBeVisible();
  await expect(facts.filter({ hasText: 'Niet beschikbaar' })).toBeVisible();
  await expect(facts.filter({ hasText: /^Verhuur$/ })).toBeVisible();
  await expect(page.getByText('Blauw springkussen met zeedieren.')).toBeVisible();

  await page.getByRole('tab', { name: 'Afbeeldingen' }).click();
  await expect(page).toHaveURL(/view=thumbnails/);
  await expect(page.getByRole('tabpanel').getByRole('img')).toHaveCount(1);

  await page.getByRole('link', { name: 'Bewerken' }).click();
  await expect(page.getByRole('heading', { name: 'Bewerk artikel' })).toBeVisible();
  await expect(page.getByLabel('Prijs (€)')).toHaveValue('12,50');
  await page.getByLabel('SKU').fill(`SKU-${run}`);
  await page.getByRole('button', { name: /Status/ }).click();
  await page.getByRole('option', { name: 'Actief' }).click();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/items\/\d+$/);
  await expect(facts.filter({ hasText: `SKU-${run}` })).toBeVisible();
  await expect(facts.filter({ hasText: 'Actief' })).toBeVisible();

  // Galerij: choose a second stored image and keep the selection.
  await page.getByRole('button', { name: 'Galerij' }).click();
  const dialog = page.getByRole('dialog', { name: 'Galerij' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[role=row][aria-selected=true]')).toHaveCount(1);
  await dialog.locator('[role=row][aria-selected=false]').first().click();
  await expect(dialog.locator('[role=row][aria-selected=true]')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Selectie bewaren' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('tab', { name: 'Afbeeldingen' }).click();
  await expect(page.getByRole('tabpanel').getByRole('img')).toHaveCount(2);
});

test('a refused save shows the field message and a red toast, and logs the error', async ({ page }) => {
  const api = await itemsApi(page);
  const item = await api.createItem({ name: `Weigertest ${run}` });
  const refusal = 'Deze prijs is te hoog.';
  await page.route(`**/api/item.update/${item.id}`, (route) =>
    route.fulfill({
      status: 422,
      json: {
        message: 'Controleer de ingevulde gegevens.',
        code: 'validation_failed',
        errors: { price: [refusal], category_id: ['Deze categorie bestaat niet (meer).'] },
      },
    }),
  );
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await loginViaApi(page, `/items/${item.id}/edit`);
  await expect(page.getByRole('heading', { name: 'Bewerk artikel' })).toBeVisible();
  await page.getByLabel('Prijs (€)').fill('999999');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  const price = page.getByLabel('Prijs (€)');
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(refusal)).toBeVisible();
  await expect(page.getByText('Deze categorie bestaat niet (meer).')).toBeVisible();
  const toast = page.locator('[data-sonner-toast][data-type="error"]');
  await expect(toast).toContainText('Opslaan is mislukt. Controleer de ingevulde gegevens.');
  await expect(page).toHaveURL(new RegExp(`/items/${item.id}/edit$`));
  expect(logged.some((text) => text.includes('Opslaan mislukt'))).toBe(true);
});

test('an item without a description says so on the overview', async ({ page }) => {
  const api = await itemsApi(page);
  const item = await api.createItem({ name: `Zonder omschrijving ${run}` });
  await loginViaApi(page, `/items/${item.id}`);
  await expect(page.getByRole('tab', { name: 'Overzicht' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveText('Dit artikel heeft geen informatie beschikbaar.');
});

test('Annuleren on the edit form returns to the item without saving', async ({ page }) => {
  const api = await itemsApi(page);
  const name = `Annuleertest ${run}`;
  const item = await api.createItem({ name });
  await loginViaApi(page, `/items/${item.id}/edit`);
  await expect(page.getByRole('heading', { name: 'Bewerk artikel' })).toBeVisible();
  await page.getByLabel('Naam', { exact: true }).fill(`${name} gewijzigd`);
  await page.getByRole('button', { name: 'Annuleren' }).click();
  await expect(page).toHaveURL(new RegExp(`/items/${item.id}$`));
  await expect(page.getByRole('heading', { name, level: 1, exact: true })).toBeVisible();
});

test('a deleted item can be looked at but offers nothing that changes it', async ({ page }) => {
  const api = await itemsApi(page);
  const name = `Verwijderd ${run}`;
  const item = await api.createItem({ name });
  await api.createUnit({ item_id: item.id, serial_number: `VW-${run}` });
  await loginViaApi(page, `/items/${item.id}`);
  // While it lives, every change is offered (so the checks below can tell).
  await expect(page.getByRole('link', { name: 'Bewerken' })).toBeVisible();
  await api.deleteItem(item.id);
  await page.reload();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Dit artikel is verwijderd.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bewerken' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Voorraad toevoegen' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Galerij' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Voorraad (1)' }).click();
  await expect(page.getByRole('row').filter({ hasText: `VW-${run}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Certificaten' }).click();
  await expect(page.getByText('Dit artikel heeft nog geen certificaten.')).toBeVisible();
  await expect(page.getByText('Certificaten uploaden')).toHaveCount(0);
  await expect(page.locator('input[type=file]')).toHaveCount(0);
});
