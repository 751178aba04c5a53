import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createSignedInClient } from '../support/api-client.ts';
import { createStoredSession } from '../support/auth.ts';
import { contactsApi } from '../support/contacts.ts';
import { discountsApi } from '../support/discounts.ts';
import { amsterdamDay, invoicesApi } from '../support/invoices.ts';
import { itemsApi } from '../support/items.ts';
import { ordersApi } from '../support/orders.ts';

/**
 * Every screen at phone widths (360 and 390 px) with the demo data plus a contact, item and
 * invoice with long names and e-mail addresses: nothing may scroll sideways, and the navigation
 * shows its labels. To cover a new screen, add its path to ROUTES. With SCREENSHOT_DIR set, a
 * full-page screenshot of every screen is written there (also at 1280 px) to look at.
 */
type Ids = {
  contactUuid: string;
  personId: number;
  itemId: number;
  unitUuid: string;
  invoiceUuid: string;
  conceptUuid: string;
  orderUuid: string;
  discountUuid: string;
  promotionUuid: string;
};
type Route = { path: string | ((ids: Ids) => string); name?: string; public?: boolean };

const ROUTES: Route[] = [
  { path: '/login', public: true },
  { path: '/passwords/new', public: true },
  { path: '/passwords/ongeldig-token/edit', name: '/passwords/:token/edit', public: true },
  // The customer's page after iDEAL (server HTML, the same page for every outcome).
  { path: '/api/ideal.return/onbekend', name: '/api/ideal.return/:token', public: true },
  { path: '/vandaag' },
  { path: '/rapportage' },
  { path: '/rapportage?periode=eigen&van=2026-01-01&tot=2026-03-31', name: '/rapportage (eigen periode)' },
  { path: '/schedule' },
  { path: `/schedule?week=${amsterdamDay(7)}`, name: '/schedule?week=…' },
  { path: `/schedule/${amsterdamDay()}T08:00:00/timeline`, name: '/schedule/:datetime/timeline' },
  { path: '/contacts' },
  { path: '/contacts/new' },
  { path: (ids) => `/contacts/${ids.contactUuid}`, name: '/contacts/:uuid' },
  { path: (ids) => `/contacts/${ids.contactUuid}/edit`, name: '/contacts/:uuid/edit' },
  {
    path: (ids) => `/contacts/${ids.contactUuid}/contact_people/new`,
    name: '/contacts/:uuid/contact_people/new',
  },
  {
    path: (ids) => `/contacts/${ids.contactUuid}/contact_people/${ids.personId}/edit`,
    name: '/contacts/:uuid/contact_people/:id/edit',
  },
  { path: '/items' },
  { path: '/items/new' },
  { path: '/items/categories/new' },
  { path: (ids) => `/items/${ids.itemId}`, name: '/items/:id' },
  { path: (ids) => `/items/${ids.itemId}?view=stock`, name: '/items/:id?view=stock' },
  { path: (ids) => `/items/${ids.itemId}/edit`, name: '/items/:id/edit' },
  { path: (ids) => `/items/${ids.itemId}/unit/new`, name: '/items/:id/unit/new' },
  { path: (ids) => `/items/${ids.itemId}/unit/${ids.unitUuid}`, name: '/items/:id/unit/:uuid' },
  {
    path: (ids) => `/items/${ids.itemId}/unit/${ids.unitUuid}?view=safety`,
    name: '/items/:id/unit/:uuid?view=safety',
  },
  { path: (ids) => `/items/${ids.itemId}?view=safety`, name: '/items/:id?view=safety' },
  { path: '/items/inspections' },
  { path: '/orders' },
  { path: '/orders/new' },
  { path: (ids) => `/orders/${ids.orderUuid}`, name: '/orders/:uuid' },
  { path: (ids) => `/orders/${ids.orderUuid}/edit`, name: '/orders/:uuid/edit' },
  { path: '/orders/onbekend', name: '/orders/:uuid (onbekend)' },
  { path: '/sales_invoices' },
  { path: '/sales_invoices/new' },
  { path: '/sales_invoices/outstanding' },
  { path: '/sales_invoices/export' },
  { path: (ids) => `/sales_invoices/${ids.invoiceUuid}`, name: '/sales_invoices/:uuid' },
  {
    path: (ids) => `/sales_invoices/${ids.conceptUuid}?open=items`,
    name: '/sales_invoices/:uuid?open=items',
  },
  { path: '/discounts' },
  { path: '/discounts/new' },
  { path: '/discounts?view=promotions', name: '/discounts?view=promotions' },
  { path: (ids) => `/discounts/${ids.discountUuid}/edit`, name: '/discounts/:id/edit' },
  { path: '/discounts/onbekend/edit', name: '/discounts/:id/edit (onbekend)' },
  { path: '/discounts/promotions/new' },
  {
    path: (ids) => `/discounts/promotions/${ids.promotionUuid}/edit`,
    name: '/discounts/promotions/:id/edit',
  },
  {
    path: '/discounts/promotions/onbekend/edit',
    name: '/discounts/promotions/:id/edit (onbekend)',
  },
  { path: '/settings' },
  { path: '/settings/identities' },
  { path: '/settings/numbering' },
  { path: '/settings/fees' },
  { path: '/settings/payments' },
  { path: '/settings/inspections' },
  { path: '/settings/online-booking' },
  { path: '/settings/users' },
  { path: '/account/two-step' },
];

