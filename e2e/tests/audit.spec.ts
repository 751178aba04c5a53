import { expect, test } from '@playwright/test';
import { loginViaApi } from '../support/auth.ts';
import { DEMO_USER } from '../support/env.ts';
import { amsterdamDay, invoicesApi } from '../support/invoices.ts';

const run = Date.now().toString(36);

test('an owner publishes an invoice and sees who did it in its Geschiedenis', async ({ page }) => {
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

  // The owner's whole log under Instellingen lists it too, and fits a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings/history');
  await expect(page.getByRole('heading', { level: 1, name: 'Geschiedenis' })).toBeVisible();
  await expect(page.getByTestId('audit-log').getByText('Gepubliceerd').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
});
