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
