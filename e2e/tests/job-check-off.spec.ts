import { expect, test } from '@playwright/test';
import { loginViaApi } from '../support/auth.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { amsterdamDay, ordersApi } from '../support/orders.ts';

const run = Date.now().toString(36);

test('a driver ticks a delivery off with the cash received: the invoice is paid, and undo opens it again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const api = await ordersApi(page);
  const product = `Springkussen Afvink ${run}`;
  const { unitId } = await api.rentableItem(product, 15_125);
  const day = amsterdamDay(1);
  const order = await api.order(unitId, product, day, day);

  await loginViaApi(page, `/schedule/${day}/timeline`);
  const slot = page.locator('section[data-slot="08:00-10:00"]');
  await slot.getByRole('button', { name: new RegExp(product) }).click();
  const dialog = page.getByRole('dialog', { name: 'Details (Bezorging)' });
  await expect(dialog.getByTestId('appointment-amount-due')).toContainText('€ 151,25');
  const cash = dialog.getByLabel('Contant ontvangen (€)');
  await expect(cash).toHaveValue('151,25');
  await expectNoSeriousA11yViolations(page);

  // A wrong amount is refused where it was typed; the job stays to do.
  await cash.fill('veel');
  await dialog.getByRole('button', { name: 'Bezorging afgerond' }).click();
  await expect(
    dialog.getByText('Vul het ontvangen bedrag in, bijvoorbeeld 151,25, of laat het leeg.'),
  ).toBeVisible();

  await cash.fill('151,25');
  await dialog.getByRole('button', { name: 'Bezorging afgerond' }).click();
  await expect(dialog.getByTestId('job-done')).toContainText('contant ontvangen: € 151,25');
  await dialog.getByRole('button', { name: 'Sluiten' }).last().click();
  await expect(
    slot.getByRole('button', { name: new RegExp(`${product}`) }).getByTestId('job-done-mark'),
  ).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Voorgestelde volgorde' })
      .getByRole('listitem')
      .filter({ hasText: product })
      .filter({ hasText: 'Bezorging' }),
  ).toContainText('Afgerond');

  // The order's invoice is paid in cash.
  await page.goto(`/orders/${order.uuid}`);
  await page
    .getByRole('link', { name: /Factuur/ })
    .first()
    .click();
  // Only the status badge reads exactly "Betaald"; the Geschiedenis tells the cash payment in full.
  await expect(page.getByText('Betaald', { exact: true })).toBeVisible({ timeout: 30_000 });
  const payment = page.getByTestId('audit-history').getByTestId('audit-event').filter({
    hasText: 'Betaling geregistreerd',
  });
  await expect(payment).toContainText('€ 151,25 contant op');
  await expect(payment.getByText('Betaalwijze: — → contant', { exact: true })).toBeVisible();
  await expect(payment.getByText('Status: Openstaand → Betaald', { exact: true })).toBeVisible();

  // Undo: the job is to do again and the payment is gone.
  await page.goto(`/schedule/${day}/timeline`);
  await slot.getByRole('button', { name: new RegExp(product) }).click();
  await dialog.getByRole('button', { name: 'Afvinken ongedaan maken' }).click();
  await expect(dialog.getByRole('button', { name: 'Bezorging afgerond' })).toBeVisible();
});
