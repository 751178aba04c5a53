import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { loginViaApi } from '../support/auth.ts';
import { amsterdamDay, invoicesApi } from '../support/invoices.ts';

const run = Date.now().toString(36);

test.describe('UBL e-invoices', () => {
  // Each test loads several pages and renders PDFs on the server; room for a busy machine.
  test.setTimeout(300_000);
  test('Download UBL beside the PDF of a published invoice; a concept offers none', async ({ page }) => {
    const api = await invoicesApi(page);
    const contact = await api.createContact({
      contact_type: 'business',
      company_name: `Gemeente Ubl ${run}`,
      coc_id: '12345678',
    });
    const concept = await api.create({ contact_id: contact.id });
    await api.update(concept.id, {
      items: [{ description: 'Springkussen Kasteel (2 dagen)', unitPrice: 25000 }],
    });
    await loginViaApi(page, `/sales_invoices/${concept.uuid}`);
    await expect(page.getByRole('button', { name: 'PDF downloaden' })).toBeVisible({ timeout: 90_000 });
    await expect(page.getByRole('button', { name: 'UBL downloaden' })).toHaveCount(0);

    const published = await api.published(contact.id, amsterdamDay(), 'Stormbaan (1 dag)');
    await page.goto(`/sales_invoices/${published.uuid}`);
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'UBL downloaden' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`factuur-${published.invoice_id}.xml`);
    const xml = readFileSync(await download.path(), 'utf8');
    expect(xml).toContain('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"');
    expect(xml).toContain('urn:cen.eu:en16931:2017#compliant#urn:fdc:nen.nl:nlcius:v1.0');
    expect(xml).toContain(`<cbc:ID>${published.invoice_id}</cbc:ID>`);
    expect(xml).toContain(`<cbc:Name>Gemeente Ubl ${run}</cbc:Name>`);
    expect(xml).toContain('<cbc:CompanyID schemeID="0106">12345678</cbc:CompanyID>');
    expect(xml).toContain('mimeCode="application/pdf"');
  });

  test('a Dutch business without KvK: the download names the missing KvK-nummer, and so does the contact form', async ({
    page,
  }) => {
    const api = await invoicesApi(page);
    const name = `Zonder KvK ${run}`;
    const contact = await api.createContact({ contact_type: 'business', company_name: name });
    const published = await api.published(contact.id, amsterdamDay());
    await loginViaApi(page, `/sales_invoices/${published.uuid}`);
    await page.getByRole('button', { name: 'UBL downloaden' }).click();
    await expect(page.getByText(`vul het KvK-nummer van ${name} in bij het contact`)).toBeVisible();

    // "UBL meesturen" without a KvK number is refused in the form, next to the KvK field.
    await page.goto(`/contacts/${contact.uuid}/edit`);
    await expect(page.getByText('Nodig voor een e-factuur (UBL) aan een Nederlands bedrijf.')).toBeVisible({
      timeout: 90_000,
    });
    await page.getByText('UBL meesturen').click();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    const kvk = page.getByLabel('KvK-nummer');
    await expect(
      page.getByText('Een e-factuur (UBL) aan een Nederlands bedrijf heeft het KvK-nummer nodig'),
    ).toBeVisible();
    await kvk.fill('87654321');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page).toHaveURL(new RegExp(`/contacts/${contact.uuid}$`));

    // Now the e-invoice follows.
    await page.goto(`/sales_invoices/${published.uuid}`);
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'UBL downloaden' }).click();
    expect((await downloadPromise).suggestedFilename()).toBe(`factuur-${published.invoice_id}.xml`);
  });
});
