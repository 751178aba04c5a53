import { expect, type Page, test } from '@playwright/test';
import { loginViaApi } from '../support/auth.ts';
import { contactsApi, insertInvoiceRow } from '../support/contacts.ts';

const run = Date.now().toString(36);
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Zoek naar bedrijven of personen' });
const contactRows = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

const emptyList = (deactivated: number) => ({
  results: [],
  meta: { page: 1, per_page: 20, total: 0, deactivated_count: deactivated },
});

test.describe('contacts list', () => {
  const prefix = `Lijst${run}`;

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    const api = await contactsApi(page);
    await api.create({
      contact_type: 'business',
      company_name: `${prefix} Aardbei BV`,
      person: { first_name: 'Anna', last_name: 'Appel' },
    });
    await api.create({ first_name: prefix, last_name: 'Zwaan' });
    await page.close();
  });

  test('searches once after the 850 ms pause and shows names with their people', async ({ page }) => {
    await loginViaApi(page, '/contacts');
    await expect(page.getByRole('heading', { name: 'Contacten', level: 1 })).toBeVisible();
    for (const label of ['Importeren', 'Exporteren', 'Toevoegen']) {
      await expect(page.getByRole('button', { name: label, exact: true })).toBeVisible();
    }
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Zoek naar bedrijven of personen');

    const searched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/contacts.view' && url.searchParams.get('q'))
        searched.push(url.searchParams.get('q') ?? '');
    });
    // The time of the last keystroke, on the page's own clock (the one resource timing uses).
    await page.evaluate(() => {
      const w = window as unknown as { lastInputAt?: number };
      document.addEventListener('input', (event) => {
        w.lastInputAt = event.timeStamp;
      });
    });
    await searchBox(page).pressSequentially(prefix, { delay: 120 });
    const response = await page.waitForResponse(
      (r) => r.url().includes('/api/contacts.view') && r.url().includes('q='),
    );
    expect(response.ok()).toBe(true);
    await expect(contactRows(page, prefix)).toHaveCount(2);
    // Every search request started at least 850 ms after the last keystroke, and there is exactly
    // one: for the whole term, none for the partial terms typed on the way.
    const timing = await page.evaluate(() => ({
      lastInputAt: (window as unknown as { lastInputAt?: number }).lastInputAt ?? Number.NaN,
      searches: performance
        .getEntriesByType('resource')
        .filter((entry) => {
          const url = new URL(entry.name);
          return url.pathname === '/api/contacts.view' && url.searchParams.has('q');
        })
        .map((entry) => ({ q: new URL(entry.name).searchParams.get('q'), startTime: entry.startTime })),
    }));
    expect(timing.searches.map((entry) => entry.q)).toEqual([prefix]);
    expect(timing.searches[0]?.startTime ?? 0).toBeGreaterThanOrEqual(timing.lastInputAt + 850);
    expect(searched).toEqual([prefix]);

    await expect(contactRows(page, `${prefix} Aardbei BV`)).toContainText(
      `${prefix} Aardbei BV - Anna Appel`,
    );

    // Sorting by name: ascending first, a click on the header turns it around.
    await expect(contactRows(page, prefix).first()).toContainText('Aardbei');
    await page.getByRole('columnheader', { name: 'Naam' }).click();
    await expect(contactRows(page, prefix).first()).toContainText('Zwaan');

    await contactRows(page, 'Zwaan').click();
    await expect(page).toHaveURL(/\/contacts\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: `${prefix} Zwaan`, level: 1 })).toBeVisible();
  });

  test('works by keyboard: sort, resize the name column, move between rows and open one', async ({
    page,
  }) => {
    await loginViaApi(page, '/contacts');
    await searchBox(page).fill(prefix);
    const rows = contactRows(page, prefix);
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('Aardbei');

    const nameHeader = page.getByRole('columnheader', { name: 'Naam' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await page.getByRole('button', { name: 'Naam' }).focus();
    await page.keyboard.press('Enter');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(rows.first()).toContainText('Zwaan');

    // The resize handle comes next; the name column starts at its widest and narrows to 65 %.
    await page.keyboard.press('Tab');
    const handle = page.getByRole('separator', { name: 'Kolombreedte aanpassen' });
    await expect(handle).toBeFocused();
    const tableWidth = (await page.getByRole('table', { name: 'Contacten' }).boundingBox())?.width ?? 0;
    const widthBefore = (await nameHeader.boundingBox())?.width ?? 0;
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await nameHeader.boundingBox())?.width).toBeCloseTo(widthBefore - 30, 0);
    for (let i = 0; i < 100; i++) await page.keyboard.press('ArrowLeft');
    await expect
      .poll(async () => (await nameHeader.boundingBox())?.width)
      .toBeCloseTo(Math.round(tableWidth * 0.65), -1);
    expect(Number(await handle.getAttribute('aria-valuenow'))).toBe(65);

    // The rows are one tab stop: the first row, then the arrow keys; Enter opens the row.
    await page.keyboard.press('Tab');
    await expect(rows.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(rows.nth(1)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(rows.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contacts\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: `${prefix} Aardbei BV`, level: 1 })).toBeVisible();
  });

  test('shows "Geen contacten gevonden" with the term when nothing matches', async ({ page }) => {
    await loginViaApi(page, '/contacts');
    await searchBox(page).fill(`niets${run}`);
    await expect(page.getByText(`Geen contacten gevonden voor "niets${run}"`)).toBeVisible();
  });

  test('shows the full list again, with a notice, when the search fails', async ({ page }) => {
    const failing = `kapot${run}`;
    await page.route('**/api/contacts.view*', (route) =>
      new URL(route.request().url()).searchParams.get('q') === failing
        ? route.fulfill({
            status: 500,
            json: { message: 'Er ging iets mis op de server.', code: 'internal_error' },
          })
        : route.fallback(),
    );
    await loginViaApi(page, '/contacts');
    const firstRow = page.getByRole('row').nth(1);
    await expect(firstRow).toBeVisible();
    const firstName = (await firstRow.getByRole('rowheader').textContent()) ?? '';
    const total = (await page.getByText(/^[\d.]+ contacten$/).textContent()) ?? '';
    expect(firstName).not.toBe('');

    await searchBox(page).fill(failing);
    await expect(page.getByText('Zoeken is mislukt. Je ziet weer de volledige lijst.')).toBeVisible();
    // The full, unfiltered list: the same first row and total as before the search, no error bar.
    await expect(page.getByRole('row').nth(1).getByRole('rowheader')).toHaveText(firstName);
    await expect(page.getByText(total, { exact: true })).toBeVisible();
    await expect(page.getByText(`Geen contacten gevonden voor "${failing}"`)).toHaveCount(0);
    await expect(page.getByText('Er ging iets mis op de server.')).toHaveCount(0);
    await expect(searchBox(page)).toHaveValue(failing);

    // Once searching works again the notice goes and the search result shows.
    await page.unroute('**/api/contacts.view*');
    await page.getByRole('button', { name: 'Opnieuw zoeken' }).click();
    await expect(page.getByText(`Geen contacten gevonden voor "${failing}"`)).toBeVisible();
    await expect(page.getByText('Zoeken is mislukt. Je ziet weer de volledige lijst.')).toHaveCount(0);
  });

  test('prompts to create the first contact when there are none', async ({ page }) => {
    await page.route('**/api/contacts.view*', (route) => route.fulfill({ json: emptyList(0) }));
    await loginViaApi(page, '/contacts');
    await expect(page.getByText('Je hebt nog geen contacten.')).toBeVisible();
    await page.getByRole('button', { name: 'Eerste contact toevoegen' }).click();
    await expect(page).toHaveURL(/\/contacts\/new$/);
  });

  test('says there are only deactivated contacts when that is so', async ({ page }) => {
    await page.route('**/api/contacts.view*', (route) => route.fulfill({ json: emptyList(3) }));
    await loginViaApi(page, '/contacts');
    await expect(
      page.getByText(
        'Je hebt geen actieve contacten in je lijst, maar er zijn gedeactiveerde contacten om weer te geven.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Er zijn 3 gedeactiveerde items.')).toBeVisible();
  });

  test('pages through a long list', async ({ page }) => {
    const pager = `Pagina${run}`;
    await page.goto('/login');
    const api = await contactsApi(page);
    for (let i = 0; i < 21; i++)
      await api.create({ first_name: pager, last_name: `Nummer ${String(i).padStart(2, '0')}` });
    await loginViaApi(page, '/contacts');
    await searchBox(page).fill(pager);
    await expect(contactRows(page, pager)).toHaveCount(20);
    await expect(page.getByText('21 contacten')).toBeVisible();
    await page.getByRole('button', { name: 'Pagina 2' }).click();
    await expect(page.getByRole('button', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
    await expect(contactRows(page, pager)).toHaveCount(1);
    await expect(contactRows(page, pager)).toContainText(`${pager} Nummer 20`);
  });
});

