import { formatLongDate } from '@app/domain';
import { expect, test } from '@playwright/test';
import { createSignedInClient, type Entry } from '../support/api-client.ts';
import { loginViaApi } from '../support/auth.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { mailCount, waitForNewMail } from '../support/mail.ts';
import { amsterdamDay, calendarDay, ordersApi } from '../support/orders.ts';

const run = Date.now().toString(36);

/** 'yyyy-MM-dd' as typed in the Dutch date field: dd-mm-jjjj. */
const typedDay = (day: string) => day.split('-').reverse().join('-');

test.describe('quotes (offertes)', () => {
  test('staff make and send a quote, the customer accepts it on a phone from the mail, staff see the confirmed order', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const api = await ordersApi(page);
    const product = `Kasteel Offerte ${run}`;
    await api.rentableItem(product, 12_500);
    const from = amsterdamDay(8);
    const until = amsterdamDay(9);
    const email = `school-${run}@example.nl`;

    // Staff: the order form, saved as a quote.
    await loginViaApi(page, '/orders/new');
    await page.getByRole('tab', { name: 'Nieuw contact' }).click();
    await page.getByLabel('Voornaam', { exact: true }).fill('Sanne');
    await page.getByLabel('Achternaam', { exact: true }).fill(`School ${run}`);
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Adresregel 1').fill('Oudegracht 200');
    await page.getByLabel('Postcode').fill('3511 NR');
    await page.getByLabel('Plaats').fill('Utrecht');
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
    await expect(page.getByTestId('order-total')).toContainText('€ 250,00');
    const mailsBefore = mailCount();
    await page.getByRole('button', { name: 'Offerte maken' }).click();

    // The quote's page: Offerte, open, nothing reserved, no mail yet.
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    const orderUrl = page.url();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading.getByText('Offerte', { exact: true })).toBeVisible();
    const card = page.getByTestId('quote-card');
    await expect(card).toContainText('Nog niet verstuurd');
    await expect(card.getByRole('list', { name: 'Artikelen van de offerte' })).toContainText(product);
    const number = /Offerte (O\d{4}-\d+)/.exec(
      (await page.getByRole('heading', { name: /^Offerte O/ }).textContent()) ?? '',
    )?.[1];
    expect(number).toBeTruthy();
    await expect(page.getByText(/Offerte O\S+ is aangemaakt\./)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Order annuleren' })).toHaveCount(0);
    await expect(page.getByRole('listbox', { name: 'Gereserveerde producten' })).toHaveCount(0);
    expect(mailCount()).toBe(mailsBefore);
    await expectNoSeriousA11yViolations(page);

    // Geldig tot wijzigen: only the day, prefilled; a day before today is refused in Dutch.
    await card.getByRole('button', { name: 'Geldig tot wijzigen' }).click();
    const validity = page.getByRole('dialog', { name: 'Geldig tot wijzigen' });
    const dayField = validity.getByLabel('Geldig tot en met');
    await expect(dayField).toHaveValue(/^\d{2}-\d{2}-\d{4}$/);
    await dayField.fill(typedDay(amsterdamDay(-1)));
    await validity.getByRole('button', { name: 'Opslaan' }).click();
    await expect(validity.getByText('De geldigheidsdatum kan niet in het verleden liggen.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const validUntil = amsterdamDay(20);
    await dayField.fill(typedDay(validUntil));
    await validity.getByRole('button', { name: 'Opslaan' }).click();
    await expect(validity).toBeHidden();
    await expect(
      page.getByText(`De offerte is nu geldig tot en met ${formatLongDate(validUntil)}.`),
    ).toBeVisible();
    await expect(card.getByTestId('quote-valid-until-text')).toHaveText(
      `Geldig tot en met ${formatLongDate(validUntil)}`,
    );

    // Bewerken: the same form with the quote's line; saving keeps it a quote.
    await card.getByRole('link', { name: 'Bewerken' }).click();
    await expect(page.getByRole('heading', { name: `Offerte ${number} bewerken` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Artikelen van de order' })).toContainText(product);
    await expect(page.getByTestId('order-total')).toContainText('€ 250,00');
    await page.getByLabel('Notities voor de chauffeur (optioneel)').fill('Poort aan de achterkant');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(
      page.getByText('De offerte is gewijzigd. De link van de klant toont nu deze versie.'),
    ).toBeVisible();
    await expect(page).toHaveURL(orderUrl);
    await expect(page.getByTestId('order-notes')).toHaveText('Poort aan de achterkant');
    await expect(card.getByRole('list', { name: 'Artikelen van de offerte' })).toContainText(product);

    // Versturen: one mail with the PDF and the customer's link.
    await card.getByRole('button', { name: 'Versturen' }).click();
    await expect(page.getByText(`De offerte is verstuurd naar ${email}.`)).toBeVisible();
    await expect(card).toContainText(`naar ${email}`);
    const mail = await waitForNewMail(mailsBefore, email);
    expect(mail.text).toContain(`onze offerte ${number}`);
    expect(mail.raw).toContain(`offerte-${number}.pdf`);
    const link = /https?:\/\/[^\s"<>]+\/offerte\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();

    // The customer, on a 390 px phone, from the mail's link.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(link ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Offerte ${number}`);
    await expect(page.getByTestId('quote-state')).toContainText('Geldig tot en met');
    await expect(page.getByText(product).first()).toBeVisible();
    await expect(page.getByRole('row', { name: /Totaal incl\. btw/ })).toContainText('€ 250,00');
    await expect(page.getByRole('region', { name: /Huurvoorwaarden \(versie \d+\)/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
    // Without a name or the checkbox: a Dutch message at the field, nothing accepted.
    await page.getByRole('button', { name: 'Offerte accepteren' }).click();
    await expect(page.getByText('Vul je naam in.')).toBeVisible();
    await page.getByLabel('Je naam').fill('Sanne de Vries');
    await page.getByRole('button', { name: 'Offerte accepteren' }).click();
    await expect(
      page.getByText('Vink aan dat je akkoord gaat met deze offerte en de huurvoorwaarden.'),
    ).toBeVisible();
    await page
      .getByRole('checkbox', { name: 'Ik ga akkoord met deze offerte en de huurvoorwaarden' })
      .check();
    const mailsBeforeAccept = mailCount();
    await page.getByRole('button', { name: 'Offerte accepteren' }).click();
    await expect(page.getByRole('status')).toContainText('Bedankt! Je hebt de offerte geaccepteerd.');
    await expect(page.getByTestId('quote-state')).toContainText('Geaccepteerd door Sanne de Vries');
    await expect(page.getByRole('button', { name: 'Offerte accepteren' })).toHaveCount(0);
    // The notes are the driver's: not on the customer's quote.
    await expect(page.getByText('Poort aan de achterkant')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    // The order confirmation follows by mail.
    expect((await waitForNewMail(mailsBeforeAccept, email)).text).toMatch(/order #\d+/);
    // The link again later: answered, nothing to accept twice.
    await page.reload();
    await expect(page.getByTestId('quote-state')).toContainText('Geaccepteerd door Sanne de Vries');
    await expect(page.getByRole('button', { name: 'Offerte accepteren' })).toHaveCount(0);
    // An unknown link: a Dutch message.
    await page.goto('/offerte/bestaat-niet');
    await expect(page.getByRole('alert')).toContainText('Deze link naar een offerte klopt niet.');

    // Staff: the order is confirmed, the unit reserved, the acceptance on record.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(orderUrl);
    await expect(page.getByRole('heading', { level: 1 }).getByText('Bevestigd')).toBeVisible();
    await expect(page.getByTestId('quote-origin')).toContainText(
      `Komt van offerte ${number}, online geaccepteerd door Sanne de Vries op`,
    );
    const products = page.getByRole('listbox', { name: 'Gereserveerde producten' });
    await expect(products.getByRole('option', { name: new RegExp(product) })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Versturen' })).toHaveCount(0);

    // Another quote, converted by staff ("Omzetten naar order"): the order names where it came from.
    const other = `Kasteel Omzetten ${run}`;
    const otherItem = await api.rentableItem(other, 9_500);
    const client = await createSignedInClient(page.request);
    const made = await client.post<Entry<{ uuid: string; number: string }>>('/api/quote.create', {
      contact_method: 'create',
      create_contact: {
        contact_type: 'individual',
        first_name: 'Kees',
        last_name: `Omzet ${run}`,
        email_address: `kees-${run}@example.nl`,
        address_line_1: 'Biltstraat 1',
        postal_code: '3572 AA',
        city: 'Utrecht',
        country: 'nl',
      },
      items: [
        {
          reservation: {
            item_id: otherItem.itemId,
            product_name: other,
            from,
            until,
            delivery_time: '10:00-12:00',
            quantity: 1,
          },
        },
      ],
      payment_method: 'cash',
    });
    const converted = made.entry.model;
    await page.goto(`/orders/${converted.uuid}`);
    await page.getByTestId('quote-card').getByRole('button', { name: 'Omzetten naar order' }).click();
    await page
      .getByRole('alertdialog', { name: 'Omzetten naar order' })
      .getByRole('button', { name: 'Omzetten naar order' })
      .click();
    await expect(page.getByText(/De offerte is omgezet naar order #\d+\./)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).getByText('Bevestigd')).toBeVisible();
    const origin = page.getByTestId('quote-origin');
    await expect(origin).toContainText(`Komt van offerte ${converted.number}, omgezet naar order op`);
    await expect(page.getByTestId('quote-card')).toHaveCount(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Offerte (PDF)' }).click();
    expect((await download).suggestedFilename()).toBe(`offerte-${converted.number}.pdf`);
    // On a phone: the note wraps, nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(origin).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
  });
});
