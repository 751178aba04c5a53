import { expect, test } from '@playwright/test';
import { loginViaApi } from '../support/auth.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { DEMO_USER } from '../support/env.ts';
import { amsterdamDay, invoicesApi } from '../support/invoices.ts';

const run = Date.now().toString(36);

test('an owner publishes an invoice and sees who did it in its Geschiedenis', async ({ page }) => {
  // An axe run takes 10-30 s on a busy machine.
  test.setTimeout(120_000);
  const api = await invoicesApi(page);
  const contact = await api.createContact({ contact_type: 'business', company_name: `Historieklant ${run}` });
  const concept = await api.create({ contact_id: contact.id, invoice_date: amsterdamDay(0) });
  await api.update(concept.id, { items: [{ description: 'Springkussen Kasteel', unitPrice: 12500 }] });
  await loginViaApi(page, `/sales_invoices/${concept.uuid}`);

  const history = page.getByTestId('audit-history');
  // The concept's first load on a busy machine can take a while.
  await expect(history.getByTestId('audit-event')).toHaveCount(2, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Publiceren' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publiceren' }).click();

  const newest = history.getByTestId('audit-event').first();
  await expect(newest).toContainText('Gepubliceerd');
  await expect(newest).toContainText(`${DEMO_USER.givenName} ${DEMO_USER.familyName}`);
  await expect(newest).toContainText('Status: Concept → Openstaand');
  await expect(history.getByTestId('audit-event')).toHaveCount(3);

  const number = (await api.view(concept.id)).invoice_id;
  expect(number).toBeTruthy();

  // The owner's whole log under Instellingen lists it too, names the invoice by its number with a
  // link to it, filters by colleague, and fits a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings/history');
  await expect(page.getByRole('heading', { level: 1, name: 'Geschiedenis' })).toBeVisible();
  const log = page.getByTestId('audit-log');
  const published = log.getByTestId('audit-event').filter({ hasText: 'Gepubliceerd' }).first();
  await expect(published.getByRole('link', { name: `Factuur ${number}` })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);

  const who = page.getByRole('button', { name: /Door/ });
  await who.click();
  await page.getByRole('option', { name: 'Systeem (automatisch)' }).click();
  await expect(log.getByRole('link', { name: `Factuur ${number}` })).toHaveCount(0);
  await who.click();
  await page.getByRole('option', { name: `${DEMO_USER.givenName} ${DEMO_USER.familyName}` }).click();
  await expect(published.getByRole('link', { name: `Factuur ${number}` })).toBeVisible();
  await expect(log.getByTestId('audit-event').filter({ hasText: '· systeem' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await published.getByRole('link', { name: `Factuur ${number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/sales_invoices/${concept.uuid}$`));
});
