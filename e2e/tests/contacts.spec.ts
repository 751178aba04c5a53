import { readFileSync, writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { createSignedInClient } from '../support/api-client.ts';
import { loginViaApi } from '../support/auth.ts';
import {
  contactsApi,
  csvFile,
  daysFromNow,
  insertInvoiceRow,
  insertReservationRow,
} from '../support/contacts.ts';

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

test.describe('create, edit and delete', () => {
  test('creates a business with a contact person and a country with a flag', async ({ page }) => {
    const company = `Springkussenclub ${run}`;
    await loginViaApi(page, '/contacts');
    await page.getByRole('button', { name: 'Toevoegen', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Contact toevoegen', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contact', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Adres', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Annuleren' })).toBeVisible();

    await page.locator('label').filter({ hasText: 'Bedrijf' }).click();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Bedrijfsnaam is verplicht')).toBeVisible();

    await page.getByLabel('Bedrijfsnaam').fill(company);
    await page.getByLabel('KvK-nummer').fill('12345678');
    await page.getByLabel('BTW-nummer').fill('NL001234567B01');
    await page.getByLabel('Voornaam contactpersoon').fill('Bram');
    await page.getByLabel('Achternaam contactpersoon').fill('Visser');
    await page.getByLabel('E-mailadres').fill('info@springkussenclub.nl');
    await page.getByLabel('Telefoonnummer').fill('030-1234567');
    await page.getByLabel('Adresregel 1').fill('Rheinstraße 12');
    // Land comes before Postcode (the postcode's check depends on it), in the tab order too.
    const country = page.getByRole('button', { name: /Land/ });
    await page.getByLabel('Adresregel 2 (optioneel)').focus();
    await page.keyboard.press('Tab');
    await expect(country).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Postcode')).toBeFocused();
    // A German postcode while Land is still Nederland is refused; choosing Duitsland clears it.
    await page.getByLabel('Postcode').fill('47533');
    await page.getByLabel('Plaats').fill('Kleve');
    const postcodeError = page.getByText('Een postcode ziet eruit als 1234 AB.');
    await expect(postcodeError).toBeVisible();
    await expect(country).toContainText('Nederland');
    await expect(country.locator('img[src="/assets/flags/nl.svg"]')).toHaveCount(1);
    await country.click();
    await page.getByRole('option', { name: 'Duitsland' }).click();
    await expect(country.locator('img[src="/assets/flags/de.svg"]')).toHaveCount(1);
    await expect(postcodeError).toBeHidden();
    const flag = await page.request.get('/assets/flags/de.svg');
    expect(flag.ok()).toBe(true);
    expect(await flag.text()).toContain('<svg');
    await page.getByRole('button', { name: 'Opslaan' }).click();

    await expect(page).toHaveURL(/\/contacts\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: company, level: 1 })).toBeVisible();
    await expect(page.getByText('Klantnummer')).toBeVisible();
    await expect(page.getByText('KVK-nummer')).toBeVisible();
    await expect(page.getByText('12345678', { exact: true })).toBeVisible();
    await expect(page.getByText('Duitsland')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Contactpersonen' })).toContainText('Bram Visser');
    await expect(page.getByRole('tab', { name: 'Overzicht' })).toBeVisible();
    await expect(page.getByText('Er zijn nog geen financiële feiten beschikbaar.')).toBeVisible();
  });

  test('creates an individual, edits it, and shows it on the domain-prefixed path', async ({ page }) => {
    await loginViaApi(page, '/contacts/new');
    await page.getByLabel('Voornaam').fill('Zoë');
    await page.getByLabel('Achternaam').fill(`Particulier${run}`);
    await page.getByLabel('Plaats').fill('Utrecht');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('heading', { name: `Zoë Particulier${run}`, level: 1 })).toBeVisible();
    await expect(page.getByText('Nederland')).toBeVisible();
    await expect(page.getByText('KVK-nummer')).toHaveCount(0);
    const uuid = page.url().split('/').pop() ?? '';

    await page.getByRole('button', { name: 'Bewerken' }).click();
    await expect(page.getByRole('heading', { name: 'Bewerk contact', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Voornaam')).toHaveValue('Zoë');
    await page.getByLabel('Plaats').fill('Zeist');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page).toHaveURL(new RegExp(`/contacts/${uuid}$`));
    await expect(page.getByText('Zeist', { exact: true })).toBeVisible();
    // The history names the change in Dutch, not by its database key.
    await expect(page.getByText('Plaats: Utrecht → Zeist')).toBeVisible();

    await page.goto(`/42/contacts/${uuid}`);
    await expect(page.getByRole('heading', { name: `Zoë Particulier${run}`, level: 1 })).toBeVisible();
  });

  test('shows a Dutch error toast when saving fails', async ({ page }) => {
    await page.route('**/api/contact.create', (route) =>
      route.fulfill({
        status: 500,
        json: { message: 'Er ging iets mis op de server.', code: 'internal_error' },
      }),
    );
    await loginViaApi(page, '/contacts/new');
    await page.getByLabel('Voornaam').fill('Fout');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Opslaan is mislukt. Er ging iets mis op de server.')).toBeVisible();
    await expect(page).toHaveURL(/\/contacts\/new$/);
  });

  test('deletes a contact without invoices after confirmation', async ({ page }) => {
    await page.goto('/login');
    const api = await contactsApi(page);
    const contact = await api.create({ first_name: 'Weg', last_name: `Ermee${run}` });
    await loginViaApi(page, `/contacts/${contact.uuid}`);
    await page.getByRole('button', { name: 'Verwijder contact' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(
      `Weet je zeker dat je Weg Ermee${run} wilt verwijderen? Je kunt dit niet ongedaan maken. Alle gegevens worden verwijderd.`,
    );
    await dialog.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(page.getByText(`Weg Ermee${run} is verwijderd.`)).toBeVisible();
    const client = await createSignedInClient(page.request);
    const res = await client.send('GET', `/api/contact.view/${contact.id}`);
    expect(res.status()).toBe(404);
  });

  test('archives a contact with invoices without asking, and its timeline opens the invoice', async ({
    page,
  }) => {
    await page.goto('/login');
    const api = await contactsApi(page);
    const contact = await api.create({ contact_type: 'business', company_name: `Factuurklant ${run}` });
    const { uuid: invoiceUuid } = await insertInvoiceRow(contact.id, `F${run}`);
    await loginViaApi(page, `/contacts/${contact.uuid}`);
    await expect(page.getByRole('button', { name: 'Verwijder contact' })).toHaveCount(0);
    const timeline = page.getByRole('list', { name: 'Tijdlijn' });
    await expect(timeline).toContainText(`Factuur F${run}`);
    await expect(timeline).toContainText('04-05-2026');
    await expect(timeline).toContainText('Openstaand');
    await expect(timeline).toContainText('€ 242,00');

    await page.getByRole('button', { name: 'Archiveer contact' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(page.getByText(`Factuurklant ${run} is gearchiveerd.`)).toBeVisible();
    expect((await api.view(contact.id)).deleted_at).not.toBeNull();
    expect(await api.search(`Factuurklant ${run}`)).toEqual([]);

    await page.goto(`/contacts/${contact.uuid}`);
    await page.getByRole('link', { name: new RegExp(`Factuur F${run}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/sales_invoices/${invoiceUuid}$`));
  });

  test('shows each invoice in the timeline with the label and status of the invoice list', async ({
    page,
  }) => {
    await page.goto('/login');
    const api = await contactsApi(page);
    const contact = await api.create({ contact_type: 'business', company_name: `Statusklant ${run}` });
    await insertInvoiceRow(contact.id, `O${run}`, { dueDate: daysFromNow(30) });
    await insertInvoiceRow(contact.id, `V${run}`, { dueDate: '2026-05-18' });
    await insertInvoiceRow(contact.id, `B${run}`, { status: 'paid', dueDate: '2026-05-18' });
    // "Wijzig factuur" sets an invoice back to concept; it keeps its number but reads as a concept.
    const reopened = await insertInvoiceRow(contact.id, `W${run}`, {
      status: 'concept',
      dueDate: '2026-05-18',
    });
    await loginViaApi(page, `/contacts/${contact.uuid}`);
    const timeline = page.getByRole('list', { name: 'Tijdlijn' });
    const entry = (text: string) => timeline.getByRole('listitem').filter({ hasText: text });
    await expect(entry(`Factuur O${run}`)).toContainText('Openstaand');
    // Past its due date: Verlopen, as in the invoice list, although the stored status is outstanding.
    await expect(entry(`Factuur V${run}`)).toContainText('Verlopen');
    await expect(entry(`Factuur V${run}`)).not.toContainText('Openstaand');
    await expect(entry(`Factuur B${run}`)).toContainText('Betaald');
    await expect(entry(`Concept #${reopened.conceptId}`)).toContainText('Concept');
    await expect(timeline).not.toContainText(`W${run}`);

    // The invoice list shows the same statuses for the same invoices.
    await page.goto('/sales_invoices');
    const listRow = (text: string) => page.getByRole('row').filter({ hasText: text });
    await expect(listRow(`V${run}`)).toContainText('Verlopen');
    await expect(listRow(`O${run}`)).toContainText('Openstaand');
  });

  test('offers "Archiveer contact" for a contact with a rental, and archives it', async ({ page }) => {
    await page.goto('/login');
    const api = await contactsApi(page);
    const contact = await api.create({ first_name: 'Huur', last_name: `Klant${run}` });
    await insertReservationRow(await api.rentableUnit(`Partytent ${run}`), contact.id);
    await loginViaApi(page, `/contacts/${contact.uuid}`);
    await expect(page.getByRole('heading', { name: `Huur Klant${run}`, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verwijder contact' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Archiveer contact' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(page.getByText(`Huur Klant${run} is gearchiveerd.`)).toBeVisible();
    expect((await api.view(contact.id)).deleted_at).not.toBeNull();
  });
});

test.describe('contact people', () => {
  test('adds, edits and deletes a contact person', async ({ page }) => {
    await page.goto('/login');
    const api = await contactsApi(page);
    const contact = await api.create({ contact_type: 'business', company_name: `Mensenclub ${run}` });
    await loginViaApi(page, `/contacts/${contact.uuid}`);
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    await expect(page.getByRole('heading', { name: 'Contactpersoon toevoegen', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Voornaam mag niet leeg zijn')).toBeVisible();
    await expect(page.getByText('Achternaam mag niet leeg zijn')).toBeVisible();
    await page.getByLabel('Voornaam').fill('Floor');
    await page.getByLabel('Achternaam').fill('Hendriks');
    await page.getByLabel('E-mailadres').fill('floor@mensenclub.nl');
    await page.getByRole('button', { name: 'Opslaan' }).click();

    const people = page.getByRole('list', { name: 'Contactpersonen' });
    await expect(people).toContainText('Floor Hendriks');
    await expect(people.getByRole('link', { name: 'Mail Floor Hendriks' })).toHaveAttribute(
      'href',
      'mailto:floor@mensenclub.nl',
    );

    await people.getByRole('link', { name: 'Floor Hendriks bewerken' }).click();
    await expect(page.getByRole('heading', { name: 'Bewerk contactpersoon', level: 1 })).toBeVisible();
    await page.getByLabel('Achternaam').fill('de Graaf');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(people).toContainText('Floor de Graaf');

    // The list shows the person after the name, and search finds the contact by the person.
    await page.goto('/contacts');
    await searchBox(page).fill(`Mensenclub ${run}`);
    await expect(contactRows(page, `Mensenclub ${run}`)).toContainText(`Mensenclub ${run} - Floor de Graaf`);

    await page.goto(`/contacts/${contact.uuid}`);
    await people.getByRole('link', { name: 'Floor de Graaf bewerken' }).click();
    await page.getByRole('button', { name: 'Contactpersoon verwijderen' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page.getByRole('heading', { name: `Mensenclub ${run}`, level: 1 })).toBeVisible();
    await expect(page.getByText('Nog geen contactpersonen.')).toBeVisible();
  });
});

test.describe('contact people of an individual', () => {
  test('still shows and manages the people of a business switched to Particulier', async ({ page }) => {
    await page.goto('/login');
    const api = await contactsApi(page);
    const contact = await api.create({
      contact_type: 'business',
      company_name: `Omgezet ${run}`,
      person: { first_name: 'Pim', last_name: `Blijft${run}` },
    });
    await api.update(contact.id, {
      contact_type: 'individual',
      first_name: 'Olga',
      last_name: `Omgezet${run}`,
    });
    await loginViaApi(page, `/contacts/${contact.uuid}`);
    await expect(page.getByRole('heading', { name: `Olga Omgezet${run}`, level: 1 })).toBeVisible();
    const people = page.getByRole('list', { name: 'Contactpersonen' });
    await expect(people).toContainText(`Pim Blijft${run}`);
    await people.getByRole('link', { name: `Pim Blijft${run} bewerken` }).click();
    await page.getByRole('button', { name: 'Contactpersoon verwijderen' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page.getByRole('heading', { name: `Olga Omgezet${run}`, level: 1 })).toBeVisible();
    // Without people, an individual has no people card.
    await expect(page.getByRole('heading', { name: 'Contactpersonen' })).toHaveCount(0);
    expect((await api.view(contact.id)).people).toEqual([]);
  });
});

test.describe('import and export', () => {
  test('imports a CSV and shows the report, refuses a file that is not a CSV', async ({ page }) => {
    await loginViaApi(page, '/contacts');
    // A search that finds nothing yet; the import must refresh this very view.
    await searchBox(page).fill(`Import${run}`);
    await expect(page.getByText(`Geen contacten gevonden voor "Import${run}"`)).toBeVisible();
    await page.getByRole('button', { name: 'Importeren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contacten importeren' });
    const template = dialog.getByRole('link', { name: /contacts_template\.csv/ });
    await expect(template).toHaveAttribute('href', '/assets/templates/contacts_template.csv');
    const templateFile = await page.request.get('/assets/templates/contacts_template.csv');
    expect(await templateFile.text()).toContain('Bedrijfsnaam;Voornaam;Achternaam');
    await expect(
      dialog.getByText('Sleep één .csv-bestand hierheen of kies het op je computer.'),
    ).toBeVisible();

    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Kies CSV-bestand' }).click();
    await (await chooser).setFiles({
      name: 'rapport.pdf',
      mimeType: 'text/csv',
      buffer: Buffer.from('%PDF-1.4\n%%EOF'),
    });
    await expect(dialog.getByText(/Dit bestand is geen CSV-bestand/)).toBeVisible();

    const csv = [
      'Soort;Bedrijfsnaam;Voornaam;Achternaam;Plaats',
      `Bedrijf;Importclub ${run};Ilse;Import;Houten`,
      'Bedrijf;;Zonder;Bedrijf;Houten',
      `Particulier;;Ivo;Import${run};Bunnik`,
      `Bedrijf;Halve Naam ${run};Hanna;;Houten`,
    ].join('\r\n');
    const chooser2 = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Kies CSV-bestand' }).click();
    await (await chooser2).setFiles(csvFile('contacten.csv', csv));
    const report = dialog.getByTestId('import-report');
    await expect(report).toContainText(
      '3 contacten toegevoegd, 1 regel(s) overgeslagen, 1 contactpersoon overgeslagen.',
    );
    const skipped = report.getByRole('region', { name: 'Overgeslagen regels' });
    await expect(skipped).toContainText('Regel 3');
    await expect(skipped).toContainText('Bedrijfsnaam is verplicht');
    const notes = report.getByRole('region', { name: 'Toegevoegd met opmerking' });
    await expect(notes).toContainText('Regel 5');
    await expect(notes).toContainText('Contactpersoon overgeslagen: voor- en achternaam zijn allebei nodig.');
    await dialog.getByRole('button', { name: 'Sluiten' }).last().click();

    // The list refreshed itself: the new contact is in the current search, which is unchanged.
    await expect(searchBox(page)).toHaveValue(`Import${run}`);
    await expect(contactRows(page, `Ivo Import${run}`)).toHaveCount(1);
    await searchBox(page).fill(`Importclub ${run}`);
    await expect(contactRows(page, `Importclub ${run}`)).toContainText('Ilse Import');
  });

  test('imports a CSV dropped onto the drop zone and refreshes the list', async ({ page }) => {
    const name = `Sleep${run}`;
    await loginViaApi(page, '/contacts');
    await searchBox(page).fill(name);
    await expect(page.getByText(`Geen contacten gevonden voor "${name}"`)).toBeVisible();
    await page.getByRole('button', { name: 'Importeren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contacten importeren' });
    const zone = dialog.getByText('Sleep één .csv-bestand hierheen of kies het op je computer.');

    // A real drag of a file from the desktop, through Chromium's own drag and drop (a DataTransfer
    // built in the page carries no file-system entry, and React Aria reads dropped files through
    // webkitGetAsEntry, so such a synthetic drop would never deliver the file).
    const file = test.info().outputPath('gesleept.csv');
    writeFileSync(file, `Voornaam;Achternaam;Plaats\r\nDirk;${name};Gouda\r\n`);
    const box = await zone.boundingBox();
    if (!box) throw new Error('drop zone not visible');
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const cdp = await page.context().newCDPSession(page);
    const data = { items: [], files: [file], dragOperationsMask: 1 };
    for (const type of ['dragEnter', 'dragOver', 'drop'] as const)
      await cdp.send('Input.dispatchDragEvent', { type, ...at, data });

    const report = dialog.getByTestId('import-report');
    await expect(report).toContainText('1 contact toegevoegd');
    await dialog.getByRole('button', { name: 'Sluiten' }).last().click();
    await expect(searchBox(page)).toHaveValue(name);
    await expect(contactRows(page, `Dirk ${name}`)).toHaveCount(1);
  });

  test('imports the same file twice: skip reports every row as a duplicate, merge fills, the list has no doubles', async ({
    page,
  }) => {
    // Three imports in one flow: more than one test's budget on a busy shared machine.
    test.slow();
    const name = `Dubbel${run}`;
    const kvk = String(Date.now() % 100_000_000).padStart(8, '0');
    const file = (city: string) =>
      csvFile(
        'dubbel.csv',
        // Windows and Unix line endings mixed, as after editing on two machines.
        'Soort;Bedrijfsnaam;Voornaam;Achternaam;E-mail;Plaats;KvK-nummer\r\n' +
          `Bedrijf;${name} BV;Bas;Dubbel;;${city};${kvk}\n` +
          `Particulier;;Dora;${name};dora.${run}@example.nl;${city};\r\n`,
      );
    await loginViaApi(page, '/contacts');
    await searchBox(page).fill(name);
    // The search waits out its 850 ms debounce first; on a loaded machine the answer can take a while.
    await expect(page.getByText(`Geen contacten gevonden voor "${name}"`)).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Importeren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contacten importeren' });
    const choice = dialog.getByRole('radiogroup', { name: 'Als een contact al bestaat' });
    await expect(choice.getByRole('radio', { name: /Overslaan/ })).toBeChecked();

    const upload = async (city: string) => {
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: 'Kies CSV-bestand' }).click();
      await (await chooser).setFiles(file(city));
    };
    await upload('');
    const report = dialog.getByTestId('import-report');
    await expect(report).toContainText('2 contacten toegevoegd.');
    const added = report.getByRole('region', { name: 'Toegevoegd' });
    await expect(added).toContainText(`${name} BV`);
    await expect(added).toContainText(`Dora ${name}`);

    await dialog.getByRole('button', { name: 'Nog een bestand importeren' }).click();
    await choice.getByText('Overslaan', { exact: true }).click();
    await expect(choice.getByRole('radio', { name: /Overslaan/ })).toBeChecked();
    await upload('');
    await expect(report).toContainText('0 contacten toegevoegd, 2 dubbele regel(s) overgeslagen.');
    const skipped = report.getByRole('region', { name: 'Overgeslagen regels' });
    await expect(skipped.getByRole('listitem')).toHaveCount(2);
    await expect(skipped).toContainText(
      `Regel 2${name} BVDubbel: zelfde KvK-nummer als het contact ${name} BV; overgeslagen.`,
    );
    await expect(skipped).toContainText(
      `Dubbel: zelfde e-mailadres als het contact Dora ${name}; overgeslagen.`,
    );

    await dialog.getByRole('button', { name: 'Nog een bestand importeren' }).click();
    await choice.getByText('Samenvoegen', { exact: true }).click();
    await expect(choice.getByRole('radio', { name: /Samenvoegen/ })).toBeChecked();
    await upload('Amersfoort');
    await expect(report).toContainText('0 contacten toegevoegd, 2 samengevoegd met een bestaand contact.');
    await expect(report.getByRole('region', { name: 'Samengevoegd' })).toContainText(
      `Dubbel: zelfde e-mailadres als het contact Dora ${name}; samengevoegd: Plaats aangevuld.`,
    );
    await dialog.getByRole('button', { name: 'Sluiten' }).last().click();

    // One of each in the list, though the file was imported three times.
    await expect(searchBox(page)).toHaveValue(name);
    await expect(contactRows(page, `${name} BV`)).toHaveCount(1);
    await expect(contactRows(page, `Dora ${name}`)).toHaveCount(1);
  });

  test('exports contacts.xlsx', async ({ page }) => {
    await loginViaApi(page, '/contacts');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporteren' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('contacts.xlsx');
    const bytes = readFileSync((await file.path()) ?? '');
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(bytes.includes(Buffer.from('xl/worksheets/sheet1.xml'))).toBe(true);
  });
});