const NAV_LABELS = [
  'Vandaag',
  'Agenda',
  'Contacten',
  'Artikelen',
  'Orders',
  'Facturen',
  'Promoties',
  'Rapportage',
  'Instellingen',
];
const LONG_EMAIL = 'administratie.springkussenverhuur@evenementenbureau-noord-holland-zuid.example.nl';

let ids: Ids;
let session: { auth: string; user: string };

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const contacts = await contactsApi(page);
  const contact = await contacts.create({
    contact_type: 'business',
    company_name: 'Stichting Evenementen en Springkussenverhuur Noord-Holland Zuid',
    coc_id: '12345678',
    vat_id: 'NL123456789B01',
    email_address: LONG_EMAIL,
    phone_number: '+31 6 12 34 56 78',
    address_line_1: 'Burgemeester van Walsum-Bloemendaalstraat 1234',
    address_line_2: 'Bedrijventerrein De Grote Speelweide',
    postal_code: '1234 AB',
    city: 'Zevenhuizen-Moerkapelle',
    country: 'nl',
    first_name: 'Anne-Marieke',
    last_name: 'van Oldenbarnevelt-Zuiderduin',
  });
  const client = await createSignedInClient(page.request);
  const person = await client.send('POST', '/api/person.create', {
    body: {
      contact_id: contact.id,
      first_name: 'Anne-Marieke',
      last_name: 'van Oldenbarnevelt-Zuiderduin',
      email_address:
        'anne-marieke.vanoldenbarnevelt-zuiderduin@evenementenbureau-noord-holland-zuid.example.nl',
      phone_number: '+31 6 98 76 54 32',
      department: 'Planning en logistiek',
    },
  });
  expect(person.ok(), await person.text()).toBe(true);
  const personId = ((await person.json()) as { entry: { model: { id: number } } }).entry.model.id;
  const items = await itemsApi(page);
  const item = await items.createItem({
    name: 'Mega Springkussen Piratenschip met Glijbaan en Waterkanon XXL',
    type: 'rentable',
    status: 'active',
    price: 123456,
  });
  const unit = await items.createUnit({ item_id: item.id, serial_number: 'SN-PIRATENSCHIP-XXL-2026-000123' });
  const invoices = await invoicesApi(page);
  const published = await invoices.published(
    contact.id,
    amsterdamDay(-3),
    'Mega Springkussen Piratenschip met Glijbaan en Waterkanon XXL, inclusief opbouw en afbouw',
  );
  const concept = await invoices.create({ contact_id: contact.id, invoice_date: amsterdamDay() });
  await invoices.update(concept.id, {
    items: [{ description: 'Huur springkussen', unitPrice: 123456, unitCount: 12 }],
  });

  // An order of the long-named article from today, so the agenda's week and day show it too.
  const order = await (await ordersApi(page)).order(
    unit.id,
    'Mega Springkussen Piratenschip met Glijbaan en Waterkanon XXL',
    amsterdamDay(),
    amsterdamDay(1),
  );
  const discounts = await discountsApi(page);
  const discount = await client.send('POST', '/api/discount.create', {
    body: { value: 15, items: [item.id] },
  });
  expect(discount.ok(), await discount.text()).toBe(true);
  const discountUuid = ((await discount.json()) as { entry: { model: { uuid: string } } }).entry.model.uuid;
  const promotion = await discounts.createPromotion({
    promo_code: `TELEFOON${Date.now().toString(36).toUpperCase()}`,
    value: 20,
  });

  session = await createStoredSession(page.request);
  ids = {
    contactUuid: contact.uuid,
    personId,
    itemId: item.id,
    unitUuid: unit.uuid,
    invoiceUuid: published.uuid,
    conceptUuid: concept.uuid,
    orderUuid: order.uuid,
    discountUuid,
    promotionUuid: promotion.uuid,
  };
  await page.close();
});

const signIn = async (page: Page) => {
  await page.addInitScript((s) => {
    if (!localStorage.getItem('auth-store')) {
      localStorage.setItem('auth-store', s.auth);
      localStorage.setItem('user-store', s.user);
    }
  }, session);
};

