import { expect, test } from '@playwright/test';
import { createSignedInClient } from '../support/api-client.ts';
import { loginViaApi } from '../support/auth.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { amsterdamDay } from '../support/orders.ts';

/** An online request through the public booking API, as a customer on /boeken makes one. */
const requestBooking = async (
  request: import('@playwright/test').APIRequestContext,
  who: { first: string; email: string },
  day: string,
) => {
  const shop = (await (await request.get('/api/booking.items')).json()) as {
    shop: { terms_version: string };
  };
  const created = await request.post('/api/booking.create', {
    data: {
      items: [
        {
          slug: 'springkasteel-prinses',
          from: day,
          until: day,
          quantity: 1,
          delivery_time: '10:00-12:00',
          pickup_time: '16:00-18:00',
        },
      ],
      payment_method: 'cash',
      customer: {
        contact_type: 'individual',
        first_name: who.first,
        last_name: 'Aanvrager',
        email_address: who.email,
        phone_number: '06-12341234',
        address_line_1: 'Oudegracht 12',
        postal_code: '3511 AB',
        city: 'Utrecht',
      },
      terms_accepted: true,
      terms_version: shop.shop.terms_version,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
};

test('"n nieuw" opens the orders on In behandeling, where the new request is', async ({ page, request }) => {
  // Two axe runs (10-30 s each on a busy machine).
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const first = `Noor${run}`;
  await requestBooking(request, { first, email: `noor-${run}@example.nl` }, amsterdamDay(150));
  const row = page.getByRole('row').filter({ hasText: `${first} Aanvrager` });

  // The Orders link itself keeps the person's own filter (default Bevestigd + Betaald).
  await loginViaApi(page, '/schedule');
  const sidebar = page.locator('aside');
  await sidebar.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
  await expect(row).toHaveCount(0);

  // The badge is a link of its own to the requests.
  const badge = sidebar.getByRole('link', { name: /\d+ nieuw/ });
  await expect(badge.getByTestId('new-requests')).toHaveText(/^\d+ nieuw$/);
  await badge.click();
  // The linked statuses become the list's kept choice, and the parameter leaves the address.
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('button', { name: /Status/ })).toContainText('In behandeling');
  await expect(row).toBeVisible();
  await expect(row.getByText('In behandeling')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Back from the request returns to the same list; so does Orders in the navigation.
  await row.click();
  await expect(page.getByRole('button', { name: 'Bevestigen' })).toBeVisible();
  const orderUuid = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await page.goBack();
  await expect(row).toBeVisible();
  await sidebar.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(row).toBeVisible();

  // On a phone the Orders item carries the count and opens the requests.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/schedule');
  const bar = page.getByRole('navigation', { name: 'Hoofdmenu' });
  const orders = bar.getByRole('link', { name: /Orders/ });
  await expect(orders.getByTestId('new-requests')).toHaveText(/^\d+$/);
  await expect(orders).toHaveAttribute('href', '/orders?status=pending');
  await orders.click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(row).toBeVisible();
  const { scrollWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);

  // The shared database as it was: no request left waiting (the navigation of later tests).
  const api = await createSignedInClient(page.request);
  await api.post(`/api/order.decline/${orderUuid}`, { reason: null });
});
