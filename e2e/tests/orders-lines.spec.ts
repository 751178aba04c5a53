import { rentalPeriodText, reservationPeriodText } from '@app/domain';
import { expect, test } from '@playwright/test';
import { createSignedInClient, type Entry } from '../support/api-client.ts';
import { loginViaApi } from '../support/auth.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { mailCount, waitForNewMail } from '../support/mail.ts';
import { amsterdamDay, calendarDay, ordersApi } from '../support/orders.ts';

const run = Date.now().toString(36);

/** "januari 2027": the heading the order calendar shows for the month of `day`. */
const monthHeading = (day: string) =>
  new Intl.DateTimeFormat('nl-NL', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

type OrderView = {
  id: number;
  uuid: string;
  version: number;
  invoice: { uuid: string } | null;
  reservations: Array<{ reserved_from: string; unit: { serial_number: string } }>;
};

test.describe('a quantity is one line, and a line changes its days in place', () => {
  test('5 × Statafel: one line on the order, in the change form, the mail and the invoice; new days in place; the form starts fresh after saving', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    const client = await createSignedInClient(page.request);
    const tables = `Statafel met hoes ${run}`;
    const email = `tafels-${run}@example.nl`;
    const item = await client.post<Entry<{ id: number }>>('/api/item.create', {
      name: tables,
      type: 'rentable',
      status: 'active',
      price: 1_500,
    });
    for (let i = 1; i <= 6; i++)
      await client.post('/api/unit.create', {
        item_id: item.entry.model.id,
        serial_number: `TAF-${run}-${i}`,
      });
    const from = amsterdamDay(40);
    const until = amsterdamDay(41);
    const mailsBefore = mailCount();
    const created = await client.post<Entry<OrderView>>('/api/order.cashcreate', {
      contact_method: 'create',
      create_contact: {
        contact_type: 'individual',
        first_name: 'Tafel',
        last_name: 'Klant',
        email_address: email,
        address_line_1: 'Biltstraat 1',
        postal_code: '3572 AA',
        city: 'Utrecht',
        country: 'nl',
      },
      items: [
        {
          reservation: {
            item_id: item.entry.model.id,
            product_name: tables,
            from,
            until,
            delivery_time: '10:00-12:00',
            quantity: 5,
          },
        },
      ],
      payment_method: 'cash',
      publish: true,
    });
    const order = created.entry.model;

    // The customer's mail: one line "5 × …", no serial numbers.
    const mail = await waitForNewMail(mailsBefore, email);
    expect(mail.text).toContain(`5 × ${tables}: ${reservationPeriodText(from, until)}`);
    expect(mail.text).not.toContain(`TAF-${run}`);

    // The order: one line with the five units' serial numbers (for staff).
    await loginViaApi(page, `/orders/${order.uuid}`);
    const reserved = page.getByRole('listbox', { name: 'Gereserveerde producten' });
    await expect(reserved.getByRole('option')).toHaveCount(1, { timeout: 30_000 });
    await expect(reserved.getByRole('option')).toContainText(`5 × ${tables}`);
    await expect(reserved.getByRole('option')).toContainText(`TAF-${run}-5`);

    // The change form: one line; its days change in place, the calendar opening on its month.
    await page.getByRole('link', { name: 'Order wijzigen' }).click();
    const lines = page.getByRole('list', { name: 'Artikelen van de order' });
    await expect(lines.getByRole('listitem')).toHaveCount(1);
    await expect(lines).toContainText(`5 × ${tables}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await lines.screenshot({ path: testInfo.outputPath('change-form-line-390.png') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await lines.getByRole('button', { name: `${tables}: data wijzigen` }).click();
    const dialog = page.getByRole('dialog', { name: `Andere data: 5 × ${tables}` });
    await expect(dialog.getByRole('grid')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: monthHeading(from) })).toBeVisible();
    await expect(dialog.getByTestId('chosen-range')).toContainText(reservationPeriodText(from, until));
    const newFrom = amsterdamDay(44);
    const newUntil = amsterdamDay(46);
    await (await calendarDay(dialog, newFrom)).click();
    await (await calendarDay(dialog, newUntil)).click();
    await expect(dialog.getByTestId('chosen-range')).toContainText('(3 dagen)');
    await expectNoSeriousA11yViolations(page);
    await dialog.screenshot({ path: testInfo.outputPath('change-dates-390.png') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog).toBeHidden();
    await expect(lines).toContainText(reservationPeriodText(newFrom, newUntil));
    await expect(lines).toContainText(`5 × ${tables}`);
    // 5 tables × 3 days × € 15.
    await expect(page.getByTestId('order-total-amount')).toContainText('€ 225,00');
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.uuid}$`), { timeout: 30_000 });
    await expect(reserved.getByRole('option')).toHaveCount(1, { timeout: 30_000 });
    await expect(reserved.getByRole('option')).toContainText(reservationPeriodText(newFrom, newUntil));

    // Saved: the change form starts from the order as it now is, not from a kept draft.
    await page.getByRole('link', { name: 'Order wijzigen' }).click();
    await expect(page.getByRole('heading', { name: `Order #${order.id} wijzigen` })).toBeVisible();
    await expect(lines).toContainText(reservationPeriodText(newFrom, newUntil));
    await expect(page.getByText('Je order was nog niet opgeslagen en is teruggezet.')).toHaveCount(0);

    // The invoice: one line "5 × …" for 5 × 3 days, without serial numbers.
    const view = await client.get<Entry<OrderView>>(`/api/order.view/${order.uuid}`);
    expect(view.entry.model.reservations).toHaveLength(5);
    await page.goto(`/sales_invoices/${view.entry.model.invoice?.uuid}`);
    const invoiceLines = page.getByTestId('invoice-line-view');
    await expect(invoiceLines).toHaveCount(1, { timeout: 30_000 });
    await expect(invoiceLines).toContainText(
      `5 × ${tables}, ${rentalPeriodText(newFrom, newUntil)} (3 dagen)`,
    );
    await expect(invoiceLines).toContainText('15');
    await expect(page.getByRole('main')).not.toContainText(`TAF-${run}`);
  });

  test('blocked days say why in the order calendar, apart from booked days (at 390 px)', async ({
    page,
  }, testInfo) => {
    const api = await ordersApi(page);
    const client = await createSignedInClient(page.request);
    const castle = `Blokkasteel ${run}`;
    const { unitId } = await api.rentableItem(castle, 10_000);
    const [blockFrom, blockUntil, booked] = [amsterdamDay(5), amsterdamDay(7), amsterdamDay(9)];
    await client.post(`/api/unit.block/${unitId}`, {
      from: blockFrom,
      until: blockUntil,
      reason: 'Blower kapot',
    });
    await api.order(unitId, castle, booked, booked);

    await page.setViewportSize({ width: 390, height: 844 });
    await loginViaApi(page, '/orders/new');
    await page.getByRole('button', { name: 'Artikel toevoegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Artikel toevoegen' });
    await dialog.getByLabel('Zoek een product').fill(castle);
    await dialog.getByRole('option', { name: new RegExp(castle) }).click();
    await dialog.getByRole('button', { name: 'Volgende stap' }).click();
    const blocked = await calendarDay(dialog, amsterdamDay(6));
    await expect(blocked).toHaveAttribute('data-unavailable', 'true');
    await expect(blocked.locator('[data-blocked]')).toHaveAttribute('title', 'Buiten gebruik: Blower kapot');
    const taken = await calendarDay(dialog, booked);
    await expect(taken).toHaveAttribute('data-unavailable', 'true');
    await expect(taken.locator('[data-blocked]')).toHaveCount(0);
    const legend = dialog.getByTestId('calendar-legend');
    await expect(legend).toContainText('Bezet');
    await expect(legend.getByRole('list', { name: 'Buiten gebruik' })).toHaveText(
      `Buiten gebruik ${reservationPeriodText(blockFrom, blockUntil)}: Blower kapot`,
    );
    await expectNoSeriousA11yViolations(page);
    await dialog.screenshot({ path: testInfo.outputPath('blocked-days-390.png') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('Annuleren and the draft', () => {
  test('Annuleren throws the order and its draft away; an empty draft is never restored; ?view= wins over the draft', async ({
    page,
  }) => {
    await loginViaApi(page, '/orders/new');
    await page.getByRole('tab', { name: 'Nieuw contact' }).click();
    await page.getByLabel('Voornaam').fill('Weg');
    await page.getByLabel('Notities voor de chauffeur (optioneel)').fill('Niet bewaren');
    await page.getByRole('button', { name: 'Annuleren' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Order weggooien' });
    await ask.getByRole('button', { name: 'Order weggooien' }).click();
    await expect(page).toHaveURL(/\/orders(\?.*)?$/);
    await page.goto('/orders/new');
    await expect(page.getByRole('heading', { name: 'Order toevoegen' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('tab', { name: 'Bestaand contact' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByLabel('Notities voor de chauffeur (optioneel)')).toHaveValue('');
    await expect(page.getByText('Je order was nog niet opgeslagen en is teruggezet.')).toHaveCount(0);

    // A draft without anything typed (as an older version kept one) is not brought back.
    const draft = {
      v: 1,
      tab: 'contact_new',
      contact: null,
      contactUpdate: {},
      newContact: null,
      lines: [],
      payment: 'cash',
      publishChoice: null,
      promo: '',
      notes: '',
      manualDistance: '',
      manualAmount: '',
    };
    await page.evaluate(
      (value) => sessionStorage.setItem('order-draft:/orders/new', value),
      JSON.stringify(draft),
    );
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Order toevoegen' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Je order was nog niet opgeslagen en is teruggezet.')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Bestaand contact' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // A draft with notes on the new-contact tab: restored, but the address's ?view= chooses the tab.
    await page.evaluate(
      (value) => sessionStorage.setItem('order-draft:/orders/new', value),
      JSON.stringify({ ...draft, notes: 'Achterom' }),
    );
    await page.goto('/orders/new?view=contact_exists');
    await expect(page.getByText('Je order was nog niet opgeslagen en is teruggezet.')).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByLabel('Notities voor de chauffeur (optioneel)')).toHaveValue('Achterom');
    await expect(page.getByRole('tab', { name: 'Bestaand contact' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
