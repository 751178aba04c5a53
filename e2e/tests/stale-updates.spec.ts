import { expect, type Page, test } from '@playwright/test';
import { loginViaApi } from '../support/auth.ts';
import { contactsApi } from '../support/contacts.ts';
import { invoicesApi } from '../support/invoices.ts';

/** No stale overwrite: two tabs, or someone else, on one record. */
const run = Date.now().toString(36);
const STALE = 'Iemand anders heeft dit intussen gewijzigd. De pagina toont nu de actuele gegevens.';

/**
 * The tab gets focus again. Headless Chromium shows every tab as visible, so bringing one to the
 * front fires nothing; the event the browser sends on a tab switch is sent by hand.
 */
const focusTab = async (page: Page) => {
  await page.bringToFront();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
};

test.describe('no stale overwrite', () => {
  // Two tabs, several reloads and saves per test: longer than one screen's test.
  test.slow();
  test('a concept published in one tab shows as published in the other on focus, and a save there is refused', async ({
    page,
    context,
  }) => {
    const api = await invoicesApi(page);
    const contact = await api.createContact({ contact_type: 'business', company_name: `Tweetabs ${run}` });
    const concept = async () => {
      const created = await api.create({ contact_id: contact.id });
      return api.update(created.id, { items: [{ description: 'Springkussen Kasteel', unitPrice: 12500 }] });
    };
    const first = await concept();

    await loginViaApi(page, `/sales_invoices/${first.uuid}`);
    const other = await context.newPage();
    await other.goto(`/sales_invoices/${first.uuid}`);
    const publish = (p: Page) => p.getByRole('button', { name: 'Publiceren', exact: true });
    await expect(publish(page)).toBeVisible();
    await expect(publish(other)).toBeVisible();

    // Tab 1 publishes.
    await page.bringToFront();
    await publish(page).click();
    await page
      .getByRole('alertdialog', { name: 'Factuur publiceren' })
      .getByRole('button', { name: 'Publiceren' })
      .click();
    await expect(page.getByText('Openstaand', { exact: true })).toBeVisible();
    const number = (await page.getByTestId('side-number').textContent())?.trim() ?? '';
    expect(number).toMatch(/^F/);

    // Tab 2 still shows the concept until it gets focus; then it shows the published invoice.
    await expect(publish(other)).toBeVisible();
    await focusTab(other);
    await expect(other.getByTestId('side-number')).toHaveText(number);
    await expect(other.getByText('Openstaand', { exact: true })).toBeVisible();
    await expect(publish(other)).toHaveCount(0);

    // A second concept: tab 2 types a Kenmerk, the invoice is published meanwhile (without tab 2
    // getting focus), and tab 2's save is refused; the page then shows the published invoice.
    const second = await concept();
    await other.goto(`/sales_invoices/${second.uuid}`);
    await other.getByLabel('Kenmerk').fill('Uit tab 2');
    await api.update(second.id, { status: 'outstanding' });
    await other.getByRole('button', { name: 'Gegevens opslaan' }).click();
    await expect(other.getByTestId('stale-notice')).toHaveText(STALE);
    await expect(other.getByText('Openstaand', { exact: true })).toBeVisible();
    await expect(publish(other)).toHaveCount(0);
    await expect(other.getByLabel('Kenmerk')).toHaveCount(0);
  });

  test('a stale contact edit shows the message and the current data', async ({ page }) => {
    const contacts = await contactsApi(page);
    const contact = await contacts.create({ first_name: 'Lotte', last_name: `Oud${run}`, city: 'Utrecht' });
    await loginViaApi(page, `/contacts/${contact.uuid}/edit`);
    await expect(page.getByLabel('Plaats')).toHaveValue('Utrecht');

    // Someone else saves the contact while this form is open.
    await contacts.update(contact.id, { city: 'Amersfoort' });
    await page.getByLabel('Plaats').fill('Zeist');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByTestId('stale-notice')).toHaveText(STALE);
    await expect(page.getByLabel('Plaats')).toHaveValue('Amersfoort');
    await expect(page).toHaveURL(new RegExp(`/contacts/${contact.uuid}/edit$`));
    expect((await contacts.view(contact.id)) as unknown).toMatchObject({ city: 'Amersfoort' });

    // Saving again, now on the current data, goes through.
    await page.getByLabel('Plaats').fill('Zeist');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page).toHaveURL(new RegExp(`/contacts/${contact.uuid}$`));
    await expect(page.getByText('Zeist', { exact: true })).toBeVisible();
    // The history tells the second save, over the other person's first.
    await expect(page.getByText('Plaats: Amersfoort → Zeist')).toBeVisible();
    await expect(page.getByText('Plaats: Utrecht → Amersfoort')).toBeVisible();
  });
});
