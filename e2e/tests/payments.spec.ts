import { expect, test } from '@playwright/test';
import { loginViaApi } from '../support/auth.ts';
import { amsterdamDay, dutchDate, invoicesApi } from '../support/invoices.ts';
import { mailCount, waitForNewMail } from '../support/mail.ts';

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
    // The Geschiedenis keeps the removed payment (its row is gone) and the status it undid.
    const removed = page.getByTestId('audit-history').getByTestId('audit-event').filter({
      hasText: 'Betaling verwijderd',
    });
    await expect(removed).toContainText(`€ 101,25 contant op ${dutchDate(amsterdamDay(0))}`);
    await expect(removed.getByText('Status: Betaald → Openstaand', { exact: true })).toBeVisible();
  });
});

test.describe('Te ontvangen', () => {
  test('shows what is open by age with the invoices behind each figure, and a chart with its table', async ({
    page,
  }) => {
    const api = await invoicesApi(page);
    const contact = await api.createContact({ contact_type: 'business', company_name: `Laatbetaler ${run}` });
    // Dated 40 days ago, due after 14: 26 days past due.
    const late = await api.published(contact.id, amsterdamDay(-40));
    await loginViaApi(page, '/sales_invoices');
    await page.getByRole('link', { name: 'Te ontvangen' }).click();
    await expect(page.getByRole('heading', { name: 'Te ontvangen', level: 1 })).toBeVisible();
    await expect(page.getByTestId('total-open')).toContainText('€');
    await expect(
      page.getByTestId('months-chart').locator('svg.recharts-surface[role="application"]'),
    ).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Gefactureerd en ontvangen per maand' }).getByRole('row'),
    ).toHaveCount(13);

    await page.getByTestId('aging-15-30').click();
    await expect(page).toHaveURL(/toon=15-30/);
    const table = page.getByTestId('outstanding-invoices');
    await expect(table).toContainText(late.invoice_id ?? '');
    await expect(table).toContainText(`Laatbetaler ${run}`);
    await page.getByRole('link', { name: `Laatbetaler ${run}` }).click();
    await expect(page).toHaveURL(/contact=/);
    await expect(page.getByTestId('outstanding-invoices').getByRole('row')).toHaveCount(2);
    await page.getByRole('link', { name: late.invoice_id ?? '' }).click();
    await expect(page).toHaveURL(new RegExp(`/sales_invoices/${late.uuid}$`));
  });

  test('offers "Herinnering sturen" on each overdue row; sent, the row says when the aanmaning may follow', async ({
    page,
  }) => {
    // A PDF is rendered for the reminder; on a busy 2-core machine this takes its time.
    test.setTimeout(120_000);
    const api = await invoicesApi(page);
    const email = `rij-${run}@example.nl`;
    const contact = await api.createContact({
      contact_type: 'business',
      company_name: `Rijherinnering ${run}`,
      email_address: email,
    });
    // € 151,25, dated 30 days ago with 14 days to pay: overdue. And one not yet due: no button.
    const late = await api.published(contact.id, amsterdamDay(-30));
    const fresh = await api.published(contact.id, amsterdamDay(0));
    await loginViaApi(page, `/sales_invoices/outstanding?contact=${contact.uuid}`);
    const table = page.getByTestId('outstanding-invoices');
    const rowOf = (number: string | null) => table.getByRole('row').filter({ hasText: number ?? '' });
    await expect(rowOf(late.invoice_id)).toBeVisible({ timeout: 30_000 });
    await expect(rowOf(fresh.invoice_id).getByRole('button')).toHaveCount(0);

    await rowOf(late.invoice_id).getByRole('button', { name: 'Herinnering sturen' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Herinnering versturen' });
    await expect(dialog).toContainText(`Aan ${email}`);
    await expect(dialog.getByTestId('reminder-preview')).toContainText('€ 151,25');
    const before = mailCount();
    await dialog.getByRole('button', { name: 'Versturen' }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(rowOf(late.invoice_id)).toContainText(`Aanmaning vanaf`, { timeout: 30_000 });
    await expect(rowOf(late.invoice_id).getByRole('button')).toHaveCount(0);
    const mail = await waitForNewMail(before, email);
    expect(mail.subject).toBe(`Herinnering: factuur ${late.invoice_id}`);

    // The invoice shows it among its reminders and in its Geschiedenis.
    await rowOf(late.invoice_id)
      .getByRole('link', { name: late.invoice_id ?? '' })
      .click();
    await expect(page.getByTestId('reminders')).toContainText(email);
    await expect(page.getByTestId('audit-history')).toContainText(`Herinnering aan ${email}`);
  });
});
