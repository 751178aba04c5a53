import { expect, type Locator, type Page, test } from '@playwright/test';
import { createStoredSession } from '../support/auth.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { amsterdamDay, calendarDay, ordersApi } from '../support/orders.ts';

/**
 * The agenda (week and timeline), the orders list, the order wizard with its dialog steps and the
 * discounts through axe (serious and critical findings fail, experimental WCAG rules included), at
 * 1280 and 390 px; and on a 390 px phone every tap target measured: at least 44 × 44 px
 * (docs/decisions.md, "Layout, phone and accessibility").
 */
const run = Date.now().toString(36);
const PRODUCT = `Springkussen Toegankelijk ${run}`;
const TODAY = amsterdamDay();

let session: { auth: string; user: string };
let ids: { orderUuid: string; itemId: number };

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const orders = await ordersApi(page);
  const { itemId, unitId } = await orders.rentableItem(PRODUCT, 4_500);
  // Today's delivery and tomorrow's pickup: the week and today's timeline have appointments.
  const order = await orders.order(unitId, PRODUCT, TODAY, amsterdamDay(1));
  ids = { orderUuid: order.uuid, itemId };
  session = await createStoredSession(page.request);
  await page.close();
});

const signIn = (page: Page) =>
  page.addInitScript((s) => {
    if (!localStorage.getItem('auth-store')) {
      localStorage.setItem('auth-store', s.auth);
      localStorage.setItem('user-store', s.user);
    }
  }, session);

