import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';
import { loginViaApi } from '../support/auth.ts';
import { amsterdamDay, dutchDate, invoicesApi } from '../support/invoices.ts';

const run = Date.now().toString(36);

test.describe('credit notes and the export for the accountant', () => {
  // Two flows with PDFs and a ZIP each, on a shared machine: more than the default minute.
  test.describe.configure({ timeout: 180_000 });

  test('credits a published invoice, publishes the credit note and downloads its PDF', async ({ page }) => {
    const api = await invoicesApi(page);
    // With its KvK number: a Dutch business's credit note can go out as UBL too.
    const contact = await api.createContact({
      contact_type: 'business',
      company_name: `Creditklant ${run}`,
      coc_id: '87654321',
    });
    const invoice = await api.published(contact.id, amsterdamDay(0));
    await loginViaApi(page, `/sales_invoices/${invoice.uuid}`);

    await page.getByRole('button', { name: 'Extra' }).click();
    await page.getByRole('menuitem', { name: 'Crediteren' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Alles wat nog openstaat (€ 151,25)');
    await dialog.getByRole('button', { name: 'Creditfactuur maken' }).click();

    await expect(page.getByTestId('credit-reference')).toHaveText(
      `Creditering van factuur ${invoice.invoice_id} van ${dutchDate(invoice.invoice_date)}`,
    );
    await expect(page.getByTestId('amount-due')).toHaveText('€ -151,25');
    await page.getByRole('button', { name: 'Publiceren' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Publiceren' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Creditfactuur');
    const number = (await page.getByTestId('side-number').textContent()) ?? '';
    expect(number).not.toBe(invoice.invoice_id);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download as PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`creditfactuur-${number}.pdf`);
    const bytes = readFileSync(await file.path());
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    expect(text).toContain('CREDITFACTUUR');
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(
      `Creditering van factuur ${invoice.invoice_id} van ${dutchDate(invoice.invoice_date)}`,
    );
    // Settled against the unpaid invoice: the amount as a positive figure, never "betaald".
    expect(flat).toContain('Het bedrag van € 151,25 wordt verrekend of teruggestort');
    expect(flat).not.toMatch(/betaald|BETAALD|Dank je/);

    // The same credit note as a UBL e-invoice: a CreditNote that refers to the invoice it credits.
    const ublDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download UBL' }).click();
    const ublFile = await ublDownload;
    expect(ublFile.suggestedFilename()).toBe(`creditfactuur-${number}.xml`);
    const xml = readFileSync(await ublFile.path(), 'utf8');
    expect(xml).toContain('<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"');
    expect(xml).toContain(`<cbc:ID>${number}</cbc:ID>`);
    expect(xml).toMatch(
      new RegExp(
        `<cac:BillingReference>\\s*<cac:InvoiceDocumentReference>\\s*<cbc:ID>${invoice.invoice_id}</cbc:ID>`,
      ),
    );

    // The original shows what was credited and that nothing is left to pay.
    await page.getByTestId('credit-reference').getByRole('link').click();
    await expect(page.getByTestId('credited-amount')).toHaveText('€ 151,25');
    await expect(page.getByTestId('left-to-pay')).toHaveText('Niets (volledig gecrediteerd)');

    // In the list the credit note is marked as a Creditfactuur, settled (not "Betaald"); the
    // original is an invoice, paid by the credit.
    await page.goto('/sales_invoices');
    const rowOf = (text: string) => page.getByRole('row').filter({ hasText: text }).first();
    await expect(rowOf(number)).toContainText('Creditfactuur');
    await expect(rowOf(number)).toContainText('Verrekend');
    await expect(rowOf(number)).not.toContainText('Betaald');
    await expect(rowOf(String(invoice.invoice_id))).not.toContainText('Creditfactuur');
  });

  test('the export screen downloads the quarter as a ZIP', async ({ page }) => {
    const api = await invoicesApi(page);
    const contact = await api.createContact({ contact_type: 'business', company_name: `Exportklant ${run}` });
    const invoice = await api.published(contact.id, amsterdamDay(0));
    await loginViaApi(page, '/sales_invoices');
    await page.getByRole('button', { name: 'Export voor de boekhouder' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Export voor de boekhouder');
    const from = await page.getByLabel('Van').inputValue();
    const until = await page.getByLabel('Tot en met').inputValue();
    expect(from <= invoice.invoice_date && invoice.invoice_date <= until).toBe(true);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download ZIP' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`facturen-${from}-${until}.zip`);
    const entries = Object.keys(unzipSync(new Uint8Array(readFileSync(await file.path()))));
    expect(entries).toContain(`pdf/factuur-${invoice.invoice_id}.pdf`);
    expect(entries).toContain(`overzicht-${from}-${until}.xlsx`);
    await expect(page.getByTestId('export-done')).toContainText('is gedownload');
  });
});
