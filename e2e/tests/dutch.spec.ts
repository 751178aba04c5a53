import { expect, type Page, test } from '@playwright/test';
import { createStoredSession } from '../support/auth.ts';
import { createRouteRecords, type Ids, nameOf, pathOf, ROUTES } from '../support/routes.ts';

/**
 * The interface is Dutch everywhere: every screen (support/routes.ts), and the popovers and
 * dialogs React Aria fills with its own texts, is read for English words in what a person sees
 * and what a screen reader says (text, accessible names, placeholders, titles), and for date and
 * time fields that follow the browser's language instead of dd-mm-jjjj and 24 hours.
 */

/**
 * English words seen in the app or that React Aria and sonner write by default ("Dismiss",
 * "Clear", "Calendar", "DropZone", "Resizer", "Notifications"), and the misspelt "Galerij".
 * Whole words only, not part of a hyphenated word ("back-up").
 */
const ENGLISH = [
  'Cancel',
  'Previous',
  'Next',
  'Download',
  'Dismiss',
  'Clear',
  'Calendar',
  'DropZone',
  'Resizer',
  'Close',
  'Save',
  'Delete',
  'Edit',
  'Loading',
  'Search',
  'Submit',
  'Back',
  'Remove',
  'Select',
  'Confirm',
  'Continue',
  'Done',
  'Error',
  'Settings',
  'Please',
  'Notifications',
  'Passwords',
  'Password',
  'Show',
  'Hide',
  'Today',
  'Selected',
  'Empty',
  'Required',
  'Invalid',
  'Choose',
  'Gallerij',
  'YYYY',
];
const ENGLISH_WORD = new RegExp(`(?<![\\p{L}\\d-])(${ENGLISH.join('|')})(?![\\p{L}\\d-])`, 'giu');
/** An American date (12/31/2026) or a 12-hour time (3:30 PM). */
const FOREIGN_DATE = /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b\d{1,2}:\d{2}\s?[AP]\.?M\.?\b/g;

/** What a person reads and a screen reader says on the page, with where each text came from. */
const textsOf = (page: Page) =>
  page.evaluate(() => {
    const found: Array<{ where: string; text: string }> = [
      { where: 'title', text: document.title },
      { where: 'text', text: document.body.innerText },
    ];
    const attributes = [
      'aria-label',
      'aria-description',
      'aria-roledescription',
      'aria-placeholder',
      'aria-valuetext',
      'title',
      'placeholder',
      'alt',
    ];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const name of attributes) {
        const value = element.getAttribute(name);
        if (value) found.push({ where: `${element.tagName.toLowerCase()}[${name}]`, text: value });
      }
      if (element instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type))
        found.push({ where: 'input[value]', text: element.value });
    }
    return found;
  });

/** Native date and time inputs: the browser draws them in its own language and clock. */
const nativeDateFields = (page: Page) =>
  page
    .locator(
      'input[type=date], input[type=datetime-local], input[type=time], input[type=month], input[type=week]',
    )
    .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('aria-label') ?? input.id));

/** One screen's check, soft: the walk goes on to the next screen and the report names each one. */
const expectDutch = async (page: Page, where: string) => {
  const english: string[] = [];
  const dates: string[] = [];
  for (const { where: source, text } of await textsOf(page)) {
    for (const match of text.matchAll(ENGLISH_WORD)) english.push(`"${match[0]}" (${source})`);
    for (const match of text.matchAll(FOREIGN_DATE)) dates.push(`"${match[0]}" (${source})`);
  }
  expect.soft([...new Set(english)], `English on ${where}`).toEqual([]);
  expect.soft([...new Set(dates)], `non-Dutch date or time on ${where}`).toEqual([]);
  expect.soft(await nativeDateFields(page), `native date/time fields on ${where}`).toEqual([]);
};

/** The screen has rendered its content: a title and no loading state. */
const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await expect.soft(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
  await expect.soft(page.getByRole('status', { name: /laden/i })).toHaveCount(0, { timeout: 30_000 });
};

// A browser in English: whatever React Aria or the browser would fill in from the browser's
// language (rather than the app's nl-NL) shows up here.
test.use({ locale: 'en-US' });

