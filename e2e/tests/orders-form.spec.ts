import { formatDistance } from '@app/domain';
import { expect, type Page, test } from '@playwright/test';
import { createSignedInClient, type Entry } from '../support/api-client.ts';
import { loginViaApi } from '../support/auth.ts';
import { mailCount, waitForNewMail } from '../support/mail.ts';
import { amsterdamDay, calendarDay, ordersApi } from '../support/orders.ts';

/** In the browser: no lost booking, a contact completed in place, "Afstand onbekend". */

const run = Date.now().toString(36);

// Whole bookings through the wizard, on a machine that may be busy.
test.describe.configure({ timeout: 300_000 });

type OrderView = {
  id: number;
  transport: { distance: number | null; amount: number | null; manual: boolean };
  contact: { email_address: string | null; postal_code: string | null; address_line_1: string | null };
};

/** One line through the three steps of "Artikel toevoegen". */
async function addLine(page: Page, product: string, from: string, until: string) {
  await page.getByRole('button', { name: 'Artikel toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Artikel toevoegen' });
  await dialog.getByLabel('Zoek een product').fill(product);
  await dialog.getByRole('option', { name: new RegExp(product) }).click();
  await dialog.getByRole('button', { name: 'Volgende stap' }).click();
  await (await calendarDay(dialog, from)).click();
  await (await calendarDay(dialog, until)).click();
  await dialog.getByRole('button', { name: 'Volgende stap' }).click();
  await dialog.locator('label').filter({ hasText: '10:00-12:00 uur' }).click();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Artikelen van de order' }).getByText(product)).toBeVisible();
}

