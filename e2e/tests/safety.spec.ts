import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createSignedInClient } from '../support/api-client.ts';
import { loginViaApi } from '../support/auth.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { displayDay } from '../support/discounts.ts';
import { pdfFile } from '../support/items.ts';
import { amsterdamDay, calendarDay, ordersApi } from '../support/orders.ts';

const run = Date.now().toString(36);
/** How the date fields take a day: dd-mm-jjjj. */
const typed = (day: string) => day.split('-').reverse().join('-');
/** '5 t/m 7 dec. 2026', '30 nov. t/m 2 dec. 2026': a period as the app writes it. */
const displayPeriod = (from: string, until: string) => {
  const last = displayDay(until);
  const first = displayDay(from);
  if (from.slice(0, 4) !== until.slice(0, 4)) return `${first} t/m ${last}`;
  if (from.slice(0, 7) !== until.slice(0, 7)) return `${first.slice(0, first.lastIndexOf(' '))} t/m ${last}`;
  return `${Number(from.slice(8))} t/m ${last}`;
};

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

  test('an afgekeurd keuring puts the unit out of service in its header; every form is empty after saving', async ({
    page,
  }) => {
    // Four forms, a log line and a list: more than one minute on a busy machine.
    test.setTimeout(120_000);
    const api = await ordersApi(page);
    const client = await createSignedInClient(page.request);
    const product = `Springkussen Afgekeurd ${run}`;
    const { itemId, unitId } = await api.rentableItem(product, 9_900);
    // A passed keuring before: the next one is due in a year (green).
    await client.post('/api/unit_log.create', {
      unit_id: unitId,
      kind: 'keuring',
      date: amsterdamDay(-30),
      performed_by: 'KeurMij B.V.',
      result: 'goedgekeurd',
      next_due: amsterdamDay(335),
    });
    await loginViaApi(page, `/items/${itemId}/unit/${unitId}?view=safety`);
    const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(header.getByText('Beschikbaar', { exact: true })).toBeVisible();
    await expect(page.getByText(`Volgende keuring ${displayDay(amsterdamDay(335))}`)).toBeVisible();

    // The keuring fails.
    const log = page.getByRole('form', { name: 'Logboekregel vastleggen' });
    await log.getByLabel('Uitgevoerd door').fill('KeurMij B.V.');
    await log.getByRole('button', { name: /Uitslag/ }).click();
    await page.getByRole('option', { name: 'Afgekeurd' }).click();
    await log.getByLabel('Bevindingen').fill('Naad aan de achterkant open.');
    await log.getByLabel('Vervangen onderdelen').fill('Geen');
    await log.getByRole('button', { name: 'Logboekregel vastleggen' }).click();
    // Each save, then the unit read again: slow on a busy machine.
    const saved = { timeout: 30_000 };
    await expect(
      page.getByRole('list', { name: 'Logboek' }).getByText('Naad aan de achterkant open.'),
    ).toBeVisible(saved);
    await expect(header.getByText('Buiten gebruik', { exact: true })).toBeVisible();
    await expect(header.getByText('Beschikbaar', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Afgekeurd: eerst herkeuren')).toBeVisible();
    await expect(page.getByText(/^Volgende keuring /)).toHaveCount(0);
    // The form starts again for the next line.
    await expect(log.getByLabel('Uitgevoerd door')).toHaveValue('');
    await expect(log.getByLabel('Bevindingen')).toHaveValue('');
    await expect(log.getByLabel('Vervangen onderdelen')).toHaveValue('');
    await expect(log.getByRole('button', { name: /Uitslag/ })).toContainText('Goedgekeurd');
    // The save's toast first (sonner loads with the first toast): axe judges it once it has settled.
    await expect(page.getByText('De logboekregel is vastgelegd.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A block to come: Keuringen says from when to when, not "now".
    const block = page.getByRole('form', { name: 'Buiten gebruik stellen' });
    const from = amsterdamDay(40);
    const until = amsterdamDay(42);
    await block.getByRole('textbox', { name: 'Vanaf' }).fill(typed(from));
    await block.getByRole('textbox', { name: 'Tot en met (leeg: onbepaald)' }).fill(typed(until));
    await block.getByLabel('Reden').fill('Nieuwe blazer');
    await block.getByRole('button', { name: 'Buiten gebruik stellen' }).click();
    await expect(page.getByRole('list', { name: 'Buiten gebruik' }).getByText('Nieuwe blazer')).toBeVisible(
      saved,
    );
    await expect(block.getByLabel('Reden')).toHaveValue('');
    await expect(block.getByRole('textbox', { name: 'Tot en met (leeg: onbepaald)' })).toHaveValue('');

    // An incident: Dutch date, a 24-hour time; a time that is none is refused at the field.
    const incident = page.getByRole('form', { name: 'Incident vastleggen' });
    await expect(incident.getByRole('textbox', { name: 'Datum' })).toHaveValue(typed(amsterdamDay()));
    const time = incident.getByRole('textbox', { name: /^Tijd/ });
    await time.fill('2:30 PM');
    await time.blur();
    await expect(incident.getByText('Vul een tijd in als uu:mm, bijvoorbeeld 14:30.')).toBeVisible();
    await time.fill('14.30');
    await time.blur();
    await expect(time).toHaveValue('14:30');
    await incident.getByRole('textbox', { name: 'Datum' }).fill(typed(amsterdamDay(-1)));
    await incident.getByLabel('Wat er gebeurde').fill('Kind viel van de rand.');
    await incident.getByRole('button', { name: 'Incident vastleggen' }).click();
    const incidents = page.getByRole('list', { name: 'Incidenten' });
    await expect(incidents.getByText('Kind viel van de rand.')).toBeVisible(saved);
    await expect(incidents.getByText(`${displayDay(amsterdamDay(-1))} 14:30`)).toBeVisible();
    await expect(incident.getByLabel('Wat er gebeurde')).toHaveValue('');

    const certificate = page.getByRole('form', { name: 'Certificaat vastleggen' });
    await page.getByText('Certificaat toevoegen').click();
    await certificate.getByLabel('Certificaatnummer').fill(`CERT-${run}`);
    await certificate.getByLabel('Keuringsinstelling').fill('KeurMij B.V.');
    await certificate.getByRole('textbox', { name: 'Datum certificaat' }).fill(typed(amsterdamDay(-30)));
    await certificate.getByRole('button', { name: 'Certificaat vastleggen' }).click();
    await expect(page.getByRole('list', { name: 'Certificaten' }).getByText(`CERT-${run}`)).toBeVisible(
      saved,
    );
    await expect(certificate.getByLabel('Certificaatnummer')).toHaveValue('');
    await expect(certificate.getByLabel('Keuringsinstelling')).toHaveValue('');
    await expect(certificate.getByRole('textbox', { name: 'Datum certificaat' })).toHaveValue('');

    await page.goto('/items/inspections');
    const entry = page
      .getByRole('list', { name: 'Keuringen' })
      .getByRole('listitem')
      .filter({ hasText: product });
    // The failed keuring's block covers today; the coming one is listed on the unit's page.
    await expect(entry.getByText(`Buiten gebruik sinds ${displayDay(amsterdamDay())}`)).toBeVisible();
  });

  test('Keuringen shows a block still to come with its days', async ({ page }) => {
    const api = await ordersApi(page);
    const client = await createSignedInClient(page.request);
    const product = `Springkussen Later ${run}`;
    const { unitId } = await api.rentableItem(product, 9_900);
    const from = amsterdamDay(5);
    const until = amsterdamDay(7);
    await client.post(`/api/unit.block/${unitId}`, { from, until, reason: 'Reparatie' });
    await loginViaApi(page, '/items/inspections');
    const entry = page
      .getByRole('list', { name: 'Keuringen' })
      .getByRole('listitem')
      .filter({ hasText: product });
    await expect(entry.getByText(`Buiten gebruik van ${displayPeriod(from, until)}`)).toBeVisible();
    await expect(entry.getByText(/t\/m/)).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
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
