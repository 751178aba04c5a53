import { expect, type Page, test } from '@playwright/test';
import { createSignedInClient, type Entry } from '../support/api-client.ts';
import { loginViaApi } from '../support/auth.ts';
import { amsterdamDay, calendarDay, ordersApi } from '../support/orders.ts';

const run = Date.now().toString(36);

type SafetySettings = { kinds: Record<string, { interval_months: number | null; overdue: string }> };
type BookingSettings = { booking_frame_ancestors: string[] } & Record<string, unknown>;

/** A play device whose inspection falls due in three days (a keuring today set the next date). */
const overduePlayDevice = async (page: Page, product: string) => {
  const api = await createSignedInClient(page.request);
  const { itemId, unitId } = await (await ordersApi(page)).rentableItem(product, 9_900);
  await api.post('/api/unit_log.create', {
    unit_id: unitId,
    kind: 'keuring',
    date: amsterdamDay(0),
    performed_by: 'KeurMij B.V.',
    findings: 'In orde.',
    result: 'goedgekeurd',
    next_due: amsterdamDay(3),
  });
  return { itemId, unitId };
};

/** Instellingen → Keuringen: the play devices' policy chosen and saved as a person would. */
const choosePlayDevicePolicy = async (page: Page, label: string) => {
  await loginViaApi(page, '/settings');
  await page.getByRole('link', { name: /^Keuringen/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Keuringen' })).toBeVisible();
  const group = page.getByRole('group', { name: 'Speeltoestellen' });
  await group.getByRole('button', { name: /Als de keuring verlopen is/ }).click();
  await page.getByRole('option', { name: label }).click();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De instellingen voor keuringen zijn opgeslagen.')).toBeVisible();
};

const openDialogFor = async (page: Page, product: string) => {
  await page.goto('/orders/new');
  await page.getByRole('button', { name: 'Artikel toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Artikel toevoegen' });
  await dialog.getByLabel('Zoek een product').fill(product);
  await dialog.getByRole('option', { name: new RegExp(product) }).click();
  await dialog.getByRole('button', { name: 'Volgende stap' }).click();
  return dialog;
};

test.describe('inspection settings', () => {
  let original: SafetySettings;
  test.beforeEach(async ({ page }) => {
    // A settings save and then the whole order dialog: past a minute on a busy machine's first run.
    test.setTimeout(120_000);
    const api = await createSignedInClient(page.request);
    original = (await api.get<Entry<SafetySettings>>('/api/safety.settings')).entry.model;
  });
  test.afterEach(async ({ page }) => {
    await (await createSignedInClient(page.request)).patch('/api/safety.settings', original);
  });

  test("with 'warn', booking a unit overdue on its rental days shows a warning and may still be added", async ({
    page,
  }) => {
    const product = `Springkussen Keurwaarschuwing ${run}`;
    await overduePlayDevice(page, product);
    await choosePlayDevicePolicy(page, 'Waarschuwen (toch te verhuren)');
    const dialog = await openDialogFor(page, product);
    // Before the due day: no warning.
    await (await calendarDay(dialog, amsterdamDay(1))).click();
    await (await calendarDay(dialog, amsterdamDay(2))).click();
    await expect(dialog.getByTestId('chosen-range')).toContainText('(2 dagen)');
    await expect(dialog.getByTestId('inspection-warning')).toHaveCount(0);
    // Past it: warned, with the due day, and Next stays possible.
    await (await calendarDay(dialog, amsterdamDay(5))).click();
    await (await calendarDay(dialog, amsterdamDay(6))).click();
    await expect(dialog.getByTestId('chosen-range')).toContainText('(2 dagen)');
    await expect(dialog.getByTestId('inspection-warning')).toContainText('de keuring was uiterlijk');
    await expect(dialog.getByTestId('inspection-warning')).toContainText('Je kunt het toch toevoegen');
    await expect(dialog.getByRole('button', { name: 'Volgende stap' })).toBeEnabled();
  });

  test("with 'block', the days after the due day are refused and the dialog says why", async ({ page }) => {
    const product = `Springkussen Keurblokkade ${run}`;
    const { unitId } = await overduePlayDevice(page, product);
    await choosePlayDevicePolicy(page, 'Blokkeren (niet te verhuren)');
    const dialog = await openDialogFor(page, product);
    await expect(dialog.getByTestId('inspection-blocked')).toContainText('wordt reserveren geweigerd');
    await expect(await calendarDay(dialog, amsterdamDay(3))).not.toHaveAttribute('data-unavailable', 'true');
    await expect(await calendarDay(dialog, amsterdamDay(5))).toHaveAttribute('data-unavailable', 'true');
    // And the server refuses such an order with a Dutch 409 naming the due day.
    const api = await createSignedInClient(page.request);
    const refused = await api.send('POST', '/api/order.cashcreate', {
      body: {
        contact_method: 'create',
        create_contact: {
          contact_type: 'individual',
          first_name: 'Keur',
          last_name: 'Klant',
          email_address: 'keur@example.nl',
          address_line_1: 'Biltstraat 1',
          postal_code: '3572 AA',
          city: 'Utrecht',
          country: 'nl',
        },
        items: [
          {
            reservation: {
              unit_id: unitId,
              product_name: product,
              from: amsterdamDay(5),
              until: amsterdamDay(5),
              delivery_time: '08:00-10:00',
            },
          },
        ],
        payment_method: 'cash',
        publish: false,
      },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).message).toContain('gekeurd moeten zijn');
  });
});

test.describe('online booking settings', () => {
  let original: BookingSettings;
  test.beforeEach(async ({ page }) => {
    original = await (await createSignedInClient(page.request)).get<BookingSettings>('/api/booking.settings');
  });
  test.afterEach(async ({ page }) => {
    await (await createSignedInClient(page.request)).patch('/api/booking.settings', original);
  });

  test('the owner allows a website, then sees the direct link and a snippet to copy', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginViaApi(page, '/settings');
    await page.getByRole('link', { name: /^Online boeken/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Online boeken' })).toBeVisible();
    const origin = new URL(page.url()).origin;
    await expect(page.getByTestId('booking-direct-link')).toHaveText(`${origin}/boeken`);

    const sites = page.getByRole('textbox', { name: 'Websites die de boekingspagina mogen tonen' });
    await sites.fill('https://www.springplezier.nl/contact');
    await expect(
      page.getByText('Geef alleen het adres van de website, zonder pad: https://www.springplezier.nl'),
    ).toBeVisible();
    await sites.fill('https://www.springplezier.nl/');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('De instellingen voor online boeken zijn opgeslagen.')).toBeVisible();
    await expect(sites).toHaveValue('https://www.springplezier.nl');

    const snippet = page.getByTestId('embed-snippet');
    await expect(snippet).toContainText(`<iframe src="${origin}/boeken"`);
    await expect(snippet).toContainText(`<script src="${origin}/boeken/embed.js" async></script>`);
    await page.getByRole('button', { name: 'Code kopiëren' }).click();
    await expect(page.getByText('De code is gekopieerd.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('/boeken/embed.js');

    // The booking page now names the website in frame-ancestors.
    const booking = await page.request.get('/boeken');
    expect(booking.headers()['content-security-policy']).toContain(
      'frame-ancestors https://www.springplezier.nl',
    );
  });

  test('saving changed terms makes the next version of the rental terms', async ({ page }) => {
    await loginViaApi(page, '/settings/online-booking');
    const version = page.getByTestId('terms-version');
    const current = Number((await version.innerText()).match(/Huidige versie: (\d+)/)?.[1]);
    expect(current).toBeGreaterThan(0);
    await page
      .getByRole('textbox', { name: 'Tekst van de voorwaarden' })
      .fill(`Nieuwe voorwaarden ${Date.now()}\n\nArtikel 1.`);
    await expect(page.getByTestId('terms-preview')).toContainText('Artikel 1.');
    await expect(page.getByText(`Bij opslaan worden ze versie ${current + 1}`)).toBeVisible();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('De instellingen voor online boeken zijn opgeslagen.')).toBeVisible();
    await expect(version).toContainText(`Huidige versie: ${current + 1}, vastgelegd op`);
    await expect(page.getByText(/Bij opslaan worden ze versie/)).toHaveCount(0);
  });
});
