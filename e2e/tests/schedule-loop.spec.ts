import { expect, test } from '@playwright/test';
import { loginViaApi } from '../support/auth.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { addDays, day, longDate, mondayInWeeks, scheduleApi } from '../support/schedule.ts';
import { TEXT } from '../support/texts.ts';

test.describe('the order → agenda loop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an order shows its delivery and pickup in the week and on the timelines; cancelling it on its page empties them', async ({
    page,
  }) => {
    // A week of its own, and names of this run (a retry books a fresh unit, the old order is cancelled).
    const week = mondayInWeeks(14);
    const tuesday = addDays(week, 1);
    const thursday = addDays(week, 3);
    const run = Date.now().toString(36);
    const product = `Springkussen Lus ${run}`;
    const name = `Lotte Lus ${run}`;
    const api = await scheduleApi(page);
    const lotte = await api.customer({
      first_name: 'Lotte',
      last_name: `Lus ${run}`,
      phone_number: '06-87654321',
      email_address: 'lotte.lus@example.nl',
      address_line_1: 'Biltstraat 10',
      postal_code: '3572 AB',
      city: 'Utrecht',
    });
    const unit = await api.rentable(product, `LUS-${run}`);
    const order = await api.book({
      contactId: lotte.id,
      unitId: unit,
      productName: product,
      from: tuesday,
      until: thursday,
      deliveryTime: '10:00-12:00',
    });

    await loginViaApi(page, `/schedule?week=${week}`);
    const delivery = day(page, tuesday).getByRole('button', { name: new RegExp(name) });
    await expect(delivery).toContainText('Bezorging · 10:00-12:00');
    await expect(delivery).toContainText(product);
    const pickup = day(page, thursday).getByRole('button', { name: new RegExp(name) });
    await expect(pickup).toContainText('Ophaling · 16:00-18:00');
    await expect(pickup).toContainText(product);

    // The driver's day: the delivery on Tuesday's timeline, the pickup on Thursday's.
    await page.getByRole('link', { name: `Tijdlijn van ${await longDate(page, tuesday)}` }).click();
    const slot = (time: string) => page.locator(`section[data-slot="${time}"]`);
    await expect(slot('10:00-12:00').getByRole('button', { name: new RegExp(name) })).toBeVisible();
    await page.goto(`/schedule/${thursday}/timeline`);
    await expect(slot('16:00-18:00').getByRole('button', { name: new RegExp(name) })).toBeVisible();

    // From the appointment to its order, and cancel it there as a person would.
    await slot('16:00-18:00')
      .getByRole('button', { name: new RegExp(name) })
      .click();
    await page
      .getByRole('dialog', { name: 'Details (Ophaling)' })
      .getByRole('link', { name: `Order #${order.id} bekijken` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.uuid}$`));
    await page.getByRole('button', { name: 'Order annuleren' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Order annuleren' });
    await expect(confirm).toContainText(TEXT.orderCancelConfirm);
    await confirm.getByRole('button', { name: 'Order annuleren' }).click();
    await expect(page.getByText(TEXT.orderCancelled)).toBeVisible();

    // The jobs are gone from the week and from both timelines.
    await page.goto(`/schedule?week=${week}`);
    await expect(page.locator('li[data-day]')).toHaveCount(7);
    await expect(day(page, tuesday)).toContainText('Geen afspraken op deze dag.');
    await expect(day(page, thursday)).toContainText('Geen afspraken op deze dag.');
    await expect(page.getByText(name)).toHaveCount(0);
    await page.goto(`/schedule/${tuesday}/timeline`);
    await expect(slot('10:00-12:00')).toContainText('Geen afspraken binnen dit tijdslot.');
    await page.goto(`/schedule/${thursday}/timeline`);
    await expect(slot('16:00-18:00')).toContainText('Geen afspraken binnen dit tijdslot.');
    expect((await api.jobs(week, addDays(week, 6))).filter((job) => job.order_id === order.id)).toEqual([]);
  });
});

test.describe('notes and cash for the driver', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an unpaid cash order shows its notes in the order, the appointment and the day route, with the phone and "Te innen"', async ({
    page,
  }) => {
    const week = mondayInWeeks(16);
    const tuesday = addDays(week, 1);
    const run = Date.now().toString(36);
    const product = `Springkussen Notitie ${run}`;
    const name = `Noor Notitie ${run}`;
    const notes = `Ondergrond: gras.\nStroom: haspel meenemen.\nToegang: via de achterpoort ${run}.`;
    const api = await scheduleApi(page);
    const noor = await api.customer({
      first_name: 'Noor',
      last_name: `Notitie ${run}`,
      phone_number: '06-11223344',
      email_address: 'noor.notitie@example.nl',
      address_line_1: 'Nobelstraat 5',
      postal_code: '3512 EN',
      city: 'Utrecht',
    });
    const unit = await api.rentable(product, `NOT-${run}`);
    const order = await api.book({
      contactId: noor.id,
      unitId: unit,
      productName: product,
      from: tuesday,
      until: tuesday,
      deliveryTime: '10:00-12:00',
      notes,
    });

    await loginViaApi(page, `/orders/${order.uuid}`);
    const orderNotes = page.getByTestId('order-notes');
    await expect(orderNotes).toHaveText(notes);
    // Line breaks are kept.
    expect(await orderNotes.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');
    const total = (await page.getByTestId('order-total').textContent())?.trim() ?? '';
    expect(total).toMatch(/^€\s?\d/);

    await page.goto(`/schedule/${tuesday}/timeline`);
    const stops = page.getByRole('list', { name: 'Voorgestelde volgorde' });
    const stop = stops.getByRole('listitem').filter({ hasText: name }).first();
    await expect(stop.getByRole('link', { name: '06-11223344' })).toHaveAttribute('href', 'tel:0611223344');
    await expect(stop).toContainText(`Te innen: ${total}`);
    await expect(stop).toContainText(`Notities: Ondergrond: gras. Stroom: haspel meenemen.`);

    await page
      .locator('section[data-slot="10:00-12:00"]')
      .getByRole('button', { name: new RegExp(name) })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Details (Bezorging)' });
    await expect(dialog.getByRole('heading', { name: 'Notities' })).toBeVisible();
    await expect(dialog).toContainText(`Toegang: via de achterpoort ${run}.`);
    await expect(dialog.getByTestId('appointment-amount-due')).toHaveText(`Te innen: ${total} (contant)`);
    await expect(dialog.getByRole('link', { name: '06-11223344' })).toHaveAttribute('href', 'tel:0611223344');
    await page.screenshot({ path: test.info().outputPath('schedule-notes-dialog-1280.png') });
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('sold goods in the agenda', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a sale is one delivery named "3 × {article}" in the timeline, the appointment and the day route, with no pickup', async ({
    page,
  }) => {
    const week = mondayInWeeks(17);
    const wednesday = addDays(week, 2);
    const run = Date.now().toString(36);
    const product = `Heliumfles ${run}`;
    const name = `Vera Verkoop ${run}`;
    const api = await scheduleApi(page);
    const vera = await api.customer({
      first_name: 'Vera',
      last_name: `Verkoop ${run}`,
      email_address: 'vera.verkoop@example.nl',
      address_line_1: 'Vredenburg 40',
      postal_code: '3511 BD',
      city: 'Utrecht',
    });
    const stock = await api.sellable(product, 10);
    await api.book({
      contactId: vera.id,
      unitId: stock,
      productName: product,
      from: wednesday,
      until: wednesday,
      deliveryTime: '12:00-14:00',
      quantity: 3,
    });

    await loginViaApi(page, `/schedule/${wednesday}/timeline`);
    const appointments = page.getByRole('main').getByRole('button', { name: new RegExp(name) });
    // Delivered, never picked up: one job.
    await expect(appointments).toHaveCount(1, { timeout: 30_000 });
    const slot = page.locator('section[data-slot="12:00-14:00"]');
    await expect(slot.getByRole('button', { name: new RegExp(name) })).toContainText(`3 × ${product}`);
    const stop = page
      .getByRole('list', { name: 'Voorgestelde volgorde' })
      .getByRole('listitem')
      .filter({ hasText: name });
    await expect(stop).toHaveCount(1);
    await expect(stop).toContainText(`Bezorging · 12:00-14:00 · 3 × ${product}`);

    await appointments.click();
    const dialog = page.getByRole('dialog', { name: 'Details (Bezorging)' });
    await expect(dialog).toContainText(`3 × ${product}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The week shows the same single delivery.
    await page.goto(`/schedule?week=${week}`);
    const weekEntries = page.getByRole('main').getByRole('button', { name: new RegExp(name) });
    await expect(weekEntries).toHaveCount(1, { timeout: 30_000 });
    await expect(weekEntries).toContainText(`3 × ${product}`);
  });
});
