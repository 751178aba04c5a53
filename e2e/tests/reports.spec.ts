import { readFile } from 'node:fs/promises';
import { formatMoney } from '@app/domain';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { createSignedInClient } from '../support/api-client.ts';
import { loginViaApi } from '../support/auth.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { amsterdamDay, ordersApi } from '../support/orders.ts';

/**
 * Vandaag and Rapportage as the owner uses them: signed in, the owner lands on Vandaag and sees the
 * day's job; a tile opens the list behind it; the report shows the chart and the same figures in a
 * table, the article ranked with its revenue, and "Exporteren" gives an XLSX that opens. axe at
 * 1280 and 390 px. One walk, data made through the API.
 */
const run = Date.now().toString(36);
const PRODUCT = `Springkussen Rapport ${run}`;

test('the owner starts on Vandaag, follows a tile and reads and exports the report', async ({ page }) => {
  test.setTimeout(240_000);
  // Today and tomorrow at € 1.000,00 a day incl. 21 % VAT, its invoice published today: at the
  // plain day price € 2.000,00 gross, € 347,11 VAT, € 1.652,89 revenue (the pricing rules decide the
  // total; the revenue is that total less the VAT it holds).
  const orders = await ordersApi(page);
  const { unitId } = await orders.rentableItem(PRODUCT, 100_000);
  const order = await orders.order(unitId, PRODUCT, amsterdamDay(), amsterdamDay(1));
  const api = await createSignedInClient(page.request);
  const view = await api.get<{ entry: { model: { invoice: { id: number }; total_amount: number } } }>(
    `/api/order.view/${order.uuid}`,
  );
  await api.patch(`/api/invoice.update/${view.entry.model.invoice.id}`, { status: 'outstanding' });
  const total = view.entry.model.total_amount;
  const revenue = total - Math.round((total * 21) / 121);
  if (total === 200_000) expect(revenue).toBe(165_289);
  const revenueText = formatMoney(revenue);

  await test.step('signed in, the owner lands on Vandaag with the day’s job', async () => {
    await loginViaApi(page, '/login');
    await expect(page).toHaveURL(/\/vandaag$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vandaag' })).toBeVisible();
    const jobs = page.getByRole('list', { name: 'Ritten' });
    await expect(jobs.getByRole('link', { name: /Bezet Testklant, Utrecht/ }).first()).toBeVisible();
    await expect(page.getByTestId('tile-overdue')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('a tile opens the list behind it', async () => {
    const overdue = (await page.getByTestId('tile-overdue-value').textContent())?.trim() ?? '';
    await page.getByTestId('tile-overdue').click();
    await expect(page).toHaveURL(/\/sales_invoices\/outstanding\?toon=verlopen$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Verlopen facturen' })).toBeVisible();
    await expect(page.getByTestId('total-overdue')).toContainText(overdue);
    await page.goBack();
    await page.getByTestId('tile-booking-requests').click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('button', { name: /Status/ })).toContainText('In behandeling');
  });

  await test.step('the report: chart, table, the article with its revenue, top customers', async () => {
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Rapportage' })
      .click();
    await expect(page).toHaveURL(/\/rapportage$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rapportage' })).toBeVisible();
    // The chart (recharts, loaded when scrolled near) draws the year's months as bars.
    const chart = page.getByTestId('revenue-chart');
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible({ timeout: 30_000 });
    const table = page.getByRole('table', { name: 'Omzet per maand' });
    await expect(table.getByRole('row')).toHaveCount(1 + 12 + 1);
    await expect(table.getByRole('row', { name: /^Totaal/ })).toBeVisible();
    const articles = page.getByRole('table', { name: 'Artikelen naar benutting en omzet' });
    const row = articles.getByRole('row').filter({ hasText: PRODUCT });
    await expect(row).toContainText(revenueText);
    // This month alone, as its row links to.
    const month = amsterdamDay().slice(0, 7);
    await table
      .getByRole('link')
      .nth(Number(month.slice(5, 7)) - 1)
      .click();
    await expect(page).toHaveURL(new RegExp(`periode=eigen&van=${month}-01`));
    await expect(page.getByRole('table', { name: 'Omzet per maand' }).getByRole('row')).toHaveCount(3);
    await expect(row).toContainText(revenueText);
    await expect(page.getByRole('table', { name: 'Topklanten' })).toContainText('Bezet Testklant');
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('Exporteren gives an XLSX that opens with the same tables', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporteren' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^rapportage-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile(await file.path())) as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      'Omzet per maand',
      'Omzet per artikel',
      'Benutting',
      'Klanten',
    ]);
    const articleRows: unknown[][] = [];
    book.getWorksheet('Omzet per artikel')?.eachRow((r) => {
      articleRows.push(r.values as unknown[]);
    });
    expect(articleRows.find((values) => values[1] === PRODUCT)?.[2]).toBe(revenue / 100);
  });

  await test.step('at 390 px: both screens read without sideways scrolling, axe clean', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/rapportage', '/vandaag']) {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.getByRole('status', { name: /laden/i })).toHaveCount(0, { timeout: 30_000 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoSeriousA11yViolations(page);
    }
  });
});