let ids: Ids;
let session: { auth: string; user: string };

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  ids = await createRouteRecords(page);
  session = await createStoredSession(page.request);
  await page.close();
});

test('every screen, popover and dialog speaks Dutch', async ({ page }) => {
  // A route takes 2-5 s, up to 30 s on a busy shared machine.
  test.setTimeout((ROUTES.length + 6) * 30_000);
  for (const route of ROUTES.filter((r) => r.public)) {
    await test.step(nameOf(route), async () => {
      await page.goto(pathOf(route, ids));
      await settle(page);
      await expectDutch(page, nameOf(route));
    });
  }
  await page.addInitScript((s) => {
    if (!localStorage.getItem('auth-store')) {
      localStorage.setItem('auth-store', s.auth);
      localStorage.setItem('user-store', s.user);
    }
  }, session);
  for (const route of ROUTES.filter((r) => !r.public)) {
    await test.step(nameOf(route), async () => {
      await page.goto(pathOf(route, ids));
      await settle(page);
      await expectDutch(page, nameOf(route));
    });
  }

  // What only shows once opened: React Aria's popovers (a hidden "Dismiss" button), its calendar,
  // a list box, and the dialogs. Each wait is bounded: a missing button fails its step, not the
  // whole walk's budget.
  const open = { timeout: 15_000 };
  await test.step('a date field with its calendar open', async () => {
    await page.goto('/settings/history');
    await settle(page);
    await page.getByRole('button', { name: 'Kalender openen' }).first().click(open);
    await expect(page.getByRole('dialog')).toBeVisible(open);
    await expectDutch(page, 'the calendar of a date field');
    await page.keyboard.press('Escape');
  });
  await test.step('a select with its options open', async () => {
    await page.goto('/items/inspections');
    await settle(page);
    await page.getByRole('button', { name: /Periode/ }).click(open);
    await expect(page.getByRole('listbox')).toBeVisible(open);
    await expectDutch(page, 'an open select');
    await page.keyboard.press('Escape');
  });
  await test.step('the gallery dialog of an article', async () => {
    await page.goto(`/items/${ids.itemId}`);
    await settle(page);
    await page.getByRole('button', { name: 'Galerij' }).click(open);
    await expect(page.getByRole('dialog', { name: 'Galerij' })).toBeVisible(open);
    await expectDutch(page, 'the gallery dialog');
    await page.keyboard.press('Escape');
  });
  await test.step('the user menu and a multiple choice', async () => {
    await page.goto('/orders');
    await settle(page);
    await page.getByRole('button', { name: /^Gebruikersmenu/ }).click(open);
    await expect(page.getByRole('dialog')).toBeVisible(open);
    await expectDutch(page, 'the user menu');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Status/ }).click(open);
    await expect(page.getByRole('listbox')).toBeVisible(open);
    await expectDutch(page, 'the status choice of the orders');
    await page.keyboard.press('Escape');
  });
  await test.step('a toast after saving', async () => {
    await page.goto('/settings/fees');
    await settle(page);
    await page.getByRole('button', { name: 'Opslaan' }).click(open);
    await expect(page.getByText('De transportkosten zijn opgeslagen.')).toBeVisible(open);
    await expectDutch(page, 'a toast');
  });
  await test.step("an appointment's dialog in the agenda", async () => {
    await page.goto('/schedule');
    await settle(page);
    await page
      .locator('li[data-day]')
      .getByRole('button', { name: /Piratenschip/ })
      .first()
      .click(open);
    await expect(page.getByRole('dialog')).toBeVisible(open);
    await expectDutch(page, 'the appointment dialog');
    await page.keyboard.press('Escape');
  });
  await test.step('the menu of the phone navigation', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/schedule');
    await settle(page);
    await page.getByRole('button', { name: 'Meer' }).click(open);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible(open);
    await expectDutch(page, 'the phone menu');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 720 });
  });
  await test.step('the order form with its article dialog', async () => {
    await page.goto('/orders/new');
    await settle(page);
    await page.getByRole('button', { name: 'Artikel toevoegen' }).click(open);
    await expect(page.getByRole('dialog', { name: 'Artikel toevoegen' })).toBeVisible(open);
    await expectDutch(page, 'the article dialog of the order form');
    await page.keyboard.press('Escape');
  });
});
