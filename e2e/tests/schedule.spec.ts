import { expect, type Page, test } from '@playwright/test';
import { loginViaApi } from '../support/auth.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { rgbOf } from '../support/colors.ts';
import { addDays, day, longDate, mondayInWeeks, scheduleApi } from '../support/schedule.ts';
import { TEXT } from '../support/texts.ts';

const GEO_ATTRIBUTION = 'Afstanden geschat met GeoNames (geonames.org), CC BY 4.0';

/**
 * The agenda in a week of its own (twelve weeks ahead, past the demo orders of the coming
 * weeks): Monday a delivery picked up on Wednesday, Tuesday a one-day rental of a
 * contact without a phone number, Friday a delivery; Thursday, Saturday and Sunday are empty.
 */
const WEEK = mondayInWeeks(12);
const MONDAY = WEEK;
const TUESDAY = addDays(WEEK, 1);
const WEDNESDAY = addDays(WEEK, 2);
const THURSDAY = addDays(WEEK, 3);
const FRIDAY = addDays(WEEK, 4);
const SUFFIX = WEEK.replace(/-/g, '');
const CASTLE = `Springkussen Kasteel ${SUFFIX}`;
const SLIDE = `Glijbaan ${SUFFIX}`;
const BAAN = `Stormbaan ${SUFFIX}`;

let cancelledOrder = 0;

// Playwright runs beforeAll again in a new worker after a failed test: the week is set up once.
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const api = await scheduleApi(page);
  const existing = await api.jobs(WEEK, addDays(WEEK, 6));
  if (existing.some((job) => job.unit.item.name === CASTLE)) {
    cancelledOrder = existing.find((job) => job.unit.item.name === BAAN)?.order_id ?? 0;
    await page.close();
    return;
  }
  const eva = await api.customer({
    first_name: 'Eva',
    last_name: `Agenda ${SUFFIX}`,
    phone_number: '06-12345678',
    email_address: 'eva.agenda@example.nl',
    address_line_1: 'Kerkstraat 1',
    postal_code: '3511 AA',
    city: 'Utrecht',
  });
  const bakker = await api.customer({
    contact_type: 'business',
    company_name: `Bakkerij Zonder Telefoon ${SUFFIX}`,
    // An order needs an e-mail address; a phone number it does not.
    email_address: 'bakkerij@example.nl',
    address_line_1: 'Markt 5',
    postal_code: '2801 JK',
    city: 'Gouda',
  });
  const castle = await api.rentable(CASTLE, `KAS-${SUFFIX}`);
  const slide = await api.rentable(SLIDE, `GLB-${SUFFIX}`, false);
  const baan = await api.rentable(BAAN, `STB-${SUFFIX}`);
  await api.book({
    contactId: eva.id,
    unitId: castle,
    productName: CASTLE,
    from: MONDAY,
    until: WEDNESDAY,
    deliveryTime: '08:00-10:00',
  });
  await api.book({
    contactId: bakker.id,
    unitId: slide,
    productName: SLIDE,
    from: TUESDAY,
    until: TUESDAY,
    deliveryTime: '12:00-14:00',
  });
  cancelledOrder = (
    await api.book({
      contactId: eva.id,
      unitId: baan,
      productName: BAAN,
      from: FRIDAY,
      until: addDays(FRIDAY, 3),
      deliveryTime: '10:00-12:00',
    })
  ).id;
  await page.close();
});

