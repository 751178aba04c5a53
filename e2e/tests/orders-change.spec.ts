import { rentalPeriodText, reservationPeriodText } from '@app/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { createSignedInClient, type Entry } from '../support/api-client.ts';
import { loginViaApi } from '../support/auth.ts';
import { amsterdamDay, calendarDay, ordersApi } from '../support/orders.ts';

const run = Date.now().toString(36);

/**
 * "Artikel toevoegen" on the order form, as a person does it: find the product, pick the first and
 * last day, optionally a quantity (checking the free count the dialog names), the 10-12 window.
 */
const addLine = async (
  page: Page,
  options: {
    product: string;
    first: string;
    last: string;
    quantity?: string;
    freeText?: string;
    beforePick?: (dialog: Locator) => Promise<void>;
  },
) => {
  await page.getByRole('button', { name: 'Artikel toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Artikel toevoegen' });
  await dialog.getByLabel('Zoek een product').fill(options.product);
  await dialog.getByRole('option', { name: new RegExp(options.product) }).click();
  await dialog.getByRole('button', { name: 'Volgende stap' }).click();
  await options.beforePick?.(dialog);
  await (await calendarDay(dialog, options.first)).click();
  await (await calendarDay(dialog, options.last)).click();
  if (options.quantity) {
    await dialog.getByLabel('Aantal').fill(options.quantity);
    if (options.freeText) await expect(dialog.getByText(options.freeText)).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Volgende stap' }).click();
  await dialog.locator('label').filter({ hasText: '10:00-12:00 uur' }).click();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();
};

/** Change an order (dates, a line added) and book several tables in one step. */
test.describe('changing an order', () => {
  test('moves the dates and adds 5 tables in one step; the agenda and the invoice follow', async ({
    page,
  }) => {
    // The whole change, the agenda and the invoice: longer than the default on a busy machine.
    test.setTimeout(360_000);
    const api = await ordersApi(page);
    const client = await createSignedInClient(page.request);
    const castle = `Kasteel wijzig ${run}`;
    const tables = `Statafel wijzig ${run}`;
    const { unitId } = await api.rentableItem(castle, 10_000);
    const table = await client.post<Entry<{ id: number }>>('/api/item.create', {
      name: tables,
      type: 'rentable',
      status: 'active',
      price: 1_500,
    });
    for (let i = 1; i <= 6; i++)
      await client.post('/api/unit.create', {
        item_id: table.entry.model.id,
        serial_number: `ST-${run}-${i}`,
      });
    const order = await api.order(unitId, castle, amsterdamDay(6), amsterdamDay(7));
    const from = amsterdamDay(9);
    const until = amsterdamDay(10);

    await loginViaApi(page, `/orders/${order.uuid}`);
    await page.getByRole('link', { name: 'Order wijzigen' }).click();
    await expect(page.getByRole('heading', { name: `Order #${order.id} wijzigen` })).toBeVisible();
    const lines = page.getByRole('list', { name: 'Artikelen van de order' });
    await expect(lines).toContainText(castle);
    await expect(lines).toContainText(reservationPeriodText(amsterdamDay(6), amsterdamDay(7)));

    // Other dates: the line out, the castle in again on the new days.
    await page.getByRole('button', { name: `${castle} verwijderen` }).click();
    await addLine(page, { product: castle, first: from, last: until });
    // 5 tables in one step.
    await addLine(page, {
      product: tables,
      first: from,
      last: until,
      quantity: '5',
      freeText: '6 exemplaren vrij in deze periode.',
    });
    await expect(lines).toContainText(`5 × ${tables}`);
    await expect(page.getByTestId('order-total-amount')).toContainText('€ 350,00');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    // The toast comes with the answer, before the order page has loaded (it does not last long).
    await expect(page.getByText('De order is gewijzigd.')).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(new RegExp(`/orders/${order.uuid}$`));
    await expect(page.getByTestId('order-total')).toContainText('€ 350,00', { timeout: 30_000 });
    // The Geschiedenis tells the change: the castle again on new days and five tables reserved, the
    // old castle released, and the total (looked for there, as the total card shows € 350,00 too).
    const changed = page
      .getByTestId('audit-history')
      .getByTestId('audit-event')
      .filter({ hasText: 'Gewijzigd' });
    await expect(changed).toContainText('2 regels; 6 nieuw gereserveerd, 1 vrijgegeven');
    await expect(changed.getByText('Totaal: € 200,00 → € 350,00', { exact: true })).toBeVisible();

    // The agenda: delivered on the new first day, nothing left on the old one.
    await page.goto(`/schedule/${from}/timeline`);
    await expect(page.locator('section[data-slot="10:00-12:00"]')).toContainText(castle, { timeout: 30_000 });
    await expect(page.locator('section[data-slot="10:00-12:00"]')).toContainText(tables);
    await page.goto(`/schedule/${amsterdamDay(6)}/timeline`);
    await expect(page.locator('section[data-slot="08:00-10:00"]')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('main')).not.toContainText(castle);

    // The concept invoice: the new period, the castle and five tables, the order's total.
    const model = await client.get<Entry<{ invoice: { uuid: string } | null; reservations: unknown[] }>>(
      `/api/order.view/${order.uuid}`,
    );
    expect(model.entry.model.reservations).toHaveLength(6);
    const invoice = await client.get<
      Entry<{ status: string; total_amount: number; items: Array<{ description: string }> }>
    >(`/api/invoice.view/${model.entry.model.invoice?.uuid}`);
    const period = rentalPeriodText(from, until);
    const texts = invoice.entry.model.items.map((l) => l.description);
    expect(invoice.entry.model.status).toBe('concept');
    expect(invoice.entry.model.total_amount).toBe(35_000);
    expect(texts.filter((d) => d.startsWith(`${castle}`) && d.includes(period))).toHaveLength(1);
    // Five tables are one line "5 × …" (5 × 2 days), without the units' serial numbers.
    expect(texts.filter((d) => d.startsWith(`5 × ${tables}, ${period}`))).toHaveLength(1);
    expect(texts.join(' ')).not.toContain(`ST-${run}`);
    await page.goto(`/orders/${order.uuid}`);
    await expect(page.getByRole('link', { name: /Factuur: Concept #\d+/ })).toBeVisible({ timeout: 30_000 });
  });

  test('extends a one-unit castle over its own days; the day another order holds stays taken', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const api = await ordersApi(page);
    const castle = `Kasteel verleng ${run}`;
    const { unitId } = await api.rentableItem(castle, 10_000);
    const order = await api.order(unitId, castle, amsterdamDay(6), amsterdamDay(7));
    await api.order(unitId, castle, amsterdamDay(9), amsterdamDay(9));

    await loginViaApi(page, `/orders/${order.uuid}/edit`);
    await expect(page.getByRole('heading', { name: `Order #${order.id} wijzigen` })).toBeVisible();
    const lines = page.getByRole('list', { name: 'Artikelen van de order' });
    await page.getByRole('button', { name: `${castle} verwijderen` }).click();
    await expect(page.getByRole('button', { name: `${castle} verwijderen` })).toHaveCount(0);
    await addLine(page, {
      product: castle,
      first: amsterdamDay(6),
      last: amsterdamDay(8),
      // The order's own days are free for it again (its only unit is its own); the other order's is not.
      beforePick: async (dialog) => {
        for (const day of [amsterdamDay(6), amsterdamDay(7), amsterdamDay(8)]) {
          await expect(await calendarDay(dialog, day)).not.toHaveAttribute('data-unavailable', 'true');
        }
        await expect(await calendarDay(dialog, amsterdamDay(9))).toHaveAttribute('data-unavailable', 'true');
      },
    });
    const period = reservationPeriodText(amsterdamDay(6), amsterdamDay(8));
    await expect(lines).toContainText(period);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('De order is gewijzigd.')).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(new RegExp(`/orders/${order.uuid}$`));
    await expect(page.getByRole('main')).toContainText(period, { timeout: 30_000 });
  });
});
