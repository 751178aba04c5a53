import { expect, type Route, test } from '@playwright/test';
import { loginViaApi } from '../support/auth.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { contactsApi, insertReservationRow } from '../support/contacts.ts';
import { itemsApi, pdfFile, pngFile } from '../support/items.ts';

const run = Date.now().toString(36);

/** Today in Amsterdam, 'yyyy-MM-dd'. */
const amsterdamToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());

/** Every calendar day from..until inclusive, 'yyyy-MM-dd'. */
const daysOf = (from: string, until: string) => {
  const days: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d.toISOString().slice(0, 10) <= until; ) {
    days.push(d.toISOString().slice(0, 10));
    d = new Date(d.getTime() + 86_400_000);
  }
  return days;
};

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

  await page.goto(`/items/${sellable.id}`);
  await expect(page.getByRole('definition').filter({ hasText: /^Verkoop$/ })).toBeVisible();
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

  const { reservations: booked } = await api.viewUnit(unit!.uuid);
  expect(booked.length, 'seeded reservations of SK-2024-001').toBeGreaterThanOrEqual(2);

  await loginViaApi(page, `/items/${jungle!.id}?view=stock`);
  await page.getByRole('row').filter({ hasText: 'SK-2024-001' }).click();
  await expect(page).toHaveURL(new RegExp(`/items/${jungle!.id}/unit/${unit!.uuid}$`));
  await expect(page.getByText('S/N SK-2024-001')).toBeVisible();
  const reservations = page.getByRole('list', { name: 'Reserveringen' }).getByRole('button');
  await expect(reservations).toHaveCount(booked.length);
  await expect(reservations.first()).toContainText(/t\/m/);
  // Dutch weekday headers, Monday first.
  await expect(page.getByRole('grid').locator('th')).toHaveText(['M', 'D', 'W', 'D', 'V', 'Z', 'Z']);

  // Before any click every reserved day of the month shown is highlighted (it opens on the month
  // of the first reservation that has not ended), and none is the chosen one.
  const today = amsterdamToday();
  const shownMonth = (
    booked.find((r) => r.reserved_until >= today) ?? { reserved_from: today }
  ).reserved_from.slice(0, 7);
  const dayNumbersIn = (month: string, list: typeof booked) =>
    [...new Set(list.flatMap((r) => daysOf(r.reserved_from, r.reserved_until)))]
      .filter((day) => day.startsWith(month))
      .sort()
      .map((day) => String(Number(day.slice(8))));
  const inMonth = (selector: string) =>
    page.getByRole('grid').locator(`${selector}:not([data-outside-month])`);
  const expectedReserved = dayNumbersIn(shownMonth, booked);
  expect(expectedReserved.length).toBeGreaterThanOrEqual(2);
  await expect(inMonth('[data-reserved]')).toHaveText(expectedReserved);
  await expect(page.locator('[data-chosen]')).toHaveCount(0);

  // Clicking one marks exactly its days as chosen; the other reservations stay highlighted.
  const lastBooked = booked.at(-1)!;
  const last = reservations.last();
  await last.click();
  await expect(last).toHaveAttribute('aria-pressed', 'true');
  const lastMonth = lastBooked.reserved_from.slice(0, 7);
  await expect(inMonth('[data-chosen]')).toHaveText(dayNumbersIn(lastMonth, [lastBooked]));
  await expect(inMonth('[data-reserved]')).toHaveText(dayNumbersIn(lastMonth, booked));
  await page.getByRole('link', { name: 'Terug naar voorraad' }).click();
  await expect(page).toHaveURL(new RegExp(`/items/${jungle!.id}\\?view=stock$`));
});

