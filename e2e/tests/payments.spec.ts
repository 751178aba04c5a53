import { expect, test } from '@playwright/test';
import { loginViaApi } from '../support/auth.ts';
import { amsterdamDay, dutchDate, invoicesApi } from '../support/invoices.ts';

const run = Date.now().toString(36);

test.describe('payments on an invoice', () => {
  test('a deposit and then the rest make the invoice Betaald; removing one asks first and opens it again', async ({
    page,
  }) => {
    const api = await invoicesApi(page);
    const contact = await api.createContact({ contact_type: 'business', company_name: `Aanbetaler ${run}` });
    // € 125,00 + 21 % = € 151,25, dated 5 days ago (still within its 14 days).
    const invoice = await api.published(contact.id, amsterdamDay(-5));
    await loginViaApi(page, `/sales_invoices/${invoice.uuid}`);
    const card = page.getByTestId('payments-card');
    await expect(card).toContainText('Nog geen betalingen ontvangen.');
    await expect(page.getByTestId('open-amount')).toHaveText('€ 151,25');

    // The deposit: € 50,00 by bank transfer two days ago.
    await page.getByRole('button', { name: 'Betaling toevoegen' }).click();
    const form = page.getByRole('form', { name: 'Betaling toevoegen' });
    await expect(form.getByRole('textbox', { name: 'Bedrag (€)' })).toHaveValue('151,25');
    await form.getByRole('textbox', { name: 'Bedrag (€)' }).fill('50');
    const day = form.getByRole('textbox', { name: 'Betaald op' });
    await day.fill(dutchDate(amsterdamDay(-2)));
    await day.blur();
    await form.getByRole('button', { name: 'Betaling registreren' }).click();
    await expect(page.getByTestId('payment-row')).toHaveCount(1);
    await expect(page.getByTestId('open-amount')).toHaveText('€ 101,25');
    await expect(page.getByTestId('amount-due')).toHaveText('€ 101,25');
    await expect(page.getByText('Openstaand', { exact: true })).toBeVisible();

    // More than is open is refused in Dutch.
    await page.getByRole('button', { name: 'Betaling toevoegen' }).click();
    await form.getByRole('textbox', { name: 'Bedrag (€)' }).fill('200');
    await form.getByRole('button', { name: 'Betaling registreren' }).click();
    await expect(form).toContainText('Het bedrag is hoger dan wat nog openstaat');

    // The rest in cash today: prefilled with what is open.
    await form.getByRole('textbox', { name: 'Bedrag (€)' }).fill('101,25');
    await form.getByRole('button', { name: /Betaalwijze/ }).click();
    await page.getByRole('option', { name: 'Contant' }).click();
    await form.getByRole('button', { name: 'Betaling registreren' }).click();
    await expect(page.getByTestId('payment-row')).toHaveCount(2);
    await expect(page.getByText('Betaald', { exact: true })).toBeVisible();
    await expect(page.getByTestId('paid-on')).toHaveText(`Betaald op ${dutchDate(amsterdamDay(0))}`);
    await expect(card).toContainText('Contant');

    // Removing the cash payment asks first, then the invoice is open again.
    await page.getByRole('button', { name: /Betaling van € 101,25 .* verwijderen/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Betaling verwijderen' });
    await expect(confirm).toContainText('Weet je zeker dat je de betaling van € 101,25');
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page.getByTestId('payment-row')).toHaveCount(1);
    await expect(page.getByText('Openstaand', { exact: true })).toBeVisible();
    await expect(page.getByTestId('open-amount')).toHaveText('€ 101,25');
  });
});
