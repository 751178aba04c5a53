import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';
import { loginViaApi } from '../support/auth.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
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
    await page.getByRole('button', { name: 'PDF downloaden' }).click();
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
    await page.getByRole('button', { name: 'UBL downloaden' }).click();
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

  test('the partial credit dialog shows one readable row per line, on a desktop and at 390 px', async ({
    page,
  }, testInfo) => {
    const api = await invoicesApi(page);
    const contact = await api.createContact({ contact_type: 'business', company_name: `Deelcredit ${run}` });
    const created = await api.create({ contact_id: contact.id, invoice_date: amsterdamDay(0) });
    const castle = 'Springkasteel Jungle, 5 dec. 2026 t/m 6 dec. 2026 (2 dagen)';
    const tables = '5 × Statafel met hoes, 5 dec. 2026 t/m 6 dec. 2026 (2 dagen)';
    await api.update(created.id, {
      items: [
        { description: castle, unitCount: 2, unitPrice: 12_500 },
        { description: tables, unitCount: 10, unitPrice: 1_500 },
      ],
    });
    const invoice = await api.update(created.id, { status: 'outstanding' });
    await loginViaApi(page, `/sales_invoices/${invoice.uuid}`);
    const dialog = page.getByRole('alertdialog', { name: 'Factuur crediteren' });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('button', { name: 'Extra' }).click();
      await page.getByRole('menuitem', { name: 'Crediteren' }).click();
      await dialog.getByText('Een deel: kies per regel het aantal').click();
      const rows = dialog.getByTestId('credit-line');
      await expect(rows).toHaveCount(2);
      for (const [description, invoiced] of [
        [castle, '2'],
        [tables, '10'],
      ] as const) {
        const row = rows.filter({ hasText: description });
        const text = row.getByText(description, { exact: true });
        await expect(text).toBeVisible();
        // The description reads as a line of text, never squeezed to a few letters' width.
        const box = await text.boundingBox();
        expect(box?.width ?? 0, `description at ${width} px`).toBeGreaterThan(width < 640 ? 250 : 300);
        expect(box?.height ?? 0, `description at ${width} px`).toBeLessThan(width < 640 ? 70 : 45);
        await expect(row).toContainText(invoiced);
        await expect(row.getByLabel(`Crediteren van ${description}`)).toHaveValue(invoiced);
      }
      await dialog.screenshot({ path: testInfo.outputPath(`credit-dialog-${width}.png`) });
      await expectNoSeriousA11yViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await dialog.getByRole('button', { name: 'Annuleren' }).click();
      await expect(dialog).toBeHidden();
    }

    // Credit 4 of the 10 table-days only: the credit note has that one line.
    await page.getByRole('button', { name: 'Extra' }).click();
    await page.getByRole('menuitem', { name: 'Crediteren' }).click();
    await dialog.getByText('Een deel: kies per regel het aantal').click();
    await dialog.getByLabel(`Crediteren van ${castle}`).fill('0');
    await dialog.getByLabel(`Crediteren van ${tables}`).fill('4');
    await dialog.getByRole('button', { name: 'Creditfactuur maken' }).click();
    await expect(page.getByTestId('credit-reference')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('invoice-line-view')).toHaveCount(1);
    await expect(page.getByTestId('invoice-line-view')).toContainText(tables);
    await expect(page.getByTestId('amount-due')).toContainText('-');
  });

  test('the export screen downloads the quarter as a ZIP', async ({ page }) => {
    const api = await invoicesApi(page);
    const contact = await api.createContact({ contact_type: 'business', company_name: `Exportklant ${run}` });
    const invoice = await api.published(contact.id, amsterdamDay(0));
    await loginViaApi(page, '/sales_invoices');
    await page.getByRole('button', { name: 'Export voor de boekhouder' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Export voor de boekhouder');
    // The fields show dd-mm-jjjj; the file names use yyyy-MM-dd.
    const iso = (shown: string) => shown.split('-').reverse().join('-');
    const from = iso(await page.getByRole('textbox', { name: 'Van' }).inputValue());
    const until = iso(await page.getByRole('textbox', { name: 'Tot en met' }).inputValue());
    expect(from <= invoice.invoice_date && invoice.invoice_date <= until).toBe(true);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'ZIP downloaden' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`facturen-${from}-${until}.zip`);
    const entries = Object.keys(unzipSync(new Uint8Array(readFileSync(await file.path()))));
    expect(entries).toContain(`pdf/factuur-${invoice.invoice_id}.pdf`);
    expect(entries).toContain(`overzicht-${from}-${until}.xlsx`);
    await expect(page.getByTestId('export-done')).toContainText('is gedownload');
  });
});
