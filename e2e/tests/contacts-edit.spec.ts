import { expect, type Page, test } from '@playwright/test';
import { createSignedInClient } from '../support/api-client.ts';
import { loginViaApi } from '../support/auth.ts';
import { contactsApi, daysFromNow, insertInvoiceRow, insertReservationRow } from '../support/contacts.ts';

const run = Date.now().toString(36);
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Zoek naar bedrijven of personen' });
const contactRows = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

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