test.describe('week view at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shows the week with green deliveries, amber pickups and empty days; the week stays on reload', async ({
    page,
  }) => {
    await loginViaApi(page, `/schedule?week=${WEEK}`);
    await expect(page.getByRole('heading', { name: 'Agenda', level: 1 })).toBeVisible();
    await expect(page.locator('li[data-day]')).toHaveCount(7);

    const delivery = day(page, MONDAY).getByRole('button', { name: new RegExp(`Eva Agenda ${SUFFIX}`) });
    await expect(delivery).toContainText('Bezorging · 08:00-10:00');
    await expect(delivery).toContainText(CASTLE);
    const [r, g, b] = await rgbOf(delivery, 'border-color');
    expect(g, 'delivery is green').toBeGreaterThan(r);
    expect(g).toBeGreaterThan(b);

    const pickup = day(page, WEDNESDAY).getByRole('button', { name: new RegExp(`Eva Agenda ${SUFFIX}`) });
    await expect(pickup).toContainText('Ophaling · 16:00-18:00');
    const [pr, pg, pb] = await rgbOf(pickup, 'border-color');
    expect(pr, 'pickup is amber').toBeGreaterThan(pb);
    expect(pg).toBeGreaterThan(pb);
    expect(pr).toBeGreaterThanOrEqual(pg);

    // A one-day rental: delivered and picked up the same day.
    await expect(day(page, TUESDAY).getByRole('button')).toHaveCount(2);
    await expect(day(page, TUESDAY).getByRole('button').first()).toContainText('Bezorging · 12:00-14:00');
    await expect(day(page, TUESDAY).getByRole('button').nth(1)).toContainText('Ophaling · 16:00-18:00');

    await expect(day(page, THURSDAY)).toContainText('Geen afspraken op deze dag.');
    await expect(day(page, addDays(WEEK, 6))).toContainText('Geen afspraken op deze dag.');

    // Long Dutch words in the narrow columns break between syllables with a hyphen (soft
    // hyphens for the eye), never mid-syllable; the accessible name keeps the plain text.
    const bakery = day(page, TUESDAY).getByRole('button').first();
    await expect(bakery).toHaveAccessibleName(new RegExp(`Bakkerij Zonder Telefoon ${SUFFIX}`));
    await expect(bakery.locator('span[aria-hidden="true"]').first()).toHaveText(
      `Bak\u00adke\u00adrij Zonder Te\u00adle\u00adfoon ${SUFFIX}`,
    );

    // Seven weeks in the row at this width.
    const weeks = page.getByRole('navigation', { name: 'Weken' }).getByRole('listitem');
    await expect(weeks.filter({ visible: true })).toHaveCount(7);
    await expect(page.locator('[aria-current="date"]')).toBeVisible();

    await page.screenshot({ path: test.info().outputPath('schedule-week-1280.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(day(page, MONDAY).getByRole('button', { name: /Eva Agenda/ })).toBeVisible();
  });

  test('goes to the next and the previous week', async ({ page }) => {
    await loginViaApi(page, `/schedule?week=${WEEK}`);
    await expect(day(page, MONDAY).getByRole('button', { name: /Eva Agenda/ })).toBeVisible();
    await page.getByRole('button', { name: 'Volgende week' }).click();
    await expect(page).toHaveURL(new RegExp(`week=${addDays(WEEK, 7)}`));
    await expect(page.locator(`li[data-day="${addDays(WEEK, 7)}"]`)).toBeVisible();
    await page.getByRole('button', { name: 'Vorige week' }).click();
    await page.getByRole('button', { name: 'Vorige week' }).click();
    await expect(page).toHaveURL(new RegExp(`week=${addDays(WEEK, -7)}`));
    await expect(page.locator(`li[data-day="${addDays(WEEK, -7)}"]`)).toBeVisible();
    await page.getByRole('button', { name: 'Deze week' }).click();
    await expect(page).toHaveURL(/\/schedule$/);
    await expect(page.locator(`li[data-day="${mondayInWeeks(0)}"]`)).toBeVisible();

    // The agenda's limits: 1900-01-01 is a Monday, 2100-12-31 a Friday.
    await page.goto('/schedule?week=1900-01-03');
    await expect(page.locator('li[data-day="1900-01-01"]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Vorige week' })).toBeDisabled();
    await page.goto('/schedule?week=2100-12-31');
    await expect(page.locator('li[data-day]')).toHaveCount(5);
    await expect(page.getByRole('button', { name: 'Volgende week' })).toBeDisabled();
    await page.goto('/schedule?week=2101-01-01');
    await expect(
      page.getByText('De week in het adres is geen geldige datum tussen 1900 en 2100; je ziet deze week.'),
    ).toBeVisible();
  });

  test('opens a delivery with every field and its buttons; Escape closes it', async ({ page }) => {
    await loginViaApi(page, `/schedule?week=${WEEK}`);
    await day(page, MONDAY)
      .getByRole('button', { name: /Eva Agenda/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Details (Bezorging)' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`Eva Agenda ${SUFFIX}`);
    await expect(dialog).toContainText('Kerkstraat 1');
    await expect(dialog).toContainText('3511 AA  Utrecht');
    await expect(dialog).toContainText('Telefoon: 06-12345678');
    await expect(dialog).toContainText(CASTLE);
    await expect(dialog).toContainText(`Serienummer: KAS-${SUFFIX}`);
    await expect(dialog).toContainText(await longDate(page, MONDAY));
    await expect(dialog).toContainText('Wordt verwacht tussen: 08:00-10:00 uur');
    await expect(dialog).toContainText(/Afstand: \d+(,\d)? k?m/);
    await expect(dialog.getByText('geschat', { exact: true })).toBeVisible();
    const image = dialog.getByRole('img', { name: CASTLE });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await expect(dialog.getByRole('link', { name: 'Bellen' })).toHaveAttribute('href', 'tel:0612345678');
    const route = dialog.getByRole('link', { name: 'Route opvragen' });
    const href = new URL((await route.getAttribute('href')) ?? '');
    expect(href.origin + href.pathname).toBe('https://www.google.com/maps/dir/');
    expect(href.searchParams.get('api')).toBe('1');
    expect(href.searchParams.get('destination')).toBe('Kerkstraat 1, 3511 AA Utrecht, Nederland');
    await expect(route).toHaveAttribute('target', '_blank');
    await expect(dialog.getByRole('button', { name: 'Sluiten' }).last()).toBeVisible();
    // The papers that go with the rental, downloadable from the delivery.
    const papers = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Gebruiksdocumenten (PDF)' }).click();
    expect((await papers).suggestedFilename()).toMatch(/^gebruiksdocumenten-order-\d+\.pdf$/);
    await page.screenshot({ path: test.info().outputPath('schedule-dialog-1280.png') });
    await expectNoSeriousA11yViolations(page);

    // The focus stays inside the dialog.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Sluiten closes too.
    await day(page, MONDAY)
      .getByRole('button', { name: /Eva Agenda/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sluiten' }).last().click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('offers no call button for a contact without a phone number', async ({ page }) => {
    await loginViaApi(page, `/schedule?week=${WEEK}`);
    await day(page, TUESDAY).getByRole('button').nth(1).click();
    const dialog = page.getByRole('dialog', { name: 'Details (Ophaling)' });
    await expect(dialog).toContainText(`Bakkerij Zonder Telefoon ${SUFFIX}`);
    await expect(dialog).toContainText('Wordt verwacht tussen: 16:00-18:00 uur');
    await expect(dialog.getByRole('img', { name: 'Geen afbeelding' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Route opvragen' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Bellen' })).toHaveCount(0);
  });

  test('plans the day on its timeline, with chips, empty slots and the route of the day', async ({
    page,
  }) => {
    await loginViaApi(page, `/schedule?week=${WEEK}`);
    await page.getByRole('link', { name: `Tijdlijn van ${await longDate(page, TUESDAY)}` }).click();
    await expect(page).toHaveURL(new RegExp(`/schedule/${TUESDAY}/timeline$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(await longDate(page, TUESDAY));

    const slot = (name: string) => page.locator(`section[data-slot="${name}"]`);
    await expect(slot('12:00-14:00').getByRole('button', { name: /Bakkerij Zonder Telefoon/ })).toBeVisible();
    await expect(slot('16:00-18:00').getByRole('button', { name: /Bakkerij Zonder Telefoon/ })).toBeVisible();
    // Distances from the company (Utrecht) to Gouda, estimated offline from the postcode table.
    const chips = slot('12:00-14:00').getByRole('listitem');
    await expect(chips).toContainText(/Afstand: \d+,\d km/);
    await expect(chips).toContainText(/Rijtijd: (\d+ uur )?\d+ min|Rijtijd: \d+ uur/);
    await expect(chips.getByText('geschat', { exact: true })).toBeVisible();
    await expect(page.getByText(GEO_ATTRIBUTION)).toBeVisible();
    await expect(page.getByText(/^Totaal:/).locator('..')).toContainText(/Totaal:\s*\d+,\d km/);
    for (const empty of ['08:00-10:00', '10:00-12:00', '14:00-16:00']) {
      await expect(slot(empty)).toContainText('Geen afspraken binnen dit tijdslot.');
    }

    const routeLink = page.getByRole('link', { name: 'Route van de dag' });
    const url = new URL((await routeLink.getAttribute('href')) ?? '');
    expect(url.searchParams.get('waypoints') ?? url.searchParams.get('destination')).toContain(
      'Markt 5, 2801 JK Gouda',
    );
    await expect(page.getByRole('list', { name: 'Voorgestelde volgorde' }).getByRole('listitem')).toHaveCount(
      2,
    );
    await page.screenshot({ path: test.info().outputPath('schedule-timeline-1280.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);

    await slot('12:00-14:00')
      .getByRole('button', { name: /Bakkerij/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Details (Bezorging)' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Volgende dag' }).click();
    await expect(page).toHaveURL(new RegExp(`/schedule/${WEDNESDAY}/timeline$`));
    await expect(page.locator('section[data-slot="16:00-18:00"]')).toContainText(`Eva Agenda ${SUFFIX}`);

    await page.getByRole('link', { name: 'Terug naar agenda' }).click();
    await expect(page).toHaveURL(new RegExp(`/schedule\\?week=${WEEK}$`));
    await expect(day(page, MONDAY).getByRole('button', { name: /Eva Agenda/ })).toBeVisible();
  });

  test('explains an invalid or out-of-range timeline date in Dutch', async ({ page }) => {
    await loginViaApi(page, '/schedule/2026-02-30/timeline');
    await expect(page.getByText(TEXT.agendaInvalidDate)).toBeVisible();
    await page.goto('/schedule/2101-01-01/timeline');
    await expect(page.getByText(TEXT.agendaOutOfRange)).toBeVisible();
    await page.goto(`/schedule/${TUESDAY}T10:00:00Z/timeline`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(await longDate(page, TUESDAY));
  });

  test('cancelling an order removes its jobs', async ({ page }) => {
    await loginViaApi(page, `/schedule?week=${WEEK}`);
    await expect(day(page, FRIDAY).getByRole('button', { name: new RegExp(BAAN) })).toBeVisible();
    const api = await scheduleApi(page);
    await api.cancel(cancelledOrder);
    await page.reload();
    await expect(day(page, MONDAY).getByRole('button', { name: /Eva Agenda/ })).toBeVisible();
    await expect(day(page, FRIDAY)).toContainText('Geen afspraken op deze dag.');
  });

  test('gives a private calendar address that a renewal ends', async ({ page }) => {
    await loginViaApi(page, `/schedule?week=${WEEK}`);
    await page.getByRole('button', { name: 'Agenda op je telefoon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agenda op je telefoon' });
    await dialog.getByRole('button', { name: 'Link maken' }).click();
    const field = dialog.getByRole('textbox', { name: 'Jouw agenda-link' });
    await expect(field).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const first = await field.inputValue();
    await expect(dialog.getByRole('link', { name: 'Openen in agenda-app' })).toHaveAttribute(
      'href',
      /^webcal:/,
    );
    await expectNoSeriousA11yViolations(page);

    const feed = await page.request.get(first);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    expect(await feed.text()).toContain(`SUMMARY:Bezorging: ${CASTLE} – Eva Agenda ${SUFFIX}`);

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Agenda op je telefoon' }).click();
    await expect(page.getByRole('dialog')).toContainText('Je hebt een agenda-link sinds');
    await page.getByRole('dialog').getByRole('button', { name: 'Nieuwe link maken' }).click();
    await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Jouw agenda-link' })).not.toHaveValue(
      first,
    );
    expect((await page.request.get(first)).status()).toBe(404);
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('stacks the days, shows one week entry, opens an appointment and a timeline without sideways scrolling', async ({
    page,
  }) => {
    await loginViaApi(page, `/schedule?week=${WEEK}`);
    await expect(day(page, MONDAY).getByRole('button', { name: /Eva Agenda/ })).toBeVisible();
    const weeks = page.getByRole('navigation', { name: 'Weken' }).getByRole('listitem');
    await expect(weeks.filter({ visible: true })).toHaveCount(1);
    await expect(day(page, THURSDAY)).toContainText('Geen afspraken op deze dag.');
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: test.info().outputPath('schedule-week-390.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);

    await day(page, MONDAY)
      .getByRole('button', { name: /Eva Agenda/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Details (Bezorging)' });
    await expect(dialog.getByRole('link', { name: 'Bellen' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Route opvragen' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('schedule-dialog-390.png') });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Volgende week' }).click();
    await expect(page).toHaveURL(new RegExp(`week=${addDays(WEEK, 7)}`));
    await page.getByRole('button', { name: 'Vorige week' }).click();

    await page.getByRole('link', { name: `Tijdlijn van ${await longDate(page, MONDAY)}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(await longDate(page, MONDAY));
    await expect(page.locator('section[data-slot="10:00-12:00"]')).toContainText(
      'Geen afspraken binnen dit tijdslot.',
    );
    await expect(page.getByRole('link', { name: 'Route van de dag' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: test.info().outputPath('schedule-timeline-390.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });
});

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
}

/** The Dutch long date ('maandag 7 december 2026') as the browser writes it, for link names. */