/** The screen has rendered its content: a title and no loading state (slow on a busy machine). */
const settle = async (page: Page, check: typeof expect = expect) => {
  await page.waitForLoadState('networkidle');
  await check(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
  await check(page.getByRole('status', { name: /laden/i })).toHaveCount(0, { timeout: 30_000 });
};

const appointment = (page: Page) =>
  page
    .locator(`li[data-day="${TODAY}"]`)
    .getByRole('button', { name: new RegExp(PRODUCT) })
    .first();

for (const width of [1280, 390]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 640 ? 900 : 844 } });
    // Each axe run takes 10-30 s on the shared 2-core machine under load.
    test.setTimeout(240_000);

    test('the agenda: week, appointment dialog and the timeline', async ({ page }) => {
      await signIn(page);
      await page.goto('/schedule');
      await settle(page);
      // The week buttons are named by what they show (WCAG 2.5.3), this week's also says so.
      const weeks = page.getByRole('navigation', { name: 'Weken' });
      const thisWeek = weeks.getByRole('button', { name: /^Week \d{1,2} \(deze week\), \d/ });
      await expect(thisWeek).toBeVisible();
      await expect(thisWeek).toHaveAttribute('aria-current', 'date');
      // What the eye sees (the sr-only parts left out) is unchanged: "Week 48" and "23–29 nov.".
      const visible = await thisWeek.evaluate((button) => {
        const copy = button.cloneNode(true) as HTMLElement;
        for (const hidden of Array.from(copy.querySelectorAll('.sr-only'))) hidden.remove();
        return Array.from(copy.children, (part) => part.textContent).join(' | ');
      });
      expect(visible).toMatch(/^Week \d{1,2} \| \d{1,2}/);
      await expect(thisWeek).toHaveAccessibleName(/\d{4}$/);
      await expect(appointment(page)).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await appointment(page).click();
      const dialog = page.getByRole('dialog', { name: 'Details (Bezorging)' });
      await expect(dialog.getByText(PRODUCT)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Sluiten' }).first().click();
      await expect(dialog).toBeHidden();

      await page.goto(`/schedule/${TODAY}/timeline`);
      await settle(page);
      await expect(page.getByText(PRODUCT).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('the orders list, and the order wizard with each step of its dialog', async ({ page }) => {
      await signIn(page);
      await page.goto('/orders');
      await settle(page);
      await expect(page.getByRole('table')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.goto('/orders/new');
      await settle(page);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Artikel toevoegen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Artikel toevoegen' });
      await dialog.getByLabel('Zoek een product').fill(PRODUCT);
      await dialog.getByRole('option', { name: new RegExp(PRODUCT) }).click();
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Volgende stap' }).click();
      await expect(dialog.getByRole('heading', { name: 'Stap 2 van 3: Kies de periode' })).toBeVisible();
      await (await calendarDay(dialog, amsterdamDay(10))).click();
      await (await calendarDay(dialog, amsterdamDay(11))).click();
      await expect(dialog.getByTestId('chosen-range')).toContainText('(2 dagen)');
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Volgende stap' }).click();
      await expect(dialog.getByRole('radio', { name: '10:00-12:00 uur' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('the discounts and the promotions', async ({ page }) => {
      await signIn(page);
      await page.goto('/discounts');
      await settle(page);
      await expectNoSeriousA11yViolations(page);
      await page.goto('/discounts?view=promotions');
      await settle(page);
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test('the toast region has a Dutch name', async ({ page }) => {
  await signIn(page);
  await page.goto('/settings/fees');
  await settle(page);
  const free = page.getByLabel('Gratis kilometers');
  await free.fill(await free.inputValue());
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De transportkosten zijn opgeslagen.')).toBeVisible();
  // sonner's own name would be "Notifications alt+T".
  const region = page.getByRole('region', { name: 'Meldingen (Alt+T)' });
  await expect(region).toHaveCount(1);
  await expect(region.getByText('De transportkosten zijn opgeslagen.')).toBeVisible();
  await expect(page.getByRole('region', { name: /Notifications/ })).toHaveCount(0);
});

/** Every route a phone user reaches from the bottom navigation and the main lists. */
const TAP_ROUTES: Array<string | ((i: typeof ids) => string)> = [
  '/vandaag',
  '/rapportage',
  '/schedule',
  `/schedule/${TODAY}T08:00:00/timeline`,
  '/contacts',
  '/contacts/new',
  '/items',
  '/items/new',
  (i) => `/items/${i.itemId}`,
  (i) => `/items/${i.itemId}?view=stock`,
  '/orders',
  '/orders/new',
  (i) => `/orders/${i.orderUuid}`,
  '/sales_invoices',
  '/discounts',
  '/discounts/new',
  '/discounts?view=promotions',
  '/settings',
  '/settings/identities',
  '/settings/prices',
];

type SmallTarget = { what: string; width: number; height: number };

/**
 * Every visible interactive element (links, buttons, fields, tabs, options, focusable elements)
 * whose box is below 44 × 44 px. A checkbox or radio counts by its label (React Aria hides the
 * input itself and the label is what a thumb presses). Exempt, as WCAG 2.5.5/2.5.8 allow: a link
 * inside running text (an inline `a` whose block holds other text too). Elements under
 * `aria-hidden` or `inert` (the page behind an open dialog) do not count.
 */
const smallTargets = (page: Page, scope?: Locator): Promise<SmallTarget[]> =>
  (scope ?? page.locator('body')).evaluate((root) => {
    const SELECTOR = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="menuitem"]',
      '[role="option"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const found: SmallTarget[] = [];
    const seen = new Set<Element>();
    for (const element of Array.from(root.querySelectorAll<HTMLElement>(SELECTOR))) {
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      // Visually hidden until focused (the skip link, the phone table's column headers).
      let clipped = false;
      for (let node: Element | null = element; node && !clipped; node = node.parentElement) {
        const { clipPath, clip } = getComputedStyle(node);
        clipped = clipPath === 'inset(50%)' || clip === 'rect(0px, 0px, 0px, 0px)';
      }
      if (clipped) continue;
      let target: HTMLElement = element;
      if (element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)) {
        target = element.closest('label') ?? element;
      }
      if (seen.has(target)) continue;
      seen.add(target);
      if (!target.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true })) continue;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(target);
      if (target.tagName === 'A' && style.display === 'inline') {
        const block = target.parentElement?.closest('p, li, td, dd, div');
        const blockText = (block?.textContent ?? '').replace(/\s+/g, ' ').trim();
        const ownText = (target.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (blockText.length > ownText.length) continue;
      }
      if (box.width >= 43.5 && box.height >= 43.5) continue;
      const name =
        target.getAttribute('aria-label') ??
        (target.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40) ??
        '';
      found.push({
        what: `<${target.tagName.toLowerCase()}${target.getAttribute('role') ? ` role=${target.getAttribute('role')}` : ''}> "${name}"`,
        width: Math.round(box.width),
        height: Math.round(box.height),
      });
    }
    return found;
  });

test.describe('tap targets on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** One route's check, soft: a step in a walk over routes goes on to the next route. */
  const expectNoSmallTargets = async (page: Page, path: string) => {
    await page.goto(path);
    await settle(page, expect.soft);
    const small = await smallTargets(page);
    expect
      .soft(
        small.map((s) => `${s.what} ${s.width}×${s.height}`),
        `${path}: tap targets below 44 × 44 px`,
      )
      .toEqual([]);
  };

  // One test per walk (a fresh browser context per route cost more than the measuring): each
  // route is a step with soft checks, so the report names every failing route.
  test('every route: every link, button and field is at least 44 × 44 px', async ({ page }) => {
    // The budget of a test per route: a route takes 3-4 s, up to 30 s on a busy shared machine.
    test.setTimeout(TAP_ROUTES.length * 30_000);
    await signIn(page);
    for (const route of TAP_ROUTES) {
      const name = typeof route === 'string' ? route : route.toString().replace(/^.*=> `|`$/g, '');
      await test.step(`${name}: every link, button and field is at least 44 × 44 px`, () =>
        expectNoSmallTargets(page, typeof route === 'string' ? route : route(ids)));
    }
  });

  test('signed out: every link, button and field is at least 44 × 44 px', async ({ page }) => {
    for (const path of ['/login', '/passwords/new']) {
      await test.step(`${path} (signed out): every link, button and field is at least 44 × 44 px`, () =>
        expectNoSmallTargets(page, path));
    }
  });

  test('the dialogs and the Meer menu: close buttons and everything inside at least 44 × 44 px', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page);
    const report: string[] = [];
    const note = (where: string, small: SmallTarget[]) => {
      for (const s of small) report.push(`${where}: ${s.what} ${s.width}×${s.height}`);
    };

    await page.goto('/schedule');
    await settle(page);
    await appointment(page).click();
    const details = page.getByRole('dialog', { name: 'Details (Bezorging)' });
    await expect(details.getByText(PRODUCT)).toBeVisible();
    note('afspraak', await smallTargets(page, details));
    await page.keyboard.press('Escape');

    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('button', { name: 'Meer' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    note('Meer', await smallTargets(page, menu));
    await page.keyboard.press('Escape');

    await page.goto('/orders/new');
    await settle(page);
    await page.getByRole('button', { name: 'Artikel toevoegen' }).click();
    const wizard = page.getByRole('dialog', { name: 'Artikel toevoegen' });
    await wizard.getByLabel('Zoek een product').fill(PRODUCT);
    await wizard.getByRole('option', { name: new RegExp(PRODUCT) }).click();
    note('wizard stap 1', await smallTargets(page, wizard));
    await wizard.getByRole('button', { name: 'Volgende stap' }).click();
    await expect(wizard.getByRole('grid')).toBeVisible();
    note('wizard stap 2', await smallTargets(page, wizard));
    expect(report, 'tap targets below 44 × 44 px').toEqual([]);
  });
});
