import { expect, type Page, test } from '@playwright/test';
import { createSignedInClient } from '../support/api-client.ts';
import { loginViaApi } from '../support/auth.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { amsterdamDay } from '../support/orders.ts';

const PHONE = { width: 390, height: 844 };
const CASTLE = 'Springkasteel Prinses';

/** A Saturday about ten weeks ahead (no demo orders there; later ones for later tests) and the Sunday after it. */
const weekend = (weeksLater = 0) => {
  let offset = 70 + 7 * weeksLater;
  while (new Date(`${amsterdamDay(offset)}T00:00:00Z`).getUTCDay() !== 6) offset++;
  return { saturday: amsterdamDay(offset), sunday: amsterdamDay(offset + 1) };
};

const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7));

const openMonthOf = async (page: Page, day: string) => {
  for (let i = 0; i < monthsBetween(amsterdamDay(0), day); i++)
    await page.getByRole('button', { name: 'Volgende maand' }).click();
  await expect(page.locator(`button[data-day="${day}"]`)).toBeVisible();
};

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

const euros = (cents: number) =>
  new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** "za 6 feb 2027", as the booking page writes a day. */
const shortDay = (day: string) =>
  new Intl.DateTimeFormat('nl-NL', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(`${day}T00:00:00Z`))
    .replace(/\./g, '');

/** The shop's name in the bar and the category box show their whole text (nothing cut off). */
const nothingCutOff = async (page: Page) => {
  const cut = await page.evaluate(() => {
    const name = document.querySelector<HTMLElement>('#brand-name');
    const select = document.querySelector<HTMLSelectElement>('#category');
    const found: string[] = [];
    if (name && (name.scrollWidth > name.clientWidth || name.scrollHeight > name.clientHeight))
      found.push(`name ${name.textContent}`);
    if (select) {
      // The width the box needs for its longest choice, against the width it has.
      const probe = select.cloneNode(true) as HTMLSelectElement;
      probe.style.cssText = 'position:absolute;visibility:hidden;width:auto;max-width:none';
      document.body.append(probe);
      if (select.offsetWidth < probe.offsetWidth)
        found.push(`category ${select.offsetWidth} < ${probe.offsetWidth}`);
      probe.remove();
    }
    return found;
  });
  expect(cut).toEqual([]);
};

const fillCheckout = async (page: Page, who: { first: string; email: string }) => {
  await page.getByLabel('Voornaam').fill(who.first);
  await page.getByLabel('Achternaam').fill('Klant');
  await page.getByLabel('E-mailadres').fill(who.email);
  await page.getByLabel('Telefoonnummer').fill('06-12341234');
  // Farther from the demo company (Utrecht) than its free kilometres: transport is charged.
  await page.getByLabel('Straat en huisnummer').fill('Damrak 1');
  await page.getByLabel('Postcode', { exact: true }).fill('1012 LG');
  await page.getByLabel('Plaats').fill('Amsterdam');
  await page.getByLabel(/Ik ga akkoord met deze voorwaarden/).check();
};