test('marks a seeded unit that is reserved today as in use and shows the seeded pictures', async ({
  page,
}) => {
  const api = await itemsApi(page);
  const [jungle] = await api.searchItems('Springkasteel Jungle');
  expect(jungle, 'seeded item Springkasteel Jungle').toBeTruthy();
  await loginViaApi(page, `/items/${jungle!.id}?view=stock`);
  // The seed reserves SK-2024-001 from yesterday through today, and SK-2024-002 only later.
  await expect(page.getByRole('row').filter({ hasText: 'SK-2024-001' })).toContainText('In gebruik');
  await expect(page.getByRole('row').filter({ hasText: 'SK-2024-002' })).toContainText('Beschikbaar');
  await expect(page.getByRole('definition').filter({ hasText: /^Verhuur$/ })).toBeVisible();
  // Three seeded views fill a row of the 3-column thumbnails grid.
  await page.getByRole('tab', { name: 'Afbeeldingen' }).click();
  const grid = page.getByRole('tabpanel').getByRole('list', { name: 'Afbeeldingen' });
  await expect(grid.getByRole('img')).toHaveCount(3);
  await expect(grid).toHaveCSS('grid-template-columns', /^\S+ \S+ \S+$/);
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

test('shows upload progress and keeps concurrent uploads and removals together', async ({ page }) => {
  const api = await itemsApi(page);
  const existing = await api.uploadImage(pngFile(`bestaand-${run}.png`, [20, 20, 200]));
  const item = await api.createItem({ name: `Uploadtest ${run}`, images: [existing.id] });
  // Hold every upload until the test lets it through, so the in-between states can be seen.
  const held: Route[] = [];
  await page.route('**/api/asset.create', (route) => {
    held.push(route);
  });
  await loginViaApi(page, `/items/${item.id}/edit`);
  const images = page.getByRole('list', { name: 'Afbeeldingen' }).getByRole('img');
  await expect(images).toHaveCount(1);
  const save = page.getByRole('button', { name: 'Opslaan' });
  const input = page.locator('input[type=file]');

  await input.setInputFiles([pngFile('eerste.png', [200, 20, 20])]);
  const firstBar = page.getByRole('progressbar', { name: 'eerste.png uploaden' });
  await expect(firstBar).toBeVisible();
  await expect(save).toBeDisabled();
  // While the first upload runs: remove the existing image and drop a second batch.
  await page.getByRole('button', { name: `Verwijder bestaand-${run}.png` }).click();
  await expect(images).toHaveCount(0);
  await input.setInputFiles([pngFile('tweede.png', [20, 200, 20])]);
  await expect(page.getByRole('progressbar', { name: 'tweede.png uploaden' })).toBeVisible();
  await expect.poll(() => held.length).toBe(2);

  await held[0]!.continue();
  await expect(firstBar).toBeHidden();
  await expect(images).toHaveCount(1);
  await expect(page.getByRole('img', { name: 'eerste.png' })).toBeVisible();
  // The second batch still runs: saving waits for it.
  await expect(save).toBeDisabled();
  await held[1]!.continue();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(images).toHaveCount(2);
  await expect(page.getByRole('img', { name: `bestaand-${run}.png` })).toHaveCount(0);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page).toHaveURL(new RegExp(`/items/${item.id}$`));
  await page.getByRole('tab', { name: 'Afbeeldingen' }).click();
  const saved = page.getByRole('tabpanel').getByRole('img');
  await expect(saved).toHaveCount(2);
  await expect(saved.nth(0)).toHaveAttribute('alt', 'eerste.png');
  await expect(saved.nth(1)).toHaveAttribute('alt', 'tweede.png');
});

test('the Galerij loads more images on request and can add one from a later page', async ({ page }) => {
  const api = await itemsApi(page);
  // A company logo is an image too, but no item picture: the Galerij must not offer it.
  const logoName = `bedrijfslogo-${run}.png`;
  await api.uploadImage(pngFile(logoName, [250, 200, 10]), 'logos');
  // More images than one Galerij page (48), whatever earlier tests stored.
  const missing = Math.max(0, 60 - (await api.countImages()));
  for (let i = 0; i < missing; i += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, missing - i) }, (_, j) =>
        api.uploadImage(pngFile(`galerij-${run}-${i + j}.png`, [(i + j) * 4, 120, 160])),
      ),
    );
  }
  const total = await api.countImages();
  const item = await api.createItem({ name: `Galerijtest ${run}` });
  await loginViaApi(page, `/items/${item.id}`);
  await page.getByRole('button', { name: 'Galerij' }).click();
  const dialog = page.getByRole('dialog', { name: 'Galerij' });
  const rows = dialog.locator('[role=row]');
  await expect(rows).toHaveCount(48);
  await expect(dialog.getByText(`48 van ${total} afbeeldingen`)).toBeVisible();
  // The oldest image (the seed's first) is not on the first page, newest first.
  const oldest = dialog.getByRole('img', { name: 'springkasteel-jungle.png', exact: true });
  await expect(oldest).toHaveCount(0);
  const more = dialog.getByRole('button', { name: 'Meer laden' });
  while (await more.isVisible()) {
    const before = await rows.count();
    await more.click();
    await expect(rows).not.toHaveCount(before);
  }
  await expect(rows).toHaveCount(total);
  await expect(dialog.getByText(`${total} van ${total} afbeeldingen`)).toBeVisible();
  await expect(dialog.getByRole('img', { name: logoName })).toHaveCount(0);
  await oldest.click();
  await expect(dialog.locator('[role=row][aria-selected=true]')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Selectie bewaren' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('tab', { name: 'Afbeeldingen' }).click();
  await expect(page.getByRole('tabpanel').getByRole('img')).toHaveAttribute(
    'alt',
    'springkasteel-jungle.png',
  );
});

test('a unit without reservations says so', async ({ page }) => {
  const api = await itemsApi(page);
  const item = await api.createItem({ name: `Kalendertest ${run}` });
  const unit = await api.createUnit({ item_id: item.id, serial_number: `KT-${run}` });
  await loginViaApi(page, `/items/${item.id}/unit/${unit.uuid}`);
  await expect(page.getByText('Dit product is voorlopig nog niet gereserveerd.')).toBeVisible();
  await expect(page.getByRole('grid')).toBeVisible();
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

test('a reservation without an order is marked on its unit page and released after a Dutch confirmation', async ({
  page,
}) => {
  await page.goto('/login');
  const contacts = await contactsApi(page);
  const api = await itemsApi(page);
  const contact = await contacts.create({ first_name: 'Los', last_name: `Gereserveerd${run}` });
  const item = await api.createItem({ name: `Losse reservering ${run}`, type: 'rentable' });
  const unit = await api.createUnit({ item_id: item.id, serial_number: `LR-${run}` });
  await insertReservationRow(unit.id, contact.id);

  await loginViaApi(page, `/items/${item.id}/unit/${unit.uuid}`);
  const list = page.getByRole('list', { name: 'Reserveringen' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Zonder order');
  await expect(list).toContainText(`Los Gereserveerd${run}`);
  await page.getByRole('button', { name: 'Vrijgeven' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Reservering vrijgeven' });
  await expect(dialog).toContainText('Deze reservering hoort bij geen order en staat in geen agenda.');
  await expect(dialog).toContainText('1 jul. 2030 t/m 3 jul. 2030');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Vrijgeven' }).click();
  await expect(page.getByText('De reservering is vrijgegeven; de dagen zijn weer vrij.')).toBeVisible();
  await expect(page.getByText('Dit product is voorlopig nog niet gereserveerd.')).toBeVisible();
  expect((await api.viewUnit(unit.uuid)).reservations).toEqual([]);
});