/** Waits until the screen has rendered its content (no loading state, fonts and images settled). */
const settle = async (page: Page, check: typeof expect = expect) => {
  await page.waitForLoadState('networkidle');
  await check(page.locator('h1').first()).toBeVisible();
  await check(page.getByRole('status', { name: /laden/i })).toHaveCount(0);
};

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const doc = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: doc.scrollWidth, innerWidth: window.innerWidth };
  });

const shotDir = process.env.SCREENSHOT_DIR;
const nameOf = (route: Route) => route.name ?? (typeof route.path === 'string' ? route.path : '?');
const shot = async (page: Page, width: number, route: Route) => {
  if (!shotDir) return;
  mkdirSync(shotDir, { recursive: true });
  const file = `${width}-${
    nameOf(route)
      .replace(/[/:?=]+/g, '_')
      .replace(/^_/, '') || 'root'
  }.png`;
  await page.screenshot({ path: path.join(shotDir, file), fullPage: true });
};

/** One route's check, soft: a step in a walk over every route goes on to the next route. */
const expectNoSidewaysScroll = async (page: Page, width: number, route: Route) => {
  await page.goto(typeof route.path === 'string' ? route.path : route.path(ids));
  await settle(page, expect.soft);
  await shot(page, width, route);
  const { scrollWidth, innerWidth } = await sidewaysOverflow(page);
  expect
    .soft(scrollWidth, `${nameOf(route)} is ${scrollWidth} px wide at ${innerWidth} px`)
    .toBeLessThanOrEqual(innerWidth);
};

for (const width of [360, 390]) {
  test.describe(`at ${width} px wide`, () => {
    // Not isMobile: a mobile browser zooms out to fit content that is too wide, which would hide
    // exactly the sideways scrolling this looks for.
    test.use({ viewport: { width, height: 844 } });

    // One test walks every route (a fresh browser context per route cost more than the check):
    // each route is a step with soft checks, so one failing screen still lets the rest be judged
    // and the report names every failing route. Public routes first, then signed in.
    test('no screen scrolls sideways', async ({ page }) => {
      // The budget of a test per route: a route takes 2-5 s, up to 30 s on a busy shared machine.
      test.setTimeout(ROUTES.length * 30_000);
      for (const route of ROUTES.filter((r) => r.public)) {
        await test.step(`${nameOf(route)} does not scroll sideways`, () =>
          expectNoSidewaysScroll(page, width, route));
      }
      await signIn(page);
      for (const route of ROUTES.filter((r) => !r.public)) {
        await test.step(`${nameOf(route)} does not scroll sideways`, () =>
          expectNoSidewaysScroll(page, width, route));
      }
    });

    test('the navigation shows labels, fits a thumb and reaches every section', async ({ page }) => {
      await signIn(page);
      await page.goto('/contacts');
      await settle(page);
      await expect(page.getByTestId('brand')).toBeHidden();
      const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
      const thumbSized = async (target: ReturnType<Page['getByRole']>) => {
        const box = await target.boundingBox();
        expect(
          box && box.height >= 44 && box.width >= 44 && box.x >= 0 && box.x + box.width <= width + 0.5,
        ).toBe(true);
      };
      // A bar at the bottom with icon and label.
      for (const label of ['Vandaag', 'Agenda', 'Contacten', 'Orders']) {
        const link = nav.getByRole('link', { name: label });
        await expect(link.getByText(label, { exact: true })).toBeVisible();
        await thumbSized(link);
        const box = await link.boundingBox();
        expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(844 - 80);
      }
      const more = nav.getByRole('button', { name: 'Meer' });
      await expect(more.getByText('Meer', { exact: true })).toBeVisible();
      await thumbSized(more);
      // Meer opens every section, labelled.
      await more.click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      for (const label of NAV_LABELS) {
        const link = menu.getByRole('link', { name: label });
        await expect(link.getByText(label, { exact: true })).toBeVisible();
        await thumbSized(link);
      }
      await menu.getByRole('link', { name: 'Facturen' }).click();
      await expect(page).toHaveURL(/\/sales_invoices$/);
      await expect(menu).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Facturen', level: 1 })).toBeVisible();
    });
  });
}

test.describe('at 1280 px wide', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test('the sidebar keeps its logo and labels; every screen renders', async ({ page }) => {
    // The same budget per route as the phone walks: the list grows with every screen.
    test.setTimeout(ROUTES.length * 30_000);
    await signIn(page);
    for (const route of ROUTES.filter((r) => !r.public)) {
      await page.goto(typeof route.path === 'string' ? route.path : route.path(ids));
      await settle(page);
      await shot(page, 1280, route);
      const { scrollWidth, innerWidth } = await sidewaysOverflow(page);
      expect(scrollWidth, nameOf(route)).toBeLessThanOrEqual(innerWidth);
    }
    await expect(page.getByTestId('brand')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    for (const label of NAV_LABELS) await expect(nav.getByText(label, { exact: true })).toBeVisible();
  });
});
