import { expect, type Page, test } from '@playwright/test';
import { loginViaApi } from '../support/auth.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { amsterdamDay, discountsApi, displayDay } from '../support/discounts.ts';
import { DISCOUNT_TEXT } from '../support/texts.ts';

const run = Date.now().toString(36);

const MONTHS = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];
/** The calendar's name for a day: '24 november 2026' (a weekday may come before it). */
const calendarName = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new RegExp(`\\b${d} ${MONTHS[(m ?? 1) - 1]} ${y}`);
};

const noSidewaysScroll = async (page: Page) => {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0], 'page wider than the screen').toBeLessThanOrEqual(widths[1] ?? 0);
};

test.describe('kortingsacties', () => {
  const single = [`Kortingsartikel een ${run}`, `Kortingsartikel twee ${run}`];
  const group = `Kortingsgroep ${run}`;
  const grouped = [`Groepsartikel A ${run}`, `Groepsartikel B ${run}`];

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    const api = await discountsApi(page);
    const category = await api.createCategory(group);
    for (const name of single) await api.createItem({ name, type: 'rentable', price: 10_000 });
    for (const name of grouped) await api.createItem({ name, type: 'rentable', category_id: category.id });
    await page.close();
  });

  test('create with two items and a group, edit, deactivate: the card moves to Verlopen, read-only', async ({
    page,
  }) => {
    await loginViaApi(page, '/discounts');
    await expect(page.getByRole('heading', { name: 'Kortingsacties', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Kortingsacties' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('link', { name: 'Kortingsactie toevoegen' }).click();
    await expect(page).toHaveURL(/\/discounts\/new$/);
    await expect(page.getByRole('heading', { name: 'Kortingsactie toevoegen' })).toBeVisible();

    // Save is enabled only by whole digits 1–100; the hint says so.
    const save = page.getByRole('button', { name: 'Opslaan' });
    const percent = page.getByLabel('Korting (%)');
    await expect(page.getByText(DISCOUNT_TEXT.valueHint)).toBeVisible();
    await expect(save).toBeDisabled();
    for (const [typed, message] of [
      ['0', DISCOUNT_TEXT.valueRange],
      ['101', DISCOUNT_TEXT.valueRange],
      ['12a', DISCOUNT_TEXT.valueNotNumber],
      ['12,5', 'Waarde moet een heel getal zijn'],
    ] as const) {
      await percent.fill(typed);
      await percent.blur();
      await expect(page.getByText(message)).toBeVisible();
      await expect(save).toBeDisabled();
    }
    await percent.fill('37');
    await expect(save).toBeEnabled();

    // Add-item dialog: confirm only after a choice; search; pick two.
    await page.getByRole('button', { name: 'Artikel toevoegen' }).click();
    let dialog = page.getByRole('dialog', { name: 'Artikel toevoegen' });
    await expect(dialog.getByRole('button', { name: 'Toevoegen' })).toBeDisabled();
    await dialog.getByRole('searchbox', { name: 'Zoek naar artikelen' }).fill(`Kortingsartikel ${run}`);
    await expect(dialog.getByRole('option')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('option', { name: single[0] }).click();
    await dialog.getByRole('option', { name: single[1] }).click();
    await dialog.getByRole('button', { name: '2 artikelen toevoegen' }).click();
    await expect(dialog).toBeHidden();
    const list = page.getByRole('list', { name: 'Artikelen van de kortingsactie' });
    await expect(list.getByRole('listitem')).toHaveCount(2);

    // Items already added are disabled in the dialog.
    await page.getByRole('button', { name: 'Artikel toevoegen' }).click();
    dialog = page.getByRole('dialog', { name: 'Artikel toevoegen' });
    await dialog.getByRole('searchbox', { name: 'Zoek naar artikelen' }).fill(`Kortingsartikel ${run}`);
    await expect(dialog.getByRole('option', { name: single[0] })).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByText('Al toegevoegd')).toHaveCount(2);
    await expect(dialog.getByRole('button', { name: 'Toevoegen' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Annuleren' }).click();

    // Add-group dialog: a category adds all its items.
    await page.getByRole('button', { name: 'Groep toevoegen' }).click();
    dialog = page.getByRole('dialog', { name: 'Groep toevoegen' });
    await expect(dialog.getByRole('button', { name: 'Toevoegen' })).toBeDisabled();
    await dialog.getByRole('option', { name: group }).click();
    await dialog.getByRole('button', { name: 'Toevoegen' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(4);
    for (const name of [...single, ...grouped]) await expect(list).toContainText(name);
    // The group is now fully added: disabled.
    await page.getByRole('button', { name: 'Groep toevoegen' }).click();
    dialog = page.getByRole('dialog', { name: 'Groep toevoegen' });
    await expect(dialog.getByRole('option', { name: group })).toHaveAttribute('aria-disabled', 'true');
    await dialog.getByRole('button', { name: 'Annuleren' }).click();

    // The date picker's first selectable day is tomorrow.
    const tomorrow = amsterdamDay(1);
    await page.getByRole('button', { name: 'Kalender openen' }).click();
    const calendar = page.getByRole('dialog', { name: 'Kalender' });
    const todayCell = calendar.getByRole('button', { name: calendarName(amsterdamDay(0)) });
    await expect(todayCell).toHaveAttribute('aria-disabled', 'true');
    if (tomorrow.slice(0, 7) !== amsterdamDay(0).slice(0, 7)) {
      await calendar.getByRole('button', { name: 'Volgende maand' }).click();
    }
    await calendar.getByRole('button', { name: calendarName(tomorrow) }).click();
    await expect(calendar).toBeHidden();

    await save.click();
    await expect(page).toHaveURL(/\/discounts\?view=discounts$/);
    await expect(page.getByText('De kortingsactie is toegevoegd.')).toBeVisible();
    const active = page.getByRole('region', { name: 'Actief' });
    const card = active.getByTestId('discount-card').filter({ hasText: 'Korting: 37%' });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('4 artikelen');
    await card.getByRole('img', { name: /^Actief/ }).hover();
    await expect(page.getByRole('tooltip')).toHaveText(`Geldig t/m ${displayDay(tomorrow)}`);
    await expectNoSeriousA11yViolations(page);

    // Edit: save only once something changed; the edit messages; remove an item.
    await card.getByRole('link', { name: 'Korting: 37%' }).click();
    await expect(page).toHaveURL(/\/discounts\/[0-9a-f-]{36}\/edit$/);
    await expect(page.getByRole('heading', { name: 'Bewerk kortingsactie' })).toBeVisible();
    await expect(percent).toHaveValue('37');
    await expect(save).toBeDisabled();
    await percent.fill('');
    await percent.blur();
    await expect(page.getByText(DISCOUNT_TEXT.valueRequired)).toBeVisible();
    await percent.fill('abc');
    await expect(page.getByText(DISCOUNT_TEXT.valueNotNumber)).toBeVisible();
    await percent.fill('250');
    await expect(page.getByText(DISCOUNT_TEXT.valueRange)).toBeVisible();
    await expect(save).toBeDisabled();
    await percent.fill('37');
    await expect(save).toBeDisabled();
    await percent.fill('38');
    await expect(save).toBeEnabled();
    await page.getByRole('button', { name: `${grouped[1]} verwijderen` }).click();
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
    await save.click();
    await expect(page.getByText('De kortingsactie is opgeslagen.')).toBeVisible();
    const edited = active.getByTestId('discount-card').filter({ hasText: 'Korting: 38%' });
    await expect(edited).toContainText('3 artikelen');

    // Deactiveren: the card moves to Verlopen and the discount is read-only.
    await edited.getByRole('link', { name: 'Korting: 38%' }).click();
    await page.getByRole('button', { name: 'Deactiveren' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Kortingsactie deactiveren' });
    await confirm.getByRole('button', { name: 'Deactiveren' }).click();
    await expect(page).toHaveURL(/\/discounts\?view=discounts$/);
    await expect(page.getByText('De kortingsactie is gedeactiveerd.')).toBeVisible();
    await expect(active.getByTestId('discount-card').filter({ hasText: 'Korting: 38%' })).toHaveCount(0);
    const expired = page.getByRole('region', { name: 'Verlopen' }).getByTestId('discount-card').filter({
      hasText: 'Korting: 38%',
    });
    await expect(expired).toHaveCount(1);
    await expired.getByRole('img', { name: /^Verlopen/ }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('Gedeactiveerd');

    await expired.getByRole('link', { name: 'Korting: 38%' }).click();
    await expect(page.getByText(DISCOUNT_TEXT.discountInactive)).toBeVisible();
    await expect(percent).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Artikel toevoegen' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Groep toevoegen' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /verwijderen$/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Opslaan' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Deactiveren' })).toHaveCount(0);
    await expect(list.getByRole('listitem')).toHaveCount(3);
  });

  test('the add button and ?view= follow the tab, and unknown ids say so', async ({ page }) => {
    await loginViaApi(page, '/discounts');
    await page.getByRole('tab', { name: 'Promoties' }).click();
    await expect(page).toHaveURL(/\?view=promotions$/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Promoties' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: 'Promotie toevoegen' })).toHaveAttribute(
      'href',
      '/discounts/promotions/new',
    );
    await expect(page.getByRole('link', { name: 'Kortingsactie toevoegen' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Kortingsacties' }).click();
    await expect(page.getByRole('link', { name: 'Kortingsactie toevoegen' })).toHaveAttribute(
      'href',
      '/discounts/new',
    );

    await page.goto('/discounts/999999/edit');
    await expect(page.getByText('Deze kortingsactie bestaat niet (meer).')).toBeVisible();
    await page.goto('/discounts/promotions/999999/edit');
    await expect(page.getByText('Deze promotie bestaat niet (meer).')).toBeVisible();
  });

  test('empty lists show the spec’s empty text in every section', async ({ page }) => {
    await page.route('**/api/discounts.view', (route) => route.fulfill({ json: { results: [] } }));
    await page.route('**/api/promotions.view', (route) => route.fulfill({ json: { results: [] } }));
    await loginViaApi(page, '/discounts');
    await expect(page.getByText(DISCOUNT_TEXT.empty)).toHaveCount(2);
    await page.getByRole('tab', { name: 'Promoties' }).click();
    await expect(page.getByText(DISCOUNT_TEXT.empty)).toHaveCount(2);
  });
});

test.describe('promoties', () => {
  const code = `E2E${run}`.toUpperCase();

  test('create a promotion, see its code card; a duplicate code is refused; the code is required on edit', async ({
    page,
  }) => {
    await loginViaApi(page, '/discounts?view=promotions');
    await page.getByRole('link', { name: 'Promotie toevoegen' }).click();
    await expect(page).toHaveURL(/\/discounts\/promotions\/new$/);
    await expect(page.getByRole('heading', { name: 'Promotie toevoegen' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Opslaan' });
    await page.getByLabel('Code').fill(code);
    await expect(save).toBeDisabled();
    await page.getByLabel('Korting (%)').fill('12');
    await expect(save).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await save.click();
    await expect(page).toHaveURL(/\/discounts\?view=promotions$/);
    await expect(page.getByText('De promotie is toegevoegd.')).toBeVisible();
    const card = page
      .getByRole('region', { name: 'Actief' })
      .getByTestId('promotion-card')
      .filter({ hasText: code });
    await expect(card).toContainText('Ontvang 12% korting');
    await card.getByRole('img', { name: /^Actief/ }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('Geen einddatum');

    // The same code in other case and with spaces is refused, next to the code field.
    await page.getByRole('link', { name: 'Promotie toevoegen' }).click();
    await page.getByLabel('Code').fill(`  ${code.toLowerCase()} `);
    await page.getByLabel('Korting (%)').fill('20');
    await save.click();
    await expect(page.getByText(DISCOUNT_TEXT.codeTaken)).toBeVisible();
    await expect(page).toHaveURL(/\/discounts\/promotions\/new$/);
    await expect(page.getByLabel('Code')).toHaveAttribute('aria-invalid', 'true');

    // On edit the code is required; save waits for a change.
    await page.goto('/discounts?view=promotions');
    await card.getByRole('link', { name: code }).click();
    await expect(page.getByRole('heading', { name: 'Bewerk promotie' })).toBeVisible();
    await expect(save).toBeDisabled();
    await page.getByLabel('Code').fill('');
    await page.getByLabel('Code').blur();
    await expect(page.getByText(DISCOUNT_TEXT.codeRequired)).toBeVisible();
    await save.click();
    await expect(page).toHaveURL(/\/edit$/);
    await page.getByLabel('Code').fill(`${code}-B`);
    await save.click();
    await expect(page.getByText('De promotie is opgeslagen.')).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Actief' })
        .getByTestId('promotion-card')
        .filter({ hasText: `${code}-B` }),
    ).toContainText('Ontvang 12% korting');
  });

  test('a deactivated promotion is read-only and listed as Verlopen', async ({ page }) => {
    const api = await discountsApi(page);
    const promo = await api.createPromotion({ promo_code: `UIT${run}`, value: 30 });
    await loginViaApi(page, `/discounts/promotions/${promo.uuid}/edit`);
    await page.getByRole('button', { name: 'Deactiveren' }).click();
    await page
      .getByRole('alertdialog', { name: 'Promotie deactiveren' })
      .getByRole('button', { name: 'Deactiveren' })
      .click();
    await expect(page.getByText('De promotie is gedeactiveerd.')).toBeVisible();
    const card = page
      .getByRole('region', { name: 'Verlopen' })
      .getByTestId('promotion-card')
      .filter({ hasText: `UIT${run}` });
    await expect(card).toContainText('Ontvang 30% korting');
    await card.getByRole('link').click();
    await expect(page.getByText(DISCOUNT_TEXT.promotionInactive)).toBeVisible();
    await expect(page.getByLabel('Code')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Opslaan' })).toHaveCount(0);
    // The quote refuses the code and says why.
    const quote = await api.quote(`items=1&promo_code=uit${run}`);
    expect(quote.status()).toBe(422);
    expect(((await quote.json()) as { message: string }).message).toMatch(/gedeactiveerd/);
  });
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the overview, the forms and the dialogs fit without sideways scrolling', async ({ page }) => {
    await loginViaApi(page, '/discounts');
    await expect(page.getByRole('region', { name: 'Actief' })).toBeVisible();
    await noSidewaysScroll(page);
    await page.getByRole('tab', { name: 'Promoties' }).click();
    await expect(page.getByTestId('promotion-card').first()).toBeVisible();
    await noSidewaysScroll(page);
    await page.goto('/discounts/new');
    await expect(page.getByLabel('Korting (%)')).toBeVisible();
    await noSidewaysScroll(page);
    await page.getByRole('button', { name: 'Artikel toevoegen' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Artikel toevoegen' }).getByRole('option').first(),
    ).toBeVisible();
    await noSidewaysScroll(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Groep toevoegen' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Groep toevoegen' }).getByRole('option').first(),
    ).toBeVisible();
    await noSidewaysScroll(page);
    await page.keyboard.press('Escape');
    await page.goto('/discounts/promotions/new');
    await expect(page.getByLabel('Code')).toBeVisible();
    await noSidewaysScroll(page);
  });
});
