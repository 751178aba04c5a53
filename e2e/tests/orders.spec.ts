import { formatDisplayPeriod } from '@app/domain';
import { expect, test } from '@playwright/test';
import { loginViaApi } from '../support/auth.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { mailCount, waitForNewMail } from '../support/mail.ts';
import { amsterdamDay, calendarDay, ordersApi } from '../support/orders.ts';
import { TEXT } from '../support/texts.ts';

const run = Date.now().toString(36);

test.describe('orders', () => {
  test('an order for a new contact through the whole wizard: listed, opened, cancelled, its unit free again', async ({
    page,
  }) => {
    // The whole working day of one order in one test (now with a look at the agenda): longer than
    // the default 30 s on a busy machine.
    test.setTimeout(180_000);
    const api = await ordersApi(page);
    const product = `Springkussen E2E ${run}`;
    const { itemId, unitId } = await api.rentableItem(product, 9_900);
    // Someone else already has the only unit on one day.
    const taken = amsterdamDay(4);
    await api.order(unitId, product, taken, taken);
    const from = amsterdamDay(6);
    const until = amsterdamDay(7);
    const email = `klant-${run}@example.nl`;

    await loginViaApi(page, '/orders/new');
    await expect(page.getByRole('heading', { name: 'Order toevoegen' })).toBeVisible();
    await expect(page.getByText(TEXT.noContactSelected)).toBeVisible();
    await page.getByRole('tab', { name: 'Nieuw contact' }).click();
    await expect(page).toHaveURL(/view=contact_new/);
    await page.getByLabel('Voornaam', { exact: true }).fill('Roos');
    await page.getByLabel('Achternaam', { exact: true }).fill(`Wizard ${run}`);
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Adresregel 1').fill('Oudegracht 200');
    await page.getByLabel('Postcode').fill('3511 NR');
    await page.getByLabel('Plaats').fill('Utrecht');

    // Step 1: the product.
    await page.getByRole('button', { name: 'Artikel toevoegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Artikel toevoegen' });
    await expect(dialog.getByRole('button', { name: 'Volgende stap' })).toBeDisabled();
    await dialog.getByLabel('Zoek een product').fill(product);
    await dialog.getByRole('option', { name: new RegExp(product) }).click();
    await expect(dialog.getByRole('button', { name: 'Volgende stap' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Volgende stap' }).click();

    // Step 2: the taken day is greyed out and cannot be chosen; then a free range.
    await expect(dialog.getByRole('heading', { name: 'Stap 2 van 3: Kies de periode' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Volgende stap' })).toBeDisabled();
    const takenCell = await calendarDay(dialog, taken);
    await expect(takenCell).toHaveAttribute('aria-disabled', 'true');
    await expect(takenCell).toHaveAttribute('data-unavailable', 'true');
    await expect(takenCell).toHaveCSS('text-decoration-line', 'line-through');
    await takenCell.click({ force: true });
    await expect(dialog.getByTestId('chosen-range')).toHaveText('Kies de eerste en de laatste dag.');
    await (await calendarDay(dialog, from)).click();
    await (await calendarDay(dialog, until)).click();
    await expect(dialog.getByTestId('chosen-range')).toContainText('t/m');
    await expect(dialog.getByTestId('chosen-range')).toContainText('(2 dagen)');
    await dialog.getByRole('button', { name: 'Vorige stap' }).click();
    await expect(dialog.getByRole('heading', { name: 'Stap 1 van 3: Kies een product' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Volgende stap' }).click();
    await expect(dialog.getByTestId('chosen-range')).toContainText('(2 dagen)');
    await dialog.getByRole('button', { name: 'Volgende stap' }).click();

    // Step 3: the delivery window.
    await expect(dialog.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    await dialog.locator('label').filter({ hasText: '10:00-12:00 uur' }).click();
    await expect(dialog.getByRole('radio', { name: '10:00-12:00 uur' })).toBeChecked();
    // The own pickup window: 16:00-18:00 preselected, another one chosen.
    const pickup = dialog.getByRole('button', { name: /Ophaaltijd/ });
    await expect(pickup).toContainText('16:00-18:00');
    await pickup.click();
    await page.getByRole('option', { name: '14:00-16:00', exact: true }).click();
    await expect(pickup).toContainText('14:00-16:00');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog).toBeHidden();

    const lines = page.getByRole('list', { name: 'Artikelen van de order' });
    await expect(lines.getByText(product)).toBeVisible();
    await expect(lines.getByText('tussen 10:00 en 12:00 uur')).toBeVisible();
    await expect(lines.getByText('Ophalen tussen 14:00 en 16:00 uur')).toBeVisible();
    const total = page.getByTestId('order-total');
    // The total's lines are the invoice's: the article without its unit's serial number.
    await expect(total).toContainText(`${product}, `);
    await expect(total).not.toContainText('E2E-');
    await expect(total).toContainText('€ 198,00');
    // A promotion code: an unknown one is refused in Dutch, a valid one shows in the total.
    const promo = page.getByLabel('Promotiecode (optioneel)');
    await promo.fill('BESTAATNIET');
    await expect(page.getByText('Promotiecode "BESTAATNIET" bestaat niet.')).toBeVisible();
    await expect(total).toContainText('€ 198,00');
    await promo.fill('WELKOM10');
    await expect(total).toContainText('Promotiecode WELKOM10 (10% korting)');
    await expect(total).toContainText('€ -19,80');
    await expect(page.getByText('Promotiecode "BESTAATNIET" bestaat niet.')).toBeHidden();
    await expect(page.getByRole('radio', { name: /iDEAL/ })).toBeDisabled();
    // Contant is preselected while it is the only method; the confirmation is on for a contact
    // with an e-mail address.
    await expect(page.getByRole('radio', { name: 'Contant' })).toBeChecked();
    const confirm = page.getByRole('checkbox', { name: 'Orderbevestiging per e-mail versturen' });
    await expect(confirm).toBeEnabled();
    await expect(confirm).toBeChecked();
    await expectNoSeriousA11yViolations(page);

    const mailsBefore = mailCount();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(/Order #\d+/);
    const orderNumber = /#(\d+)/.exec((await heading.textContent()) ?? '')?.[1] ?? '';
    await expect(heading.getByText('Bevestigd')).toBeVisible();
    await expect(page.getByText(`Order #${orderNumber} is aangemaakt.`)).toBeVisible();
    const amount = (await page.getByTestId('order-total').textContent()) ?? '';
    expect(amount).toMatch(/^€ \d/);
    await expect(page.getByText('Nog niet betaald')).toBeVisible();
    await expect(page.getByText('Contant', { exact: true })).toBeVisible();
    await expect(page.getByText('Oudegracht 200')).toBeVisible();
    await expect(page.getByTestId('tracker')).toContainText('Product staat op de planning');
    await expect(page.getByText('Verwachte levering')).toBeVisible();
    await expect(page.getByTestId('countdown')).toHaveText('6 dagen');
    const products = page.getByRole('listbox', { name: 'Gereserveerde producten' });
    await expect(products.getByRole('option', { name: new RegExp(product) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectNoSeriousA11yViolations(page);
    // Clicking the selected product clears the selection, clicking again selects it.
    await products.getByRole('option', { name: new RegExp(product) }).click();
    await expect(page.getByText('Kies een product hieronder om de voortgang te zien.')).toBeVisible();
    await products.getByRole('option', { name: new RegExp(product) }).click();
    await expect(page.getByTestId('tracker')).toBeVisible();

    const mail = await waitForNewMail(mailsBefore, email);
    expect(mail.text).toContain(`order #${orderNumber}`);
    expect(mail.text).toContain('tussen 10:00 en 12:00 uur');
    expect(mail.text).toContain('Promotiecode WELKOM10 (10% korting)');

    // The detail shows the pickup window and the agenda plans the pickup in it.
    await expect(products.getByRole('option', { name: new RegExp(product) })).toContainText(
      'ophalen 14:00-16:00 uur',
    );
    await page.goto(`/schedule/${until}/timeline`);
    await expect(page.locator('section[data-slot="14:00-16:00"]')).toContainText(`Wizard ${run}`);
    await expect(page.locator('section[data-slot="16:00-18:00"]')).not.toContainText(`Wizard ${run}`);

    // The list shows it; a row opens the order.
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Orders' }).click();
    const row = page.getByRole('row', { name: new RegExp(`#${orderNumber}\\b`) });
    await expect(row).toContainText(`Wizard ${run}`);
    await expect(row).toContainText(amount.trim());
    await expect(row).toContainText('Bevestigd');
    // The rental period and the delivery city, and a search by that city finds it.
    await expect(row).toContainText(formatDisplayPeriod(from, until));
    await expect(row).toContainText('Utrecht');
    await page.getByLabel('Zoek orders').fill(`Utrecht Wizard ${run}`);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(row).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await row.click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);

    // Cancel.
    await page.getByRole('button', { name: 'Order annuleren' }).click();
    const alert = page.getByRole('alertdialog', { name: 'Order annuleren' });
    await expect(alert).toContainText(TEXT.orderCancelConfirm);
    await alert.getByRole('button', { name: 'Order annuleren' }).click();
    await expect(page.getByText(TEXT.orderCancelled)).toBeVisible();
    await expect(heading.getByText('Geannuleerd')).toBeVisible();
    // The Geschiedenis names the event "Geannuleerd" too (hence the badge is looked for in the title).
    const cancelled = page.getByTestId('audit-history').getByTestId('audit-event').filter({
      hasText: 'Geannuleerd',
    });
    await expect(cancelled.getByText('Status: Bevestigd → Geannuleerd', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Order annuleren' })).toBeDisabled();
    await expect(page.getByTestId('tracker')).toContainText('Order is geannuleerd');

    // The unit is free again on those days: the wizard offers them.
    await page.goto('/orders/new');
    await page.getByRole('button', { name: 'Artikel toevoegen' }).click();
    await dialog.getByLabel('Zoek een product').fill(product);
    await dialog.getByRole('option', { name: new RegExp(product) }).click();
    await dialog.getByRole('button', { name: 'Volgende stap' }).click();
    // The taken day is greyed and not clickable; the free days around it are not.
    await expect(await calendarDay(dialog, taken)).toHaveAttribute('aria-disabled', 'true');
    for (const day of [from, until]) {
      await expect(await calendarDay(dialog, day)).not.toHaveAttribute('aria-disabled', 'true');
    }
    const free = await api.availability(itemId, from, until);
    expect(free[from]).toEqual([unitId]);
  });

  test('the calendar: a click before the start swaps, a third click starts anew without keeping the old range', async ({
    page,
  }) => {
    const api = await ordersApi(page);
    const product = `Kalender ${run}`;
    await api.rentableItem(product, 2_500);
    // Four days of one month a month or two ahead, so no click needs the previous month.
    const month = amsterdamDay(40).slice(0, 8);
    const [third, first, second, last] = ['03', '05', '10', '11'].map((d) => `${month}${d}`) as [
      string,
      string,
      string,
      string,
    ];
    await loginViaApi(page, '/orders/new');
    await page.getByRole('button', { name: 'Artikel toevoegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Artikel toevoegen' });
    await dialog.getByLabel('Zoek een product').fill(product);
    await dialog.getByRole('option', { name: new RegExp(product) }).click();
    await dialog.getByRole('button', { name: 'Volgende stap' }).click();
    const chosen = dialog.getByTestId('chosen-range');
    const next = dialog.getByRole('button', { name: 'Volgende stap' });

    await (await calendarDay(dialog, first)).click();
    await (await calendarDay(dialog, third)).click();
    await expect(chosen).toContainText('(3 dagen)');
    await expect(next).toBeEnabled();

    // The third click starts a new range: the old one is gone, not shown and not taken by Next.
    await (await calendarDay(dialog, second)).click();
    await expect(chosen).toHaveText('Kies de eerste en de laatste dag.');
    await expect(next).toBeDisabled();
    await (await calendarDay(dialog, last)).click();
    await expect(chosen).toContainText('(2 dagen)');
    await next.click();
    await dialog.locator('label').filter({ hasText: '08:00-10:00 uur' }).click();
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    const lines = page.getByRole('list', { name: 'Artikelen van de order' });
    await expect(lines.getByText(product)).toBeVisible();
    await expect(page.getByTestId('order-total')).toContainText('€ 50,00');
  });

  test('the contact detail lists the order in its timeline and opens it', async ({ page }) => {
    const api = await ordersApi(page);
    const product = `Tijdlijn ${run}`;
    const { unitId } = await api.rentableItem(product, 5_000);
    const order = await api.order(unitId, product, amsterdamDay(9), amsterdamDay(9));
    await loginViaApi(page, `/contacts/${order.contact.uuid}`);
    const timeline = page.getByRole('list', { name: 'Tijdlijn' });
    await timeline.getByRole('link', { name: new RegExp(`Order #${order.id}\\b`) }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.uuid}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Order #${order.id}`);
  });

  test('on a 390 px phone each list row shows its number, contact, date, amount and status once', async ({
    page,
  }) => {
    const api = await ordersApi(page);
    const product = `Telefoonrij ${run}`;
    const { unitId } = await api.rentableItem(product, 5_000);
    const order = await api.order(unitId, product, amsterdamDay(12), amsterdamDay(12));
    await page.setViewportSize({ width: 390, height: 844 });
    await loginViaApi(page, '/orders');
    const row = page.getByRole('row').filter({ hasText: `#${order.id}` });
    await expect(row).toBeVisible();
    const period = formatDisplayPeriod(amsterdamDay(12), amsterdamDay(12));
    for (const text of [`#${order.id}`, 'Bezet Testklant', 'Bevestigd', period]) {
      await expect(row.getByText(text, { exact: true })).toHaveCount(1);
      await expect(row.getByText(text, { exact: true })).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('refuses to save an incomplete order with Dutch messages', async ({ page }) => {
    await loginViaApi(page, '/orders/new');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText(TEXT.noContactSelected).first()).toBeVisible();
    await expect(page.getByText('Voeg minimaal één artikel toe aan de order.')).toBeVisible();
    // Contant is the only method that can be chosen, so it is chosen already.
    await expect(page.getByRole('radio', { name: 'Contant' })).toBeChecked();
    await expect(page.getByText('Kies een betaalmethode.')).toHaveCount(0);
    await expect(page).toHaveURL(/\/orders\/new/);
    // Nothing typed: Annuleren leaves for the orders list without asking.
    await page.getByRole('button', { name: 'Annuleren' }).click();
    await expect(page).toHaveURL(/\/orders(\?.*)?$/);
  });

  test('the contact picker shows at most 6 contacts with number and address, and a chosen one enables the mail option', async ({
    page,
  }) => {
    await loginViaApi(page, '/orders/new');
    await expect(
      page.getByRole('checkbox', { name: 'Orderbevestiging per e-mail versturen' }),
    ).toBeDisabled();
    await page.getByRole('button', { name: 'Contact kiezen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact kiezen' });
    await expect(dialog.getByLabel('Zoek naar bedrijven of personen')).toBeVisible();
    const options = dialog.getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(6);
    await dialog.getByLabel('Zoek naar bedrijven of personen').fill('Regenboog');
    await expect(options).toHaveCount(1);
    await expect(options.first()).toContainText(/#\d+ Basisschool De Regenboog/);
    await expect(options.first()).toContainText('Rijnlaan 90, 3526 BC Utrecht');
    await options.first().click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('chosen-contact')).toContainText('Basisschool De Regenboog');
    const confirm = page.getByRole('checkbox', { name: 'Orderbevestiging per e-mail versturen' });
    await expect(confirm).toBeEnabled();
    await expect(confirm).toBeChecked();
    // Unticked by hand it stays unticked.
    await page.locator('label').filter({ hasText: 'Orderbevestiging per e-mail versturen' }).click();
    await expect(confirm).not.toBeChecked();
    await expect(page).toHaveURL(/\/orders\/new/);
  });

  test('the status filter defaults to paid and confirmed, and a change shows in a second tab', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const first = await context.newPage();
    await loginViaApi(first, '/orders');
    const second = await context.newPage();
    await second.goto('/orders');
    for (const page of [first, second]) {
      await expect(page.getByRole('button', { name: /Status/ })).toContainText('Bevestigd, Betaald');
      await expect(page.getByRole('row').nth(1)).toBeVisible();
    }
    await expect(second.getByRole('row').filter({ hasText: 'Geannuleerd' })).toHaveCount(0);

    await first.getByRole('button', { name: /Status/ }).click();
    await first.getByRole('option', { name: 'Geannuleerd' }).click();
    await first.keyboard.press('Escape');
    await expect(first.getByRole('button', { name: /Status/ })).toContainText(
      'Bevestigd, Betaald, Geannuleerd',
    );

    // The other tab follows through the storage event, without a reload.
    await expect(second.getByRole('button', { name: /Status/ })).toContainText(
      'Bevestigd, Betaald, Geannuleerd',
    );
    await expect(second.getByRole('row').filter({ hasText: 'Geannuleerd' }).first()).toBeVisible();

    // Nothing chosen: the empty text.
    for (const status of ['Betaald', 'Bevestigd', 'Geannuleerd']) {
      await first.getByRole('button', { name: /Status/ }).click();
      await first.getByRole('option', { name: status }).click();
      await first.keyboard.press('Escape');
    }
    await expect(first.getByText(TEXT.ordersEmpty)).toBeVisible();
    await expect(second.getByText(TEXT.ordersEmpty)).toBeVisible();
    // Back to the default for the other tests.
    await first.evaluate(() => localStorage.removeItem('order_filters'));
    await context.close();
  });
});