test('a customer books two castles for a weekend on a phone, staff confirm, a second customer is refused', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const { saturday, sunday } = weekend();

  // The customer, on a 390 px phone.
  const phone = await browser.newContext({
    viewport: PHONE,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
  });
  const customer = await phone.newPage();
  await customer.goto('/boeken');
  await expect(customer.getByRole('heading', { name: 'Kies je springkasteel' })).toBeVisible();
  await noSidewaysScroll(customer);
  await nothingCutOff(customer);
  // What is rented comes before what is bought with it (balloons, confetti): the first cards a
  // phone shows are rentals.
  const prices = await customer.locator('#grid a.card .price').allTextContents();
  expect(prices[0]).toContain('per dag');
  expect(prices.findIndex((p) => p.includes('per stuk'))).toBeGreaterThan(
    prices.findLastIndex((p) => p.includes('per dag')),
  );
  await customer.getByLabel('Zoeken').fill('prinses');
  await customer.getByRole('link', { name: new RegExp(CASTLE) }).click();
  await expect(customer.getByRole('heading', { name: CASTLE })).toBeVisible();
  await openMonthOf(customer, saturday);
  await customer.locator(`button[data-day="${saturday}"]`).click();
  await customer.locator(`button[data-day="${sunday}"]`).click();
  await expect(customer.getByText(/^Gekozen: /)).toBeVisible();
  await customer.getByLabel('Aantal').selectOption('2');
  await customer.getByLabel('Levertijd').selectOption('10:00-12:00');
  await customer.getByLabel('Ophaaltijd').selectOption('14:00-16:00');
  await noSidewaysScroll(customer);
  await customer.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(customer.getByRole('heading', { name: 'Winkelwagen' })).toBeVisible();
  await expect(customer.getByRole('listitem').filter({ hasText: CASTLE })).toContainText(
    'levering 10:00-12:00, ophalen 14:00-16:00',
  );
  // Before the address the transport is not guessed: the page says where it comes from.
  const item = {
    slug: 'springkasteel-prinses',
    from: saturday,
    until: sunday,
    quantity: 2,
    delivery_time: '10:00-12:00',
    pickup_time: '14:00-16:00',
  };
  const articles = (await (await request.post('/api/booking.quote', { data: { items: [item] } })).json()) as {
    total_amount: number;
  };
  expect(articles.total_amount).toBeLessThanOrEqual(2 * 2 * 12_500);
  await expect(customer.getByTestId('total')).toHaveText(euros(articles.total_amount));
  await expect(customer.getByRole('row', { name: /Transport/ })).toContainText('volgt uit je adres');
  // "Huurvoorwaarden" once: the heading of the terms, not again in the text or the checkbox.
  expect((await customer.locator('main').innerText()).match(/huurvoorwaarden/gi)).toHaveLength(1);

  // Sent empty: each message at its own field, one per field, and nothing sent.
  await customer.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(customer.getByRole('alert')).toContainText('nog niet verstuurd');
  await expect(customer.getByLabel('E-mailadres')).toHaveAccessibleDescription('Vul je e-mailadres in.');
  await expect(customer.getByLabel('E-mailadres')).toHaveAttribute('aria-invalid', 'true');
  await expect(customer.locator('[data-field="email_address"] .field-error')).toHaveCount(1);
  await expect(customer.locator('[data-field="postal_code"] .field-error')).toHaveText('Vul de postcode in.');
  await expect(customer.locator('[data-field="terms"] .field-error')).toHaveText(
    'Ga akkoord met de huurvoorwaarden om te kunnen boeken.',
  );
  await expect(customer.getByLabel('Voornaam')).toBeFocused();
  await noSidewaysScroll(customer);
  await expectNoSeriousA11yViolations(customer);

  await fillCheckout(customer, { first: 'Fleur', email: `fleur-${run}@example.nl` });
  await expect(customer.locator('.field-error')).toHaveCount(0);
  // The address priced the transport before anything is sent: the total is the order's.
  const priced = (await (
    await request.post('/api/booking.quote', {
      data: { items: [item], address_line_1: 'Damrak 1', postal_code: '1012 LG', city: 'Amsterdam' },
    })
  ).json()) as { total_amount: number; transport_amount: number; transport_known: boolean };
  expect(priced.transport_known).toBe(true);
  expect(priced.transport_amount).toBeGreaterThan(0);
  await expect(customer.getByTestId('total')).toHaveText(euros(priced.total_amount));
  await expect(customer.getByRole('row', { name: /Bezorgkosten/ })).toBeVisible();
  await expect(customer.getByText('volgt uit je adres')).toHaveCount(0);
  // The demo shop has no iDEAL: how to pay is said, not asked.
  await expect(customer.getByText('Je betaalt: contant bij de levering.')).toBeVisible();
  await noSidewaysScroll(customer);
  await customer.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(customer).toHaveURL(/\/boeken\/status\/[\w-]{40,}$/);
  await expect(customer.getByTestId('status')).toHaveText('Status: In behandeling');
  const statusUrl = customer.url();
  // The practical details: order number, what comes when, where, how to pay, transport.
  await expect(customer.getByText(/^Ordernummer$/)).toBeVisible();
  await expect(customer.locator('dd').first()).toHaveText(/^\d+$/);
  await expect(customer.getByText(`Levering ${shortDay(saturday)}, 10:00-12:00`)).toBeVisible();
  await expect(customer.getByText(`Ophalen ${shortDay(sunday)}, 14:00-16:00`)).toBeVisible();
  await expect(customer.getByText('1012 LG Amsterdam')).toBeVisible();
  await expect(customer.getByTestId('payment')).toHaveText('Je betaalt contant bij de levering.');
  await expect(customer.getByText(euros(priced.transport_amount), { exact: true })).toBeVisible();
  await expect(customer.getByText(euros(priced.total_amount), { exact: true })).toBeVisible();
  await noSidewaysScroll(customer);
  await expectNoSeriousA11yViolations(customer);

  // Staff see "1 nieuw" and confirm in one click.
  const api = await createSignedInClient(request);
  const pending = await api.get<{ results: Array<{ id: number; created_at: string }> }>('/api/orders.view', {
    status: 'pending',
    per_page: 100,
  });
  const order = [...pending.results].sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
  expect(order).toBeDefined();
  await loginViaApi(page, `/orders/${order?.id}`);
  await expect(page.locator('aside').getByTestId('new-requests')).toHaveText('1 nieuw');
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  // The status badge in the title: the Geschiedenis names its event "Bevestigd" too.
  await expect(page.getByRole('heading', { level: 1 }).getByText('Bevestigd', { exact: true })).toBeVisible();
  const history = page.getByTestId('audit-history');
  await expect(history.getByText('Status: In behandeling → Bevestigd', { exact: true })).toBeVisible();
  // The request itself came from the customer, not from the staff member who confirmed it.
  await expect(
    history
      .getByTestId('audit-event')
      .filter({ hasText: 'Aangemaakt' })
      .getByText(/· klant \(online\)$/),
  ).toBeVisible();
  await expect(page.getByTestId('new-requests')).toHaveCount(0);

  // The customer's status page follows.
  await customer.goto(statusUrl);
  await expect(customer.getByTestId('status')).toHaveText('Status: Bevestigd');

  // And the agenda: the driver's Saturday has the delivery of the booked castles.
  await page.goto(`/schedule/${saturday}/timeline`);
  const delivery = page.locator('section[data-slot]').getByRole('button', { name: /Fleur Klant/ });
  await expect(delivery.first()).toBeVisible();
  await expect(delivery.first()).toContainText(CASTLE);

  // A second customer: the weekend is no longer free, and a request for it is refused.
  const second = await (
    await browser.newContext({ viewport: PHONE, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' })
  ).newPage();
  await second.goto(`/boeken/artikel/springkasteel-prinses`);
  await openMonthOf(second, saturday);
  await expect(second.locator(`button[data-day="${saturday}"]`)).toBeDisabled();
  await expect(second.locator(`button[data-day="${sunday}"]`)).toBeDisabled();
  await second.evaluate(
    ({ from, until, name }) =>
      localStorage.setItem(
        'boeken_cart',
        JSON.stringify([
          {
            slug: 'springkasteel-prinses',
            name,
            type: 'rentable',
            from,
            until,
            quantity: 1,
            delivery_time: '10:00-12:00',
          },
        ]),
      ),
    { from: saturday, until: sunday, name: CASTLE },
  );
  await second.goto('/boeken/winkelwagen');
  await fillCheckout(second, { first: 'Sem', email: `sem-${run}@example.nl` });
  await second.getByRole('button', { name: 'Aanvraag versturen' }).click();
  // The refusal stands at the cart line it is about.
  await expect(second.getByRole('alert')).toContainText('nog niet verstuurd');
  await expect(second.locator('[data-field="line-0"] .field-error')).toHaveText(
    `${CASTLE} is niet vrij in deze periode. Kies andere dagen.`,
  );
  await expect(second).toHaveURL(/\/boeken\/winkelwagen$/);
});

test('a link to an article opens a page the server drew: it works at once, without asking the API again', async ({
  browser,
}) => {
  // Not the first test's weekend, which that test books.
  const { saturday, sunday } = weekend(2);
  const context = await browser.newContext({
    viewport: PHONE,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
  });
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) asked.push(new URL(r.url()).pathname);
  });
  await page.goto('/boeken/artikel/springkasteel-prinses');
  await expect(page.getByRole('heading', { level: 1, name: CASTLE })).toBeVisible();
  // The page came with its article, this month's free days and the shop: no request for them.
  expect(asked).toEqual([]);
  await expect(page).toHaveTitle(new RegExp(`^${CASTLE} – `));
  await noSidewaysScroll(page);
  // Another month is asked for when shown; a day picked with the keyboard keeps the focus.
  await openMonthOf(page, saturday);
  expect(asked.some((p) => p.startsWith('/api/booking.availability/springkasteel-prinses'))).toBe(true);
  await page.locator(`button[data-day="${saturday}"]`).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(`button[data-day="${saturday}"]`)).toBeFocused();
  await expect(page.locator(`button[data-day="${saturday}"]`)).toHaveAttribute('aria-pressed', 'true');
  await page.locator(`button[data-day="${sunday}"]`).click();
  await expect(page.getByText(/^Gekozen: .+ t\/m /)).toBeVisible();
  await page.getByLabel('Levertijd').selectOption('14:00-16:00');
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(page.getByRole('heading', { name: 'Winkelwagen' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: CASTLE })).toContainText('levering 14:00-16:00');
  await expect(page.locator('#cart-count')).toHaveText('1');

  // Back in the catalogue the server drew: the search filters its cards.
  await page.goto('/boeken');
  await page.getByLabel('Zoeken').fill('prinses');
  await expect(page.locator('#grid a.card')).toHaveCount(1);
  await page.getByLabel('Zoeken').fill('bestaat-zeker-niet');
  await expect(page.getByText('Geen artikelen gevonden.')).toBeVisible();
  await context.close();
});
