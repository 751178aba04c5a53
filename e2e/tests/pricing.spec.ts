import { expect, type Page, test } from '@playwright/test';
import { type ApiClient, createSignedInClient, type Entry } from '../support/api-client.ts';
import { loginViaApi } from '../support/auth.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { amsterdamDay } from '../support/orders.ts';

const PHONE = { width: 390, height: 844 };

const euro = (cents: number) =>
  new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** The first Saturday at least `offset` days ahead, and the Sunday after it. */
const weekendFrom = (offset: number) => {
  let day = offset;
  while (new Date(`${amsterdamDay(day)}T00:00:00Z`).getUTCDay() !== 6) day++;
  return { saturday: amsterdamDay(day), sunday: amsterdamDay(day + 1) };
};

type Item = { id: number; uuid: string; name: string };
type Order = { id: number; uuid: string; version: number; invoice: { uuid: string } };

const createItem = async (api: ApiClient, body: Record<string, unknown>) =>
  (await api.post<Entry<Item>>('/api/item.create', { status: 'active', ...body })).entry.model;

const createUnit = (api: ApiClient, body: Record<string, unknown>) => api.post('/api/unit.create', body);

const orderFor = async (
  api: ApiClient,
  item: Item,
  unitId: number,
  from: string,
  until: string,
  run: string,
) =>
  (
    await api.post<Entry<Order>>('/api/order.cashcreate', {
      contact_method: 'create',
      create_contact: {
        contact_type: 'individual',
        first_name: 'Prijs',
        last_name: `Klant ${run}`,
        email_address: `prijs-${run}@example.nl`,
        phone_number: '06-12345678',
        address_line_1: 'Oudegracht 100',
        postal_code: '3511 AX',
        city: 'Utrecht',
        country: 'nl',
      },
      items: [
        {
          reservation: {
            unit_id: unitId,
            product_name: item.name,
            from,
            until,
            delivery_time: '10:00-12:00',
          },
        },
      ],
      payment_method: 'cash',
      publish: false,
    })
  ).entry.model;

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

