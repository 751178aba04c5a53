import { expect, test } from '@playwright/test';
import { loginViaApi } from '../support/auth.ts';
import { amsterdamDay, dutchDate, invoicesApi } from '../support/invoices.ts';
import { mailCount, waitForNewMail } from '../support/mail.ts';
import { getSettingsViaApi, setSettingsViaApi } from '../support/settings.ts';

const run = Date.now().toString(36);
// The e2e server offers iDEAL only with E2E_MOLLIE_API_KEY (playwright.config.ts); the mail's
// "Betaal met iDEAL" link follows that.
const idealOn = Boolean(process.env.E2E_MOLLIE_API_KEY);

test.describe('reminders', () => {
  test('Stuur herinnering on an overdue invoice shows the preview, sends it and the mail arrives with the amount', async ({
    page,
  }) => {
    // A PDF is rendered for the preview's mail; on a busy 2-core machine this takes its time.
    test.setTimeout(120_000);
    const api = await invoicesApi(page);
    const email = `laat-${run}@example.nl`;
    const contact = await api.createContact({
      contact_type: 'business',
      company_name: `Vergeetachtig ${run}`,
      email_address: email,
    });
    // € 125,00 + 21 % = € 151,25, dated 30 days ago with 14 days to pay: overdue.
    const invoice = await api.published(contact.id, amsterdamDay(-30));
    await loginViaApi(page, `/sales_invoices/${invoice.uuid}`);
    // The first page load of a fresh browser can be slow on a busy machine.
    await expect(page.getByText('Nog geen herinnering verstuurd.')).toBeVisible({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Stuur herinnering' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Herinnering versturen' });
    await expect(dialog).toContainText(`Aan ${email}`);
    const preview = dialog.getByTestId('reminder-preview');
    await expect(preview).toContainText('€ 151,25');
    await expect(dialog).toContainText(`Herinnering: factuur ${invoice.invoice_id}`);
    if (idealOn) await expect(preview).toContainText('Betaal met iDEAL: http');
    else await expect(preview).not.toContainText('iDEAL');

    const before = mailCount();
    await dialog.getByRole('button', { name: 'Versturen' }).click();
    await expect(page.getByTestId('reminders')).toContainText('Herinnering', { timeout: 30_000 });
    await expect(page.getByTestId('reminders')).toContainText(email);

    const mail = await waitForNewMail(before, email);
    expect(mail.subject).toContain(`Herinnering: factuur ${invoice.invoice_id}`);
    expect(mail.text).toContain('€ 151,25');
    expect(mail.raw).toContain('application/pdf');
    if (idealOn) {
      const link = /Betaal met iDEAL: (\S+)/.exec(mail.text)?.[1] ?? '';
      expect(link).toMatch(/\/api\/ideal\.pay\/[0-9a-f-]{36}\.[\w-]{22}$/);
      expect(link).toContain(invoice.uuid);
    } else {
      expect(mail.text).not.toContain('iDEAL');
    }

    // The next one is the aanmaning, which waits 21 days (Aanmaning na) after the herinnering: not
    // offered now, and the card says from when.
    await expect(page.getByTestId('next-reminder')).toHaveText(
      `De aanmaning kan vanaf ${dutchDate(amsterdamDay(21))} worden verstuurd.`,
    );
    await expect(page.getByRole('button', { name: 'Stuur herinnering' })).toHaveCount(0);
    // The invoice's Geschiedenis shows the reminder at once, without reloading the page.
    await expect(page.getByTestId('audit-history')).toContainText(
      `Herinnering verstuurd · Herinnering aan ${email}`,
    );
    await expect(page.getByTestId('mail-history')).toContainText(email);
  });

  test('form of address: "u" chosen under Betalingen en herinneringen is how the next reminder speaks', async ({
    page,
    request,
  }) => {
    // The reminder's preview renders nothing heavy, but the first load of a busy machine can be slow.
    test.setTimeout(90_000);
    const api = await invoicesApi(page);
    const contact = await api.createContact({
      contact_type: 'individual',
      first_name: 'Fleur',
      last_name: `Visser${run}`,
      email_address: `fleur-${run}@example.nl`,
    });
    const invoice = await api.published(contact.id, amsterdamDay(-30));

    // The setting is shared by the whole e2e database: put back whatever happens.
    try {
      await loginViaApi(page, '/settings/payments');
      const form = page.getByRole('button', { name: /Klanten aanspreken/ });
      await expect(form).toContainText('Met je (informeel)');
      await form.click();
      await page.getByRole('option', { name: 'Met u (formeel)' }).click();
      await expect(form).toContainText('Met u (formeel)');
      await page.getByRole('button', { name: 'Opslaan' }).click();
      await expect(
        page.getByText('De instellingen voor betalingen en herinneringen zijn opgeslagen.'),
      ).toBeVisible();
      expect((await getSettingsViaApi(request)).customer_address_form).toBe('u');
      await page.reload();
      await expect(page.getByRole('button', { name: /Klanten aanspreken/ })).toContainText('Met u (formeel)');

      await page.goto(`/sales_invoices/${invoice.uuid}`);
      await page.getByRole('button', { name: 'Stuur herinnering' }).click();
      const preview = page
        .getByRole('alertdialog', { name: 'Herinnering versturen' })
        .getByTestId('reminder-preview');
      await expect(preview).toContainText(`Geachte Fleur Visser${run},`, { timeout: 30_000 });
      await expect(preview).toContainText('Wilt u dit bedrag zo snel mogelijk betalen?');
      await expect(preview).not.toContainText('Wil je');
    } finally {
      await setSettingsViaApi(request, { customer_address_form: 'je' });
    }
  });
});
