import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { createSignedInClient, type Entry } from '../support/api-client.ts';
import { loginViaApi } from '../support/auth.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { amsterdamDay, dutchDate, invoicesApi } from '../support/invoices.ts';
import { attachmentOf, mailCount, waitForNewMail } from '../support/mail.ts';

const run = Date.now().toString(36);

const pdfText = async (bytes: Buffer) => {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
};

const lineDescriptions = (page: Page) =>
  page
    .getByTestId('invoice-line')
    .locator('input[id$="-d"]')
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

/** Whether leaving the page now would ask first (a beforeunload handler that cancels). */
const leaveIsGuarded = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

async function typeLine(page: Page, n: number, description: string, price: string) {
  if (n > 1) await page.getByRole('button', { name: 'Regel toevoegen' }).click();
  await page.getByLabel(`Omschrijving regel ${n}`).fill(description);
  await page.getByLabel(`Prijs regel ${n}`).fill(price);
}

test.describe('invoices a business can trust', () => {
  test('typed lines are saved as you go and survive a reload; totals follow live; leaving unsaved work asks first', async ({
    page,
  }) => {
    const api = await invoicesApi(page);
    const contact = await api.createContact({ contact_type: 'business', company_name: `Bewaarklant ${run}` });
    const concept = await api.create({ contact_id: contact.id });
    await loginViaApi(page, `/sales_invoices/${concept.uuid}`);
    await page.getByRole('button', { name: 'Regels bewerken' }).click();

    await typeLine(page, 1, 'Springkussen Kasteel', '100');
    // The side panel and the closing text follow the lines while typing.
    await expect(page.getByTestId('amount-due')).toHaveText('€ 121,00');
    await expect(page.getByTestId('closing-text')).toContainText('€ 121,00');
    await typeLine(page, 2, 'Bezorging', '20');
    await typeLine(page, 3, 'Suikerspin', '45');
    await page.getByLabel('Btw regel 3').selectOption('9');
    await expect(page.getByTestId('amount-due')).toHaveText('€ 194,25');
    await expect(page.getByTestId('lines-save-state')).toHaveText('Alle regels zijn opgeslagen.');
    expect(await leaveIsGuarded(page)).toBe(false);

    await page.reload();
    await expect(page.getByTestId('invoice-line-view')).toHaveCount(3);
    await expect(page.getByTestId('invoice-line-view').nth(2)).toContainText('Suikerspin');
    await expect(page.getByTestId('amount-due')).toHaveText('€ 194,25');

    // A price that cannot be read is not saved: the editor says so, leaving asks first and
    // Publiceren says exactly why it cannot go ahead.
    await page.getByRole('button', { name: 'Regels bewerken' }).click();
    await page.getByLabel('Prijs regel 2').fill('twintig');
    await expect(page.getByTestId('lines-save-state')).toContainText(
      'Nog niet opgeslagen. Regel 2 heeft een aantal of prijs die niet te lezen is',
    );
    expect(await leaveIsGuarded(page)).toBe(true);
    await page.getByRole('link', { name: 'Contacten' }).first().click();
    const leave = page.getByRole('alertdialog', { name: 'Wijzigingen nog niet opgeslagen' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Blijven' }).click();
    await expect(page).toHaveURL(new RegExp(concept.uuid));
    await page.getByRole('button', { name: 'Publiceren' }).click();
    await expect(page.getByTestId('publish-blocked')).toHaveText(
      'De factuurregels zijn nog niet opgeslagen, dus publiceren kan nog niet. Regel 2 heeft een aantal of prijs die niet te lezen is (bijvoorbeeld 12,50). Verbeter of verwijder die regel.',
    );
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await page.getByLabel('Prijs regel 2').fill('25');
    await expect(page.getByTestId('lines-save-state')).toHaveText('Alle regels zijn opgeslagen.');
    expect(await leaveIsGuarded(page)).toBe(false);
    await page.reload();
    await expect(page.getByTestId('amount-due')).toHaveText('€ 200,30');
  });

  test('Publiceren right after typing saves the lines first and confirms in Dutch', async ({ page }) => {
    const api = await invoicesApi(page);
    const contact = await api.createContact({ contact_type: 'business', company_name: `Snelklant ${run}` });
    const concept = await api.create({ contact_id: contact.id });
    await loginViaApi(page, `/sales_invoices/${concept.uuid}`);
    await page.getByRole('button', { name: 'Regels bewerken' }).click();
    await typeLine(page, 1, 'Stormbaan', '245');
    await typeLine(page, 2, 'Begeleider', '35');
    await page.getByLabel('Aantal regel 2').fill('3');
    await typeLine(page, 3, 'Aggregaat', '45');
    // No wait for the autosave: Publiceren saves first.
    await page.getByRole('button', { name: 'Publiceren' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Factuur publiceren' });
    await expect(dialog).toContainText('Totaal € 477,95');
    await expect(dialog).toContainText('definitief factuurnummer');
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await expect(page.getByText('Concept', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Publiceren' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Publiceren' }).click();
    await expect(page.getByText('Openstaand', { exact: true })).toBeVisible();
    await expect(page.getByTestId('invoice-line-view')).toHaveCount(3);
    await expect(page.getByTestId('amount-due')).toHaveText('€ 477,95');
  });

  test('mark paid with the payment day: Betaald op, no payment request, shown in the list; oninbaar asks first', async ({
    page,
  }) => {
    const api = await invoicesApi(page);
    const contact = await api.createContact({ contact_type: 'business', company_name: `Betaalklant ${run}` });
    const invoice = await api.published(contact.id, amsterdamDay(-10));
    const paidDay = amsterdamDay(-3);
    await loginViaApi(page, `/sales_invoices/${invoice.uuid}`);
    await expect(page.getByTestId('closing-text')).toContainText('Wij verzoeken je vriendelijk');
    await page.getByRole('button', { name: 'Extra' }).click();
    await page.getByRole('menuitem', { name: 'Markeer als betaald' }).click();
    const dialog = page.getByRole('dialog', { name: 'Markeer als betaald' });
    const paidAt = dialog.getByRole('textbox', { name: 'Betaald op' });
    await paidAt.fill(dutchDate(paidDay).replaceAll('-', ''));
    await paidAt.blur();
    await expect(paidAt).toHaveValue(dutchDate(paidDay));
    await dialog.getByRole('button', { name: 'Markeer als betaald' }).click();
    await expect(page.getByTestId('paid-on')).toHaveText(`Betaald op ${dutchDate(paidDay)}`);
    await expect(page.getByRole('heading', { name: 'Ontvangen' })).toBeVisible();
    await expect(page.getByTestId('closing-text')).toContainText(`is op ${dutchDate(paidDay)} betaald`);
    await expect(page.getByTestId('closing-text')).not.toContainText('Wij verzoeken');

    await page.goto('/sales_invoices');
    await page.getByRole('searchbox', { name: 'Zoek facturen' }).fill(invoice.invoice_id ?? '');
    await expect(page.getByRole('row').filter({ hasText: invoice.invoice_id ?? '' })).toContainText(
      `op ${dutchDate(paidDay)}`,
    );

    const other = await api.published(contact.id, amsterdamDay(-2));
    await page.goto(`/sales_invoices/${other.uuid}`);
    await page.getByRole('button', { name: 'Extra' }).click();
    await page.getByRole('menuitem', { name: 'Markeer als oninbaar' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Markeer als oninbaar' });
    await expect(confirm).toContainText(
      `Je verwacht de € 151,25 van Betaalklant ${run} niet meer te ontvangen.`,
    );
    await confirm.getByRole('button', { name: 'Annuleren' }).click();
    await expect(page.getByText('Openstaand', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Extra' }).click();
    await page.getByRole('menuitem', { name: 'Markeer als oninbaar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Markeer als oninbaar' }).click();
    await expect(page.getByText('Oninbaar', { exact: true })).toBeVisible();
  });

  test('the PDF states the delivery period, Btw verlegd with the buyer VAT id, and the IBAN whole', async ({
    page,
  }) => {
    const api = await invoicesApi(page);
    const contact = await api.createContact({
      contact_type: 'business',
      company_name: `Feestagentur Schmidt ${run}`,
      vat_id: 'DE811234567',
      address_line_1: 'Hauptstraße 5',
      postal_code: '47533',
      city: 'Kleve',
      country: 'de',
    });
    const concept = await api.create({
      contact_id: contact.id,
      invoice_date: amsterdamDay(),
      delivery_from: '2026-12-12',
      delivery_until: '2026-12-14',
    });
    await api.update(concept.id, {
      items: [{ description: 'Springkussen Kasteel (3 dagen)', unitPrice: 37_500 }],
    });
    await loginViaApi(page, `/sales_invoices/${concept.uuid}`);
    await page.getByRole('button', { name: 'Regels bewerken' }).click();
    await page.getByRole('button', { name: /Btw in rekening brengen/ }).click();
    await page.getByRole('option', { name: /Btw verlegd/ }).click();
    await expect(page.getByTestId('invoice-totals')).toContainText('Btw verlegd');
    await expect(page.getByTestId('invoice-totals')).toContainText('€ 375,00');
    await expect(page.getByTestId('lines-save-state')).toHaveText('Alle regels zijn opgeslagen.');
    await page.getByRole('button', { name: 'Publiceren' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Publiceren' }).click();
    await expect(page.getByText('Openstaand', { exact: true })).toBeVisible();
    await expect(page.getByTestId('delivery')).toHaveText('12-12-2026 t/m 14-12-2026');
    await expect(page.getByTestId('closing-text')).toContainText(
      'Btw verlegd naar de afnemer (btw-id DE811234567).',
    );

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PDF downloaden' }).click();
    const text = await pdfText(readFileSync(await (await download).path()));
    expect(text).toContain('Leverperiode 12-12-2026 t/m 14-12-2026');
    expect(text).toContain('Springkussen Kasteel (3 dagen) 1 € 375,00 verlegd € 375,00');
    expect(text).toContain('Btw verlegd: de btw wordt verlegd naar de afnemer. Btw-id afnemer: DE811234567.');
    expect(text).toContain('Totaal te betalen € 375,00');
    expect(text).toContain('op IBAN NL91 ABNA 0417 1643 00 t.n.v.');
    expect(text).not.toContain('Btw 21%');
  });

  test('Verstuur per e-mail publishes the concept and mails the PDF; the page keeps the history', async ({
    page,
  }) => {
    const api = await invoicesApi(page);
    const contact = await api.createContact({
      contact_type: 'business',
      company_name: `Mailklant ${run}`,
      email_address: `info-${run}@example.nl`,
      person: { first_name: 'Fleur', last_name: 'Visser', email_address: `fleur-${run}@example.nl` },
    });
    const client = await createSignedInClient(page.request);
    const view = await client.get<Entry<{ people: { id: number }[] }>>(`/api/contact.view/${contact.id}`);
    const personId = view.entry.model.people[0]!.id;
    const concept = await api.create({ contact_id: contact.id, person_id: personId });
    await api.update(concept.id, {
      items: [{ description: 'Waterglijbaan Tropical (1 dag)', unitPrice: 19_500 }],
    });
    await loginViaApi(page, `/sales_invoices/${concept.uuid}`);

    await page.getByRole('button', { name: 'Extra' }).click();
    await page.getByRole('menuitem', { name: 'Verstuur per e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verstuur per e-mail' });
    await expect(dialog.getByRole('textbox', { name: 'Aan' })).toHaveValue(`fleur-${run}@example.nl`);
    await expect(dialog.getByRole('textbox', { name: 'Bericht' })).toHaveValue(/Beste Fleur Visser,/);
    await expect(dialog).toContainText('Bij versturen wordt hij eerst gepubliceerd');
    await expectNoSeriousA11yViolations(page);
    const to = `boekhouding-${run}@example.nl`;
    await dialog.getByRole('textbox', { name: 'Aan' }).fill(to);
    const before = mailCount();
    await dialog.getByRole('button', { name: 'Publiceren en versturen' }).click();

    await expect(page.getByText('Openstaand', { exact: true })).toBeVisible();
    const number = (await page.getByTestId('invoice-number').textContent())?.trim() ?? '';
    expect(number).toMatch(/^F\d{4}-\d{4,}$/);
    const history = page.getByTestId('mail-history');
    await expect(history).toContainText(`Aan ${to}`);
    await expect(history).toContainText('verzonden', { timeout: 15_000 });

    const mail = await waitForNewMail(before, to);
    expect(mail.subject).toBe(`Factuur ${number} van Springplezier Verhuur B.V.`);
    expect(mail.text).toContain(`Hierbij ontvang je factuur ${number}`);
    const pdf = attachmentOf(mail.raw, `factuur-${number}.pdf`);
    const text = await pdfText(pdf);
    expect(text).toContain(`Factuurnummer ${number}`);
    expect(text).toContain('Waterglijbaan Tropical (1 dag)');
    expect(text).not.toContain('CONCEPT');
  });

  test('an article fills a line: a rentable one over the rental period is priced by the price rule and names it', async ({
    page,
  }) => {
    const api = await invoicesApi(page);
    const contact = await api.createContact({
      contact_type: 'business',
      company_name: `Artikelklant ${run}`,
    });
    const concept = await api.create({
      contact_id: contact.id,
      delivery_from: '2026-12-12',
      delivery_until: '2026-12-14',
    });
    // The company's rules are the default (days × day price): three days of € 125.
    const JUNGLE_LINE = 'Springkasteel Jungle, za 12 dec t/m ma 14 dec 2026 (3 dagen)';
    await loginViaApi(page, `/sales_invoices/${concept.uuid}`);
    await page.getByRole('button', { name: 'Regels bewerken' }).click();
    await page.getByRole('button', { name: 'Artikel toevoegen' }).click();
    let picker = page.getByRole('dialog', { name: 'Artikel kiezen' });
    await expect(picker).toContainText('3 dagen (12-12-2026 t/m 14-12-2026');
    await picker.getByRole('textbox', { name: 'Zoek een artikel' }).fill('Springkasteel Jungle');
    await expect(picker.getByRole('option')).toHaveCount(1);
    await picker.getByRole('option', { name: /Springkasteel Jungle/ }).click();
    await expect.poll(() => lineDescriptions(page)).toEqual([JUNGLE_LINE]);
    await expect(page.getByLabel('Prijs regel 1')).toHaveValue('375,00');

    await page.getByRole('button', { name: 'Regel toevoegen' }).click();
    await page.getByRole('button', { name: 'Artikel kiezen voor regel 2' }).click();
    picker = page.getByRole('dialog', { name: 'Artikel kiezen' });
    await picker.getByRole('textbox', { name: 'Zoek een artikel' }).fill('Confetti kanon');
    await expect(picker.getByRole('option')).toHaveCount(1);
    await picker.getByRole('option', { name: /Confetti kanon/ }).click();
    await expect.poll(() => lineDescriptions(page)).toEqual([JUNGLE_LINE, 'Confetti kanon']);
    await expect(page.getByLabel('Prijs regel 2')).toHaveValue('4,95');
    await expect(page.getByTestId('lines-save-state')).toHaveText('Alle regels zijn opgeslagen.');
    await expect(page.getByTestId('amount-due')).toHaveText('€ 459,74');
  });

  test('the line editor on a 390 px phone: labelled fields, no sideways scrolling, amounts on one line', async ({
    page,
  }) => {
    const api = await invoicesApi(page);
    const contact = await api.createContact({
      contact_type: 'business',
      company_name: `Telefoonklant ${run}`,
    });
    const concept = await api.create({ contact_id: contact.id });
    await api.update(concept.id, {
      items: [
        {
          description: 'Springkussen Kasteel met een heel lange omschrijving voor een klein scherm',
          unitCount: 10,
          unitPrice: 123_456,
        },
        { description: 'Borg', unitPrice: 5000, taxRate: 0 },
      ],
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await loginViaApi(page, `/sales_invoices/${concept.uuid}`);
    await page.getByRole('button', { name: 'Regels bewerken' }).click();
    const first = page.getByTestId('invoice-line').first();
    for (const label of ['Omschrijving', 'Aantal', 'Prijs', 'Btw']) {
      await expect(first.locator('label', { hasText: new RegExp(`^${label} regel 1`) })).toBeVisible();
    }
    await expect(first.getByText('Bedrag', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Waarom 0% btw? regel 2')).toBeVisible();
    await page.getByLabel('Waarom 0% btw? regel 2').selectOption('outside_scope');
    await expect(page.getByLabel('Bedrag regel 1')).toHaveText('€ 12.345,60');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    for (const amount of await page
      .locator('[data-testid="invoice-line"] output, [data-testid="invoice-totals"] dd')
      .all()) {
      const lines = await amount.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
      });
      expect(lines, (await amount.textContent()) ?? '').toBeLessThanOrEqual(1);
    }
    await expect(page.getByTestId('lines-save-state')).toHaveText('Alle regels zijn opgeslagen.');
    await page.screenshot({ path: test.info().outputPath('lines-390.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: test.info().outputPath('lines-1280.png'), fullPage: true });
  });
});

test.describe('publishing never dead-ends on a 0% line', () => {
  test('a 0% line without a reason gets it in the Publiceren dialog, preselected, in one go', async ({
    page,
  }) => {
    const api = await invoicesApi(page);
    const contact = await api.createContact({
      contact_type: 'individual',
      first_name: 'Łukasz',
      last_name: `Doğan-Şahin Yılmaz ${run}`,
      address_line_1: 'Ğülstraat 5',
    });
    const concept = await api.create({ contact_id: contact.id, invoice_date: amsterdamDay() });
    await api.update(concept.id, {
      items: [
        { description: 'Springkussen Kasteel', unitPrice: 12_500, taxRate: 21 },
        { description: 'Borg', unitPrice: 5000, taxRate: 0 },
      ],
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await loginViaApi(page, `/sales_invoices/${concept.uuid}`);
    await page.getByRole('button', { name: 'Publiceren' }).click();
    const dialog = page.getByRole('alertdialog');
    const reason = dialog.getByLabel('Borg');
    await expect(reason).toHaveValue('outside_scope');
    await expect(reason.locator('option:checked')).toHaveText('Buiten de btw (niet belast)');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.screenshot({ path: test.info().outputPath('publish-zero-rate-390.png') });
    await dialog.getByRole('button', { name: 'Publiceren' }).click();
    await expect(page.getByText('Openstaand', { exact: true })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PDF downloaden' }).click();
    const text = await pdfText(readFileSync(await (await download).path()));
    expect(text).toContain('Borg 1 € 50,00 0% € 50,00 Niet belast: buiten de reikwijdte van de btw');
    expect(text).toContain(`Łukasz Doğan-Şahin Yılmaz ${run}`);
    expect(text).toContain('Ğülstraat 5');
  });
});