test('the owner sets a staffel and a weekend rate; a Saturday–Sunday order is billed at the weekend rate', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await createSignedInClient(request);
  const before = await api.get<Record<string, unknown>>('/api/settings.get');
  const run = Date.now().toString(36);
  try {
    await loginViaApi(page, '/settings/prices');
    await expect(page.getByRole('heading', { level: 1, name: 'Prijzen' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // A second row: 2 days cost 1,5 day prices.
    await page.getByRole('button', { name: 'Regel toevoegen' }).click();
    await page.getByRole('textbox', { name: 'Dagen (regel 2)' }).fill('2');
    await page.getByRole('textbox', { name: 'Factor (regel 2)' }).fill('1,5');
    await page.getByRole('textbox', { name: 'Weekendfactor' }).fill('1,25');
    const preview = page.getByTestId('prices-preview');
    await expect(preview).toContainText('1 dag € 100,00');
    await expect(preview).toContainText('2 dagen € 150,00');
    await expect(preview).toContainText('weekend (za en zo) € 125,00');
    // A refused factor is named at its row and nothing is saved.
    await page.getByRole('textbox', { name: 'Factor (regel 2)' }).fill('0,5');
    await expect(page.getByText('De factor mag niet lager zijn dan die van de regel erboven.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Factor (regel 2)' }).fill('1,5');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('De prijsregels zijn opgeslagen.')).toBeVisible();
    const saved = await api.get<Record<string, unknown>>('/api/settings.get');
    expect(saved.pricing_weekend_factor).toBe(1.25);

    // A castle rented Saturday–Sunday: the invoice line says how it was priced.
    const castle = await createItem(api, {
      name: `Springkasteel Weekend ${run}`,
      type: 'rentable',
      price: 10_000,
    });
    const unit = (await createUnit(api, { item_id: castle.id, serial_number: `WE-${run}` })) as Entry<{
      id: number;
    }>;
    const { saturday, sunday } = weekendFrom(21);
    const order = await orderFor(api, castle, unit.entry.model.id, saturday, sunday, run);
    await page.goto(`/orders/${order.uuid}`);
    await expect(page.getByTestId('order-total')).toHaveText(euro(12_500));
    await page.goto(`/sales_invoices/${order.invoice.uuid}`);
    await expect(page.getByText(/\(weekendtarief\)/).first()).toBeVisible();
  } finally {
    await api.post('/api/settings.set', {
      pricing_day_factors: before.pricing_day_factors,
      pricing_extra_day_factor: before.pricing_extra_day_factor,
      pricing_weekend_factor: before.pricing_weekend_factor,
      pricing_weekend_span: before.pricing_weekend_span,
    });
  }
});

test('a customer books a package on a phone: every article is reserved, one line and the borg are billed', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await createSignedInClient(request);
  const run = Date.now().toString(36);
  const generator = await createItem(api, { name: `Aggregaat ${run}`, type: 'rentable', price: 2_000 });
  await createUnit(api, { item_id: generator.id, serial_number: `AG-${run}` });
  const tables = await createItem(api, { name: `Statafel ${run}`, type: 'sellable', price: 500 });
  await createUnit(api, { item_id: tables.id, serial_number: null, quantity: 20 });
  const name = `Feestpakket ${run}`;
  await createItem(api, {
    name,
    type: 'bundle',
    price: 9_000,
    deposit: 5_000,
    components: [
      { item_id: generator.id, quantity: 1 },
      { item_id: tables.id, quantity: 2 },
    ],
  });
  const day = amsterdamDay(30);

  const phone = await browser.newContext({
    viewport: PHONE,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
  });
  const customer = await phone.newPage();
  await customer.goto('/boeken');
  await customer.getByLabel('Zoeken').fill(run);
  await customer.getByRole('link', { name: new RegExp(name) }).click();
  await expect(customer.getByRole('heading', { name })).toBeVisible();
  await expect(customer.getByTestId('contents')).toHaveText(
    `In dit pakket: 1 × Aggregaat ${run}, 2 × Statafel ${run}`,
  );
  await noSidewaysScroll(customer);
  while ((await customer.locator(`button[data-day="${day}"]`).count()) === 0)
    await customer.getByRole('button', { name: 'Volgende maand' }).click();
  await customer.locator(`button[data-day="${day}"]`).click();
  await customer.locator(`button[data-day="${day}"]`).click();
  await expect(customer.getByText(/^Gekozen: /)).toBeVisible();
  await customer.getByLabel('Levertijd').selectOption('10:00-12:00');
  await customer.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(customer.getByRole('heading', { name: 'Winkelwagen' })).toBeVisible();
  // One line for the package by the price rule, and its borg; the total before committing.
  await expect(customer.getByText(new RegExp(`^${name}, .+ \\(1 dag\\)$`))).toBeVisible();
  await expect(customer.getByText(`Borg ${name}`)).toBeVisible();
  await expect(customer.getByTestId('total')).toHaveText(euro(9_000 + 5_000));
  await customer.getByLabel('Voornaam').fill('Pien');
  await customer.getByLabel('Achternaam').fill('Pakket');
  await customer.getByLabel('E-mailadres').fill(`pien-${run}@example.nl`);
  await customer.getByLabel('Telefoonnummer').fill('06-12341234');
  await customer.getByLabel('Straat en huisnummer').fill('Oudegracht 12');
  await customer.getByLabel('Postcode', { exact: true }).fill('3511 AB');
  await customer.getByLabel('Plaats').fill('Utrecht');
  await customer.getByLabel(/Ik ga akkoord met deze voorwaarden/).check();
  await noSidewaysScroll(customer);
  await customer.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(customer).toHaveURL(/\/boeken\/status\/[\w-]{40,}$/);
  await phone.close();

  // The set is gone that day: the package has no complete set left.
  const free = await api.get<Record<string, number[]>>(`/api/item.availability/${generator.id}`, {
    from: day,
    until: day,
  });
  expect(free[day]).toEqual([]);
});

test('staff return a deposit after the pickup, keeping part of it with a reason', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await createSignedInClient(request);
  const run = Date.now().toString(36);
  const castle = await createItem(api, {
    name: `Springkussen Borg ${run}`,
    type: 'rentable',
    price: 8_000,
    deposit: 5_000,
  });
  const unit = (await createUnit(api, { item_id: castle.id, serial_number: `BO-${run}` })) as Entry<{
    id: number;
  }>;
  // Today only: the pickup is today, so the borg may go back now.
  const order = await orderFor(api, castle, unit.entry.model.id, amsterdamDay(0), amsterdamDay(0), run);
  await api.patch(`/api/invoice.update/${order.invoice.uuid}`, { status: 'outstanding' });
  await api.patch(`/api/invoice.update/${order.invoice.uuid}`, { status: 'paid', paid_at: amsterdamDay(0) });

  await loginViaApi(page, `/orders/${order.uuid}`);
  const status = page.getByTestId('deposit-status');
  await expect(status).toHaveText('Borg: € 50,00 ontvangen, nog niet terugbetaald');
  await page.getByRole('button', { name: 'Borg terugbetalen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Borg terugbetalen' });
  await expect(dialog.getByRole('textbox', { name: 'Terugbetaald bedrag (€)' })).toHaveValue('50,00');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('textbox', { name: 'Terugbetaald bedrag (€)' }).fill('35,00');
  await expect(dialog.getByText('€ 15,00 wordt ingehouden.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  // Kept without a reason: refused at the field, nothing saved.
  await expect(dialog.getByText('Geef een reden voor de ingehouden € 15,00.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reden van inhouden' }).fill('Vlek op het zeil');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De borg is verwerkt.')).toBeVisible();
  await expect(status).toContainText('Borg: € 50,00 ontvangen, € 35,00 terugbetaald op');
  await expect(status).toContainText('€ 15,00 ingehouden: Vlek op het zeil');
  await expect(page.getByRole('button', { name: 'Borg terugbetalen' })).toHaveCount(0);
});