async function pickContact(page: Page, search: string) {
  await page.getByRole('button', { name: /Contact kiezen|Ander contact kiezen/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact kiezen' });
  await dialog.getByLabel('Zoek naar bedrijven of personen').fill(search);
  await expect(dialog.getByRole('option')).toHaveCount(1);
  await dialog.getByRole('option').first().click();
  await expect(dialog).toBeHidden();
}

const orderUuidOf = (page: Page) => /\/orders\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';

test.describe('the new order never loses a booking', () => {
  test('a reload and a detour through the menu find the draft again; browser Back closes an open dialog', async ({
    page,
  }) => {
    const api = await ordersApi(page);
    const product = `Concept ${run}`;
    await api.rentableItem(product, 4_000);
    const day = amsterdamDay(15);
    // The browser's own question before a reload: stay on the page would keep it; here it is left.
    page.on('dialog', (dialog) => void dialog.accept());

    await loginViaApi(page, '/orders/new');
    await pickContact(page, 'Regenboog');
    await addLine(page, product, day, day);
    await page.getByLabel('Notities voor de chauffeur (optioneel)').fill('Toegang via het schoolplein.');

    // Back with the dialog open closes the dialog, the page stays with its line.
    await page.getByRole('button', { name: 'Artikel toevoegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Artikel toevoegen' });
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/orders\/new/);
    await expect(page.getByRole('list', { name: 'Artikelen van de order' }).getByText(product)).toBeVisible();
    // The same for the contact picker.
    await page.getByRole('button', { name: 'Ander contact kiezen' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact kiezen' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog', { name: 'Contact kiezen' })).toBeHidden();
    await expect(page).toHaveURL(/\/orders\/new/);

    // A reload keeps contact, line and notes.
    await page.reload();
    // A whole page load (the app's chunks, the session): slow on a busy machine.
    await expect(page.getByText('Je order was nog niet opgeslagen en is teruggezet.')).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByTestId('chosen-contact')).toContainText('Basisschool De Regenboog');
    await expect(page.getByRole('list', { name: 'Artikelen van de order' }).getByText(product)).toBeVisible();
    await expect(page.getByLabel('Notities voor de chauffeur (optioneel)')).toHaveValue(
      'Toegang via het schoolplein.',
    );

    // A click in the menu asks first; Blijven stays.
    const nav = page.getByRole('navigation').first().getByRole('link', { name: 'Orders', exact: true });
    await nav.click();
    const ask = page.getByRole('alertdialog', { name: 'Wijzigingen nog niet opgeslagen' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Blijven' }).click();
    await expect(page).toHaveURL(/\/orders\/new/);
    // Pagina verlaten leaves; opening the new order again (a new page load) finds the draft.
    await nav.click();
    await ask.getByRole('button', { name: 'Pagina verlaten' }).click();
    await expect(page).toHaveURL(/\/orders(\?.*)?$/);
    await page.goto('/orders/new');
    await expect(page.getByRole('list', { name: 'Artikelen van de order' }).getByText(product)).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByTestId('chosen-contact')).toContainText('Basisschool De Regenboog');

    // Saved: the draft is gone, and opening the order did not ask.
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    await page.goto('/orders/new');
    await expect(page.getByRole('heading', { name: 'Order toevoegen' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Nog geen artikelen')).toBeVisible();
    await expect(page.getByText('Je order was nog niet opgeslagen en is teruggezet.')).toHaveCount(0);
  });
});

test.describe('the draft survives a detour', () => {
  test('browser Back from another page onto /orders/new restores the draft with its line', async ({
    page,
  }) => {
    const api = await ordersApi(page);
    const product = `Terugknop ${run}`;
    await api.rentableItem(product, 4_500);
    const day = amsterdamDay(16);
    await loginViaApi(page, '/orders/new');
    await pickContact(page, 'Regenboog');
    await addLine(page, product, day, day);

    // Leave through a link in the app, confirming the question.
    await page.getByRole('navigation').first().getByRole('link', { name: 'Orders', exact: true }).click();
    const ask = page.getByRole('alertdialog', { name: 'Wijzigingen nog niet opgeslagen' });
    await ask.getByRole('button', { name: 'Pagina verlaten' }).click();
    await expect(page).toHaveURL(/\/orders(\?.*)?$/);
    await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();

    // The browser's Back brings the draft back, line and contact.
    await page.goBack();
    await expect(page).toHaveURL(/\/orders\/new$/);
    await expect(page.getByRole('list', { name: 'Artikelen van de order' }).getByText(product)).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByTestId('chosen-contact')).toContainText('Basisschool De Regenboog');
    await expect(page.getByText('Je order was nog niet opgeslagen en is teruggezet.')).toBeVisible();
  });
});

test.describe('sold goods', () => {
  test('books 2 × a sellable article with a delivery day only and sees "2 × …" on the order and its invoice', async ({
    page,
  }) => {
    const api = await ordersApi(page);
    const product = `Heliumfles ${run}`;
    const sellable = await api.sellableItem(product, 3_995, 5);
    const day = amsterdamDay(18);
    const [y, m, d] = day.split('-');
    await loginViaApi(page, '/orders/new');
    await pickContact(page, 'Regenboog');

    await page.getByRole('button', { name: 'Artikel toevoegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Artikel toevoegen' });
    await dialog.getByLabel('Zoek een product').fill(product);
    await dialog.getByRole('option', { name: new RegExp(product) }).click();
    await dialog.getByRole('button', { name: 'Volgende stap' }).click();
    // A delivery day and a quantity; no period, no calendar of free units.
    await expect(dialog.getByText('Stap 2 van 3: Kies de leverdag en het aantal')).toBeVisible();
    await expect(dialog.getByRole('grid', { name: /Periode/ })).toHaveCount(0);
    await expect(dialog.getByText('5 op voorraad.')).toBeVisible();
    await dialog.getByTestId('delivery-day-input').fill(`${d}-${m}-${y}`);
    await dialog.getByLabel('Aantal').fill('6');
    await expect(dialog.getByText('Er zijn nog maar 5 op voorraad.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Volgende stap' })).toBeDisabled();
    await dialog.getByLabel('Aantal').fill('2');
    await dialog.getByRole('button', { name: 'Volgende stap' }).click();
    await dialog.locator('label').filter({ hasText: '10:00-12:00 uur' }).click();
    await expect(dialog.getByLabel('Ophaaltijd')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog).toBeHidden();
    const lines = page.getByRole('list', { name: 'Artikelen van de order' });
    await expect(lines.getByText(`2 × ${product}`)).toBeVisible();
    await expect(lines.getByText(/^Levering \d/)).toBeVisible();

    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    const reserved = page.getByRole('listbox', { name: 'Gereserveerde producten' });
    await expect(reserved.getByText(`2 × ${product}`)).toBeVisible();

    // The invoice line: "2 × {article}" at the price per piece.
    await page
      .getByRole('link', { name: /Factuur/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/sales_invoices\//, { timeout: 60_000 });
    await expect(page.getByTestId('invoice-line-view')).toContainText(`2 × ${product}`, { timeout: 30_000 });

    // The stock went down: 3 left.
    const client = await createSignedInClient(page.request);
    const item = await client.get<Entry<{ stock_count: number }>>(`/api/item.view/${sellable.itemId}`);
    expect(item.entry.model.stock_count).toBe(3);
  });
});

test.describe('sold goods on a changed order', () => {
  test('the order’s own pieces count as in stock: 2 × the last 2 pieces changed to 1 and back to 2 without a refusal', async ({
    page,
  }) => {
    const api = await ordersApi(page);
    const product = `Statafel ${run}`;
    // Exactly 2 pieces in stock, both sold on this order.
    const sellable = await api.sellableItem(product, 1_250, 2);
    const day = amsterdamDay(15);
    const [y, m, d] = day.split('-');
    const order = await api.order(sellable.unitId, product, day, day, 2);

    await loginViaApi(page, `/orders/${order.uuid}`);
    await page.getByRole('link', { name: 'Order wijzigen' }).click();
    await expect(page.getByRole('heading', { name: `Order #${order.id} wijzigen` })).toBeVisible();
    const lines = page.getByRole('list', { name: 'Artikelen van de order' });
    await expect(lines).toContainText(`2 × ${product}`);

    /** The line out and in again with `quantity` pieces: the dialog shows both pieces in stock. */
    const replaceLine = async (quantity: string) => {
      await page.getByRole('button', { name: `${product} verwijderen` }).click();
      await expect(lines).toHaveCount(0);
      await page.getByRole('button', { name: 'Artikel toevoegen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Artikel toevoegen' });
      await dialog.getByLabel('Zoek een product').fill(product);
      await dialog.getByRole('option', { name: new RegExp(product) }).click();
      await dialog.getByRole('button', { name: 'Volgende stap' }).click();
      await expect(dialog.getByText('2 op voorraad.')).toBeVisible({ timeout: 30_000 });
      await dialog.getByTestId('delivery-day-input').fill(`${d}-${m}-${y}`);
      await dialog.getByLabel('Aantal').fill(quantity);
      await expect(dialog.getByText(/nog maar|uitverkocht/)).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Volgende stap' }).click();
      await dialog.locator('label').filter({ hasText: '10:00-12:00 uur' }).click();
      await dialog.getByRole('button', { name: 'Opslaan' }).click();
      await expect(dialog).toBeHidden();
    };
    await replaceLine('1');
    await expect(lines).toContainText(product);
    await expect(lines).not.toContainText('2 ×');
    await replaceLine('2');
    await expect(lines).toContainText(`2 × ${product}`);

    // A third piece is not there: with the 2 on the form, the dialog shows none left.
    await page.getByRole('button', { name: 'Artikel toevoegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Artikel toevoegen' });
    await dialog.getByLabel('Zoek een product').fill(product);
    await dialog.getByRole('option', { name: new RegExp(product) }).click();
    await dialog.getByRole('button', { name: 'Volgende stap' }).click();
    await expect(dialog.getByText('0 op voorraad.')).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByText(`${product} is uitverkocht.`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await expect(dialog).toBeHidden();

    // The changed confirmation: checked by default, the contact has an e-mail address.
    const confirm = page.getByRole('checkbox', { name: 'Stuur gewijzigde bevestiging' });
    await expect(confirm).toBeChecked();
    await expect(page.getByText('Naar bezet@example.nl')).toBeVisible();
    const mailsBefore = mailCount();
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page.getByText('De order is gewijzigd.')).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(new RegExp(`/orders/${order.uuid}$`));
    await expect(
      page.getByRole('listbox', { name: 'Gereserveerde producten' }).getByText(`2 × ${product}`),
    ).toBeVisible({ timeout: 30_000 });
    const mail = await waitForNewMail(mailsBefore, 'bezet@example.nl');
    // The subject is MIME-encoded in the .eml; its wording is checked by the API test.
    expect(mail.text).toContain(`Je order #${order.id} is gewijzigd.`);
    expect(mail.text).toContain(`2 × ${product}`);
    const client = await createSignedInClient(page.request);
    const item = await client.get<Entry<{ stock_count: number }>>(`/api/item.view/${sellable.itemId}`);
    expect(item.entry.model.stock_count).toBe(0);
  });
});

test.describe('the order form completes what is missing', () => {
  test('a contact without e-mail and address is completed inside the order and saved with it', async ({
    page,
  }) => {
    const client = await createSignedInClient(page.request);
    const last = `Aanvul ${run}`;
    const created = await client.post<Entry<{ id: number; uuid: string }>>('/api/contact.create', {
      first_name: 'Mila',
      last_name: last,
      phone_number: '06-55554444',
    });
    const api = await ordersApi(page);
    const product = `Aanvulkasteel ${run}`;
    await api.rentableItem(product, 6_000);
    const day = amsterdamDay(16);

    await loginViaApi(page, '/orders/new');
    await pickContact(page, last);
    const fields = page.getByTestId('contact-completion');
    await expect(fields).toBeVisible();
    const confirm = page.getByRole('checkbox', { name: 'Orderbevestiging per e-mail versturen' });
    await expect(confirm).toBeDisabled();
    await addLine(page, product, day, day);

    // Saving with the fields empty names them.
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(fields.getByText('E-mailadres is verplicht voor een order')).toBeVisible();
    await fields.getByLabel('E-mailadres').fill(`mila-${run}@example.nl`);
    // The confirmation follows the typed address.
    await expect(confirm).toBeEnabled();
    await expect(confirm).toBeChecked();
    await expect(page.getByText(`Naar mila-${run}@example.nl`)).toBeVisible();
    await fields.getByLabel('Adresregel 1').fill('Oudegracht 12');
    await fields.getByLabel('Postcode').fill('35I2 AB');
    await fields.getByLabel('Plaats').fill('Utrecht');
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(fields.getByText('Een postcode ziet eruit als 1234 AB.')).toBeVisible();
    await fields.getByLabel('Postcode').fill('3512ab');
    await expect(page.getByTestId('order-total')).toContainText('Afstand');
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/, { timeout: 60_000 });

    const order = await client.get<Entry<OrderView>>(`/api/order.view/${orderUuidOf(page)}`);
    expect(order.entry.model.contact).toMatchObject({
      email_address: `mila-${run}@example.nl`,
      address_line_1: 'Oudegracht 12',
      postal_code: '3512 AB',
    });
    const contact = await client.get<Entry<{ email_address: string; phone_number: string }>>(
      `/api/contact.view/${created.entry.model.uuid}`,
    );
    expect(contact.entry.model).toMatchObject({
      email_address: `mila-${run}@example.nl`,
      phone_number: '06-55554444',
    });
  });

  test('a Belgian address asks for the distance before the order is saved', async ({ page }) => {
    const client = await createSignedInClient(page.request);
    const api = await ordersApi(page);
    const product = `GrensKasteel ${run}`;
    await api.rentableItem(product, 5_000);
    const day = amsterdamDay(17);

    await loginViaApi(page, '/orders/new?view=contact_new');
    await page.getByLabel('Voornaam', { exact: true }).fill('Jef');
    await page.getByLabel('Achternaam', { exact: true }).fill(`Peeters ${run}`);
    await page.getByLabel('E-mailadres').fill(`jef-${run}@example.be`);
    await page.getByLabel('Adresregel 1').fill('Grote Markt 1');
    const country = page.getByRole('button', { name: /Land/ });
    await country.click();
    await page.getByRole('option', { name: 'België' }).click();
    await page.getByLabel('Postcode').fill('1000');
    await page.getByLabel('Plaats').fill('Brussel');
    await addLine(page, product, day, day);

    const total = page.getByTestId('order-total');
    await expect(total).toContainText('Afstand onbekend');
    const manual = page.getByTestId('manual-transport');
    await expect(manual).toContainText('Afstand onbekend');
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(
      manual.getByText(
        'Afstand onbekend: het adres kan niet worden gevonden. Vul de afstand (km) of de transportkosten in.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/orders\/new/);
    await manual.getByLabel('Afstand (km)').fill('-3');
    await expect(manual.getByText('Geef de afstand op als een getal van 0 tot 2.000 km.')).toBeVisible();
    await manual.getByLabel('Afstand (km)').fill('140');
    await expect(total).toContainText(`${formatDistance(140_000)} (handmatig ingevoerd)`);
    await expect(total).toContainText(`Bezorgkosten (${formatDistance(140_000)})`);
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    const order = await client.get<Entry<OrderView>>(`/api/order.view/${orderUuidOf(page)}`);
    expect(order.entry.model.transport).toMatchObject({ distance: 140_000, manual: true });
    expect(order.entry.model.transport.amount).toBeGreaterThan(0);
  });
});
