import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { loginViaApi } from '../support/auth.ts';
import { pdfFile } from '../support/items.ts';
import { amsterdamDay, calendarDay, ordersApi } from '../support/orders.ts';

const run = Date.now().toString(36);
/** How the date fields take a day: DD-MM-YYYY. */
const typed = (day: string) => day.split('-').reverse().join('-');

test.describe('safety register', () => {
  test('records a keuring with its PDF in the unit file', async ({ page }) => {
    const api = await ordersApi(page);
    const { itemId, unitId } = await api.rentableItem(`Springkussen Keuring ${run}`, 9_900);
    await loginViaApi(page, `/items/${itemId}/unit/${unitId}?view=safety`);
    const form = page.getByRole('form', { name: 'Logboekregel vastleggen' });
    await form.getByLabel('Uitgevoerd door').fill('KeurMij B.V.');
    await form.getByLabel('Bevindingen').fill('Naden en ankerpunten in orde.');
    await form.locator('input[type=file]').setInputFiles([pdfFile('keuringsrapport.pdf')]);
    await expect(form.getByText('Gekozen: keuringsrapport.pdf')).toBeVisible();
    await form.getByRole('button', { name: 'Logboekregel vastleggen' }).click();
    const log = page.getByRole('list', { name: 'Logboek' });
    // Upload then save: slow on a busy machine.
    await expect(log.getByText('Door KeurMij B.V.')).toBeVisible({ timeout: 60_000 });
    await expect(log.getByText('Goedgekeurd')).toBeVisible();
    await expect(log.getByRole('link', { name: 'keuringsrapport.pdf' })).toBeVisible();
    await expect(log.getByText(/Vastgelegd door/)).toBeVisible();
  });

  test('a unit taken out of service has its days greyed in the order dialog', async ({ page }) => {
    const api = await ordersApi(page);
    const product = `Springkussen Defect ${run}`;
    const { itemId, unitId } = await api.rentableItem(product, 9_900);
    const from = amsterdamDay(5);
    const until = amsterdamDay(6);
    await loginViaApi(page, `/items/${itemId}/unit/${unitId}?view=safety`);
    const form = page.getByRole('form', { name: 'Buiten gebruik stellen' });
    await form.getByRole('textbox', { name: 'Vanaf' }).fill(typed(from));
    await form.getByRole('textbox', { name: 'Tot en met (leeg: onbepaald)' }).fill(typed(until));
    await form.getByLabel('Reden').fill('Naad gescheurd');
    await form.getByRole('button', { name: 'Buiten gebruik stellen' }).click();
    await expect(
      page.getByRole('list', { name: 'Buiten gebruik' }).getByText('Naad gescheurd'),
    ).toBeVisible();

    await page.goto('/orders/new');
    await page.getByRole('button', { name: 'Artikel toevoegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Artikel toevoegen' });
    await dialog.getByLabel('Zoek een product').fill(product);
    await dialog.getByRole('option', { name: new RegExp(product) }).click();
    await dialog.getByRole('button', { name: 'Volgende stap' }).click();
    for (const day of [from, until]) {
      await expect(await calendarDay(dialog, day)).toHaveAttribute('data-unavailable', 'true');
    }
    await expect(await calendarDay(dialog, amsterdamDay(7))).not.toHaveAttribute('data-unavailable', 'true');
  });

  test('downloads the handover PDF of an order', async ({ page }) => {
    const api = await ordersApi(page);
    const product = `Springkussen Papieren ${run}`;
    const { unitId } = await api.rentableItem(product, 9_900);
    const order = await api.order(unitId, product, amsterdamDay(9), amsterdamDay(9));
    await loginViaApi(page, `/orders/${order.uuid}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Gebruiksdocumenten (PDF)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`gebruiksdocumenten-order-${order.id}.pdf`);
    const bytes = await readFile((await file.path()) ?? '');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