test.describe('deactivated contacts', () => {
  test('are hidden until toggled, struck through, not clickable, and can be restored', async ({ page }) => {
    const name = `Archief${run}`;
    await page.goto('/login');
    const api = await contactsApi(page);
    const contact = await api.create({ contact_type: 'business', company_name: `${name} Stichting` });
    await insertInvoiceRow(contact.id);
    expect((await api.remove(contact.id)).archived).toBe(true);

    await loginViaApi(page, '/contacts');
    await searchBox(page).fill(name);
    await expect(page.getByText('Er is 1 gedeactiveerd item.')).toBeVisible();
    await expect(page.getByText(`Geen contacten gevonden voor "${name}"`)).toBeVisible();
    await expect(contactRows(page, `${name} Stichting`)).toHaveCount(0);
    await page.getByRole('button', { name: 'Toon gedeactiveerde item(s)' }).click();
    const row = contactRows(page, `${name} Stichting`);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('rowheader')).toHaveCSS('text-decoration-line', 'line-through');
    await row.getByText(`${name} Stichting`).click();
    await expect(page).toHaveURL(/\/contacts$/);

    // "Verberg" hides them again.
    await page.getByRole('button', { name: 'Verberg gedeactiveerde item(s)' }).click();
    await expect(contactRows(page, `${name} Stichting`)).toHaveCount(0);
    await expect(page.getByText(`Geen contacten gevonden voor "${name}"`)).toBeVisible();
    await expect(page.getByText('Er is 1 gedeactiveerd item.')).toBeVisible();
    await page.getByRole('button', { name: 'Toon gedeactiveerde item(s)' }).click();
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: `${name} Stichting herstellen` }).click();
    await expect(page.getByText(`${name} Stichting is weer actief.`)).toBeVisible();
    await expect(row.getByRole('button', { name: /herstellen/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Verberg gedeactiveerde item(s)' })).toHaveCount(0);
    expect((await api.view(contact.id)).deleted_at).toBeNull();
  });
});
