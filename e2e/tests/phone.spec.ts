import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createStoredSession } from '../support/auth.ts';
import { createRouteRecords, type Ids, nameOf, pathOf, ROUTES, type Route } from '../support/routes.ts';

/**
 * Every screen at phone widths (360 and 390 px) with the demo data plus a contact, item and
 * invoice with long names and e-mail addresses: nothing may scroll sideways, and the navigation
 * shows its labels. To cover a new screen, add its path to ROUTES (support/routes.ts). With SCREENSHOT_DIR set, a
 * full-page screenshot of every screen is written there (also at 1280 px) to look at.
 */
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

let ids: Ids;
let session: { auth: string; user: string };

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  ids = await createRouteRecords(page);
  session = await createStoredSession(page.request);
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
  await page.goto(pathOf(route, ids));
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
      await page.goto(pathOf(route, ids));
      await settle(page);
      await shot(page, 1280, route);
      const { scrollWidth, innerWidth } = await sidewaysOverflow(page);
      expect(scrollWidth, nameOf(route)).toBeLessThanOrEqual(innerWidth);
    }
    // The sidebar on a page of the layout (the walk may end on one without it, e.g. onboarding).
    await page.goto('/contacts');
    await settle(page);
    await expect(page.getByTestId('brand')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    for (const label of NAV_LABELS) await expect(nav.getByText(label, { exact: true })).toBeVisible();
  });
});
