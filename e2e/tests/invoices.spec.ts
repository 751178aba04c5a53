import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { loginViaApi } from '../support/auth.ts';
import { amsterdamDay, dutchDate, invoicesApi } from '../support/invoices.ts';

const run = Date.now().toString(36);

const descriptions = (page: Page) =>
  page
    .getByTestId('invoice-line')
    .locator('input[id$="-d"]')
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

/** Drags with the mouse in small steps so the 8 px activation distance is passed. */
async function dragBelow(page: Page, handle: Locator, target: Locator) {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('no box');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 4, { steps: 2 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height * 0.9, { steps: 12 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height + 4, { steps: 4 });
  await page.mouse.up();
}

test.describe('sales invoices', () => {
  test('create → lines → reorder → publish → PDF → paid → Wijzig factuur keeps the number', async ({
    page,
  }) => {
    // The whole life of an invoice, with a confirmation at each step: longer than one screen's test.
    test.slow();
    const api = await invoicesApi(page);
    const name = `Factuurklant ${run}`;
    const contact = await api.createContact({
      contact_type: 'business',
      company_name: name,
      address_line_1: 'Oudegracht 1',
      postal_code: '3511 AA',
      city: 'Utrecht',
      person: { first_name: 'Fleur', last_name: 'Visser' },
    });

    await loginViaApi(page, '/sales_invoices');
    await expect(page.getByRole('heading', { name: 'Facturen' })).toBeVisible();
    await page.getByRole('button', { name: 'Toevoegen' }).first().click();
    await expect(page).toHaveURL(/\/sales_invoices\/new$/);
    await expect(page.getByTestId('preview-due-date')).toHaveText(dutchDate(amsterdamDay(14)));
    await expect(page.getByTestId('invoice-preview')).toContainText('Je hebt nog geen contact geselecteerd.');

    // Without a contact the form says so.
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Contact mag niet leeg zijn!')).toBeVisible();

    await page.getByRole('combobox', { name: 'Contact' }).fill(name);
    await page.getByRole('option', { name: new RegExp(name) }).click();
    await expect(page.getByTestId('invoice-preview')).toContainText(name);
    await page.getByLabel('Kenmerk').fill('Zomerfeest');
    await page.getByRole('button', { name: 'Factuurregels' }).click();
    await expect(page).toHaveURL(/\/sales_invoices\/[0-9a-f-]{36}\?open=items$/);
    await expect(page.getByRole('button', { name: 'Regels opslaan' })).toBeVisible();
    const uuid = page.url().split('/sales_invoices/')[1]?.split('?')[0] ?? '';

    // The line editor is open: three lines, with a Dutch comma and a 9% rate.
    await page.getByLabel('Omschrijving regel 1').fill('Springkussen Kasteel');
    await page.getByLabel('Prijs regel 1').fill('125,50');
    await page.getByRole('button', { name: 'Regel toevoegen' }).click();
    await page.getByLabel('Omschrijving regel 2').fill('Bezorging');
    await page.getByLabel('Aantal regel 2').fill('2,5');
    await page.getByLabel('Prijs regel 2').fill('10');
    await page.getByRole('button', { name: 'Regel toevoegen' }).click();
    await page.getByLabel('Omschrijving regel 3').fill('Suikerspin');
    await page.getByLabel('Prijs regel 3').fill('45');
    await page.getByLabel('Btw regel 3').selectOption('9');
    await expect(page.getByTestId('invoice-totals')).toContainText('€ 231,16');

    // Keyboard reorder: Suikerspin one place up.
    // Each step waits for what a screen reader is told: an arrow key pressed before dnd-kit has
    // measured the rows (it then reports the line over its own position) would be ignored.
    const handle = page.getByRole('button', { name: 'Regel 3 verplaatsen' });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Regel 3 staat boven positie 3.')).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('Regel 3 staat boven positie 2.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByText('Regel 3 neergezet op positie 2.')).toBeAttached();
    await expect.poll(() => descriptions(page)).toEqual(['Springkussen Kasteel', 'Suikerspin', 'Bezorging']);

    // Drag reorder: the first line below the last.
    const lines = page.getByTestId('invoice-line');
    await dragBelow(page, page.getByRole('button', { name: 'Regel 1 verplaatsen' }), lines.nth(2));
    await expect.poll(() => descriptions(page)).toEqual(['Suikerspin', 'Bezorging', 'Springkussen Kasteel']);
    await expect(page.getByText('Regel 1 neergezet op positie 3.')).toBeAttached();
    // dnd-kit swallows clicks for 50 ms after a pointer drop (so the drop does not also click
    // what lies under it); a person cannot click that fast, a test can.
    await page.waitForTimeout(100);

    await page.getByRole('button', { name: 'Regels opslaan' }).click();
    await expect(page.getByTestId('invoice-line-view')).toHaveCount(3);
    await expect(page.getByTestId('invoice-line-view').first()).toContainText('Suikerspin');
    await expect(page.getByTestId('amount-due')).toHaveText('€ 231,16');
    await expect(page.getByTestId('closing-text')).toContainText('€ 231,16');
    await expect(page.getByTestId('closing-text')).toContainText('CONCEPT');

    // Publish, after the confirmation that says what happens.
    await page.getByRole('button', { name: 'Publiceren' }).click();
    const publishDialog = page.getByRole('alertdialog', { name: 'Factuur publiceren' });
    await expect(publishDialog).toContainText('De factuur krijgt een definitief factuurnummer');
    await expect(publishDialog).toContainText('Totaal € 231,16');
    await publishDialog.getByRole('button', { name: 'Publiceren' }).click();
    await expect(page.getByText('Openstaand', { exact: true })).toBeVisible();
    const number = (await page.getByTestId('invoice-number').textContent())?.trim() ?? '';
    expect(number).toMatch(/^F\d{4}-\d{4,}$/);
    await expect(page.getByRole('heading', { name: `Factuur ${number}` })).toBeVisible();
    await expect(page.getByTestId('closing-text')).toContainText(number);
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', `/contacts/${contact.uuid}`);
    await expect(page.getByTestId('invoice-age-bar')).toHaveAttribute('data-tone', 'amber');

    // PDF download.
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PDF downloaden' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`factuur-${number}.pdf`);
    const file = await download.path();
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Extra: no delete for a numbered invoice; mark as paid.
    await page.getByRole('button', { name: 'Extra' }).click();
    await expect(page.getByRole('menuitem', { name: 'Verwijderen' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Markeer als betaald' }).click();
    const paidDialog = page.getByRole('dialog', { name: 'Markeer als betaald' });
    await expect(paidDialog.getByTestId('paid-at-input')).toHaveValue(dutchDate(amsterdamDay()));
    await paidDialog.getByRole('button', { name: 'Markeer als betaald' }).click();
    await expect(page.getByText('Betaald', { exact: true })).toBeVisible();
    await expect(page.getByTestId('paid-on')).toHaveText(`Betaald op ${dutchDate(amsterdamDay())}`);
    await expect(page.getByTestId('invoice-age-bar')).toHaveCount(0);

    // Wijzig factuur: it warns that the payment goes, then back to concept; the number stays and
    // is the one the title and the reference name; publishing again keeps it.
    await page.getByRole('button', { name: 'Extra' }).click();
    await page.getByRole('menuitem', { name: 'Wijzig factuur' }).click();
    const reopenDialog = page.getByRole('alertdialog', { name: 'Factuur wijzigen' });
    await expect(reopenDialog).toContainText(
      `De betaalregistratie (betaald op ${dutchDate(amsterdamDay())}) wordt verwijderd.`,
    );
    await reopenDialog.getByRole('button', { name: 'Wijzig factuur' }).click();
    await expect(page.getByRole('button', { name: 'Publiceren' })).toBeVisible();
    await expect(page.getByTestId('invoice-number')).toHaveText(number);
    await expect(page.getByRole('heading', { name: `Concept ${number}` })).toBeVisible();
    await expect(page.getByTestId('closing-text')).toContainText(`onder vermelding van ${number}`);
    await expect(page.getByTestId('paid-on')).toHaveCount(0);
    await page.getByRole('button', { name: 'Extra' }).click();
    await expect(page.getByRole('menuitem', { name: 'Verwijderen' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Publiceren' }).click();
    await expect(page.getByRole('alertdialog')).toContainText(
      `De factuur krijgt weer factuurnummer ${number}`,
    );
    await page.getByRole('alertdialog').getByRole('button', { name: 'Publiceren' }).click();
    await expect(page.getByText('Openstaand', { exact: true })).toBeVisible();
    await expect(page.getByTestId('invoice-number')).toHaveText(number);

    // The list shows it by number, and the contact's timeline links to it.
    await page.goto('/sales_invoices');
    await page.getByRole('searchbox', { name: 'Zoek facturen' }).fill(number);
    const row = page.getByRole('row').filter({ hasText: number });
    await expect(row).toContainText(name);
    await expect(row).toContainText('€ 231,16');
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/sales_invoices/${uuid}$`));
    await page.goto(`/contacts/${contact.uuid}`);
    await expect(page.getByRole('link', { name: new RegExp(`Factuur ${number}`) })).toBeVisible();
  });

  test('publishing for a contact without an address shows what is missing, on the page', async ({ page }) => {
    const api = await invoicesApi(page);
    const contact = await api.createContact({
      first_name: 'Zonder',
      last_name: `Adres ${run}`,
      address_line_1: '',
      postal_code: '',
      city: '',
    });
    const concept = await api.create({ contact_id: contact.id });
    await api.update(concept.id, { items: [{ description: 'Springkussen', unitPrice: 12500 }] });
    await loginViaApi(page, `/sales_invoices/${concept.uuid}`);
    await page.getByRole('button', { name: 'Publiceren' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Publiceren' }).click();
    await expect(page.getByTestId('status-error')).toHaveText(
      'Het contact mist gegevens die op de factuur moeten staan: adres, postcode en plaats.',
    );
    await expect(page.getByRole('link', { name: 'Naar contact' })).toHaveAttribute(
      'href',
      `/contacts/${contact.uuid}`,
    );
    await expect(page.getByRole('heading', { name: `Concept #${concept.concept_id}` })).toBeVisible();
  });

  test('a payment term other than 14 starts unlocked; the invoice date reads dd-mm-jjjj', async ({
    page,
  }) => {
    const api = await invoicesApi(page);
    const contact = await api.createContact({ first_name: 'Termijn', last_name: `Test ${run}` });
    const concept = await api.create({
      contact_id: contact.id,
      days_until_due: 30,
      invoice_date: '2026-03-05',
    });
    await loginViaApi(page, `/sales_invoices/${concept.uuid}`);
    const term = page.getByRole('textbox', { name: 'Factuur verloopt na' });
    await expect(term).toHaveValue('30');
    await expect(term).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Betaaltermijn wijzigen' })).toHaveCount(0);

    // The date with leading zeros, and once emptied the placeholder dd-mm-jjjj.
    const date = page.getByRole('textbox', { name: 'Factuurdatum' });
    await expect(date).toHaveValue('05-03-2026');
    await date.fill('');
    await expect(date).toHaveAttribute('placeholder', 'dd-mm-jjjj');
    // Typed as a Dutch date and shown with leading zeros once the field is left.
    await date.fill('7-3-2026');
    await date.blur();
    await expect(date).toHaveValue('07-03-2026');
    // Text that is no day is kept and refused, not dropped.
    await date.fill('31-02-2026');
    await date.blur();
    await expect(date).toHaveValue('31-02-2026');
    await expect(page.getByText('Vul een geldige datum in (dd-mm-jjjj).')).toBeVisible();
  });

  test('a concept asks for the contact list only when the Contact field is used', async ({ page }) => {
    const api = await invoicesApi(page);
    const contact = await api.createContact({ first_name: 'Kiezer', last_name: `Test ${run}` });
    const concept = await api.create({ contact_id: contact.id });
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/contact.search/')) searches.push(request.url());
    });
    await loginViaApi(page, `/sales_invoices/${concept.uuid}`);
    const field = page.getByRole('combobox', { name: 'Contact' });
    await expect(field).toHaveValue(`Kiezer Test ${run}`);
    await page.waitForLoadState('networkidle');
    expect(searches).toEqual([]);

    // Focus opens the list of contacts, fetched then.
    await field.click();
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(searches).toHaveLength(1);
  });

  test('the Extra menu and the calendar of a date field work by keyboard and give focus back', async ({
    page,
  }) => {
    const api = await invoicesApi(page);
    const contact = await api.createContact({ first_name: 'Toets', last_name: `Bord ${run}` });
    const concept = await api.create({ contact_id: contact.id, invoice_date: '2026-03-05' });
    await loginViaApi(page, `/sales_invoices/${concept.uuid}`);

    const extra = page.getByRole('button', { name: 'Extra' });
    await extra.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Verstuur per e-mail' })).toBeFocused();
    await expect(extra).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Dupliceren' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(extra).toBeFocused();
    await expect(extra).toHaveAttribute('aria-expanded', 'false');
    // ArrowUp opens it at the last item (a concept without a number can be deleted).
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'Verwijderen' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(extra).toBeFocused();

    const open = page.getByRole('button', { name: 'Kalender openen' }).first();
    await open.focus();
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog', { name: 'Kalender' });
    await expect(calendar.getByRole('button', { name: /^donderdag 5 maart 2026/ })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(calendar).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Factuurdatum' })).toHaveValue('06-03-2026');
    await expect(open).toBeFocused();
  });

  test('the age bar is amber early and red from 15 days', async ({ page }) => {
    const api = await invoicesApi(page);
    const contact = await api.createContact({ first_name: 'Leeftijd', last_name: `Test ${run}` });
    const fresh = await api.published(contact.id, amsterdamDay(-5));
    const old = await api.published(contact.id, amsterdamDay(-40));
    await loginViaApi(page, `/sales_invoices/${fresh.uuid}`);
    await expect(page.getByTestId('invoice-age-bar')).toHaveAttribute('data-tone', 'amber');
    await expect(page.getByTestId('invoice-age-bar')).toContainText('5 dagen');
    await page.goto(`/sales_invoices/${old.uuid}`);
    await expect(page.getByText('Verlopen', { exact: true })).toBeVisible();
    await expect(page.getByTestId('invoice-age-bar')).toHaveAttribute('data-tone', 'red');
    await expect(page.getByTestId('invoice-age-bar')).toContainText('40 dagen');
  });

  test('deletes a concept after confirmation; the deleted row stays but does not open', async ({ page }) => {
    const api = await invoicesApi(page);
    const contact = await api.createContact({ first_name: 'Verwijder', last_name: `Test ${run}` });
    const concept = await api.create({ contact_id: contact.id, identifier: `Weg${run}` });
    await loginViaApi(page, `/sales_invoices/${concept.uuid}`);
    await expect(page.getByText('Factuur verloopt na')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Factuur verloopt na' })).toBeDisabled();
    await page.getByRole('button', { name: 'Betaaltermijn wijzigen' }).click();
    await expect(page.getByRole('textbox', { name: 'Factuur verloopt na' })).toBeEnabled();
    await expect(page.getByTestId('invoice-date-input')).toBeVisible();

    await page.getByRole('button', { name: 'Extra' }).click();
    await page.getByRole('menuitem', { name: 'Verwijderen' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Dit kan niet ongedaan worden gemaakt.');
    await dialog.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page).toHaveURL(/\/sales_invoices$/);
    await page.getByRole('searchbox', { name: 'Zoek facturen' }).fill(`Weg${run}`);
    const row = page.getByRole('row').filter({ hasText: `Concept #${concept.concept_id}` });
    await expect(row).toContainText('(verwijderd)');
    await row.click();
    await expect(page).toHaveURL(/\/sales_invoices$/);
  });

  test('duplicates an invoice and opens the copy', async ({ page }) => {
    const api = await invoicesApi(page);
    const contact = await api.createContact({ first_name: 'Kopie', last_name: `Test ${run}` });
    const source = await api.published(contact.id, amsterdamDay(-3), 'Origineel springkussen');
    await loginViaApi(page, `/sales_invoices/${source.uuid}`);
    await page.getByRole('button', { name: 'Extra' }).click();
    await page.getByRole('menuitem', { name: 'Dupliceren' }).click();
    await expect(page).not.toHaveURL(new RegExp(source.uuid));
    await expect(page.getByRole('heading', { name: /^Concept #\d+$/ })).toBeVisible();
    await expect(page.getByTestId('invoice-line-view')).toContainText('Origineel springkussen');
  });

  test('shows the empty state and the no-result state', async ({ page }) => {
    await loginViaApi(page, '/schedule');
    await page.route('**/api/invoices.view**', (route) =>
      route.fulfill({ json: { results: [], meta: { page: 1, per_page: 20, total: 0 } } }),
    );
    await page.goto('/sales_invoices');
    await expect(page.getByText('Geen facturen gevonden', { exact: true })).toBeVisible();
    await expect(page.getByText('Maak je eerste factuur met de knop Toevoegen.')).toBeVisible();
    await page.unroute('**/api/invoices.view**');
    await page.goto('/sales_invoices');
    await page.getByRole('searchbox', { name: 'Zoek facturen' }).fill(`geenfactuur${run}`);
    await expect(page.getByText(`Geen facturen gevonden voor "geenfactuur${run}"`)).toBeVisible();
  });

  test('a failed PDF download shows the Dutch message', async ({ page }) => {
    const api = await invoicesApi(page);
    const contact = await api.createContact({ first_name: 'Pdf', last_name: `Fout ${run}` });
    const concept = await api.create({ contact_id: contact.id });
    await loginViaApi(page, `/sales_invoices/${concept.uuid}`);
    await page.route('**/api/invoice.render/**', (route) =>
      route.fulfill({
        status: 500,
        json: { message: 'De PDF van de factuur kon niet worden gemaakt.', code: 'internal_error' },
      }),
    );
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'PDF downloaden' }).click();
    await expect(page.getByText('De PDF van de factuur kon niet worden gemaakt.')).toBeVisible();
    await popup;
  });
});
