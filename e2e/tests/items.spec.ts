import { expect, test } from '@playwright/test';
import { loginViaApi } from '../support/auth.ts';
import { itemsApi, pdfFile, pngFile } from '../support/items.ts';

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
  await expect(page.getByText('Er bestaat al een categorie met deze naam.')).toBeVisible();

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

  // Gallerij: choose a second stored image and keep the selection.
  await page.getByRole('button', { name: 'Gallerij' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gallerij' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[role=row][aria-selected=true]')).toHaveCount(1);
  await dialog.locator('[role=row][aria-selected=false]').first().click();
  await expect(dialog.locator('[role=row][aria-selected=true]')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Selectie bewaren' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('tab', { name: 'Afbeeldingen' }).click();
  await expect(page.getByRole('tabpanel').getByRole('img')).toHaveCount(2);
});

test('adds stock to a rentable and a sellable item with the right badges', async ({ page }) => {
  const api = await itemsApi(page);
  const rentable = await api.createItem({ name: `Voorraadtest huur ${run}`, type: 'rentable' });
  const sellable = await api.createItem({ name: `Voorraadtest koop ${run}`, type: 'sellable' });

  await loginViaApi(page, `/items/${rentable.id}?view=stock`);
  await expect(page.getByRole('tab', { name: 'Voorraad (0)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Dit artikel is niet op voorraad.')).toBeVisible();
  await page.getByRole('link', { name: 'Voorraad toevoegen' }).click();
  await expect(page.getByRole('heading', { name: 'Voorraad toevoegen' })).toBeVisible();
  await expect(page.getByLabel('Aantal')).toBeDisabled();
  await expect(page.getByLabel('Aantal')).toHaveValue('1');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Geef een serienummer op.')).toBeVisible();
  await page.getByLabel('Serienummer').fill(`VT-${run}-1`);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(new RegExp(`/items/${rentable.id}\\?view=stock$`));
  await expect(page.getByRole('tab', { name: 'Voorraad (1)' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `VT-${run}-1` });
  await expect(row).toContainText('Beschikbaar');
  await expect(page.getByRole('columnheader', { name: 'S/N' })).toBeVisible();

  await page.goto(`/items/${sellable.id}/unit/new`);
  await expect(page.getByLabel('Serienummer')).toBeDisabled();
  await expect(page.getByLabel('Aantal')).toHaveValue('');
  await page.getByLabel('Aantal').fill('0');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(new RegExp(`/items/${sellable.id}\\?view=stock$`));
  await expect(page.getByRole('columnheader', { name: 'Aantal' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Uitverkocht' })).toHaveCount(1);
  await page.getByRole('link', { name: 'Voorraad toevoegen' }).click();
  await page.getByLabel('Aantal').fill('25');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Op voorraad' })).toContainText('25');
});

test('shows a seeded unit with reservations in the calendar and highlights one', async ({ page }) => {
  const api = await itemsApi(page);
  const [jungle] = await api.searchItems('Springkasteel Jungle');
  expect(jungle, 'seeded item Springkasteel Jungle').toBeTruthy();
  const item = await api.viewItem(jungle!.id);
  const unit = item.units.find((u) => u.serial_number === 'SK-2024-001');
  expect(unit, 'seeded unit SK-2024-001').toBeTruthy();

  await loginViaApi(page, `/items/${jungle!.id}?view=stock`);
  await page.getByRole('row').filter({ hasText: 'SK-2024-001' }).click();
  await expect(page).toHaveURL(new RegExp(`/items/${jungle!.id}/unit/${unit!.uuid}$`));
  await expect(page.getByText('S/N SK-2024-001')).toBeVisible();
  const reservations = page.getByRole('list', { name: 'Reserveringen' }).getByRole('button');
  await expect(reservations.first()).toContainText(/t\/m/);
  // Dutch weekday headers, Monday first.
  await expect(page.getByRole('grid').locator('th')).toHaveText(['M', 'D', 'W', 'D', 'V', 'Z', 'Z']);
  const last = reservations.last();
  await last.click();
  await expect(last).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-chosen]').first()).toBeVisible();
  expect(await page.locator('[data-chosen]').count()).toBeGreaterThanOrEqual(1);
  await page.getByRole('link', { name: 'Terug naar voorraad' }).click();
  await expect(page).toHaveURL(new RegExp(`/items/${jungle!.id}\\?view=stock$`));
});

test('a unit without reservations says so', async ({ page }) => {
  const api = await itemsApi(page);
  const item = await api.createItem({ name: `Kalendertest ${run}` });
  const unit = await api.createUnit({ item_id: item.id, serial_number: `KT-${run}` });
  await loginViaApi(page, `/items/${item.id}/unit/${unit.uuid}`);
  await expect(page.getByText('Dit product is voorlopig nog niet gereserveerd.')).toBeVisible();
  await expect(page.getByRole('grid')).toBeVisible();
});

test('uploads several certificates and offers them for download', async ({ page }) => {
  const api = await itemsApi(page);
  const item = await api.createItem({ name: `Certificaattest ${run}` });
  await loginViaApi(page, `/items/${item.id}?view=certificates`);
  await expect(page.getByText('Dit artikel heeft nog geen certificaten.')).toBeVisible();
  await page
    .locator('input[type=file]')
    .setInputFiles([pdfFile('keuring-2025.pdf'), pdfFile('verzekering.pdf')]);
  const list = page.getByRole('list', { name: 'Certificaten' });
  await expect(list.getByRole('link')).toHaveCount(2);
  const link = list.getByRole('link', { name: 'keuring-2025.pdf' });
  await expect(link).toHaveAttribute('href', /^\/storage\/certificates\//);
  const response = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(response.headers()['content-type']).toContain('application/pdf');
});
