import { expect, type Locator, type Page } from '@playwright/test';
import { createSignedInClient, type Entry } from './api-client.ts';

/** Today in Amsterdam plus `days`, 'yyyy-MM-dd'. */
export const amsterdamDay = (days = 0) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
};

/** How the nl-NL calendar names a day: "donderdag 26 november 2026". */
export const calendarDayLabel = (day: string) =>
  new Intl.DateTimeFormat('nl-NL', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/** The calendar's button for `day`, paging months forward (then back) until it is there. */
export async function calendarDay(dialog: Locator, day: string): Promise<Locator> {
  const cell = dialog.locator(
    `[role="button"][aria-label*="${calendarDayLabel(day)}"]:not([data-outside-month])`,
  );
  // The calendar appears once the availability has loaded; counting before that would page ahead.
  await expect(dialog.getByRole('grid')).toBeVisible();
  for (let i = 0; i < 3 && (await cell.count()) === 0; i++) {
    await dialog.getByRole('button', { name: 'Volgende maand' }).click();
  }
  // A day of an earlier month than the one shown (e.g. a range that crossed into the next month).
  for (let i = 0; i < 6 && (await cell.count()) === 0; i++) {
    await dialog.getByRole('button', { name: 'Vorige maand' }).click();
  }
  await expect(cell).toHaveCount(1);
  return cell;
}

/** Calls as the demo user, for arranging what a test needs. */
export async function ordersApi(page: Page) {
  const api = await createSignedInClient(page.request);
  return {
    /** An active rentable item with one unit and a price per day. */
    rentableItem: async (name: string, priceCents: number) => {
      const item = await api.post<Entry<{ id: number }>>('/api/item.create', {
        name,
        type: 'rentable',
        status: 'active',
        price: priceCents,
      });
      const unit = await api.post<Entry<{ id: number }>>('/api/unit.create', {
        item_id: item.entry.model.id,
        serial_number: `E2E-${Date.now().toString(36)}`,
      });
      return { itemId: item.entry.model.id, unitId: unit.entry.model.id };
    },
    /** An active sellable item with one stock row of `pieces` and a price per piece. */
    sellableItem: async (name: string, priceCents: number, pieces: number) => {
      const item = await api.post<Entry<{ id: number }>>('/api/item.create', {
        name,
        type: 'sellable',
        status: 'active',
        price: priceCents,
      });
      const unit = await api.post<Entry<{ id: number }>>('/api/unit.create', {
        item_id: item.entry.model.id,
        quantity: pieces,
      });
      return { itemId: item.entry.model.id, unitId: unit.entry.model.id };
    },
    /** A cash order for a new contact, straight through the API (`quantity`: pieces of a stock row). */
    order: (unitId: number, productName: string, from: string, until: string, quantity?: number) =>
      api
        .post<Entry<{ id: number; uuid: string; contact: { uuid: string } }>>('/api/order.cashcreate', {
          contact_method: 'create',
          create_contact: {
            contact_type: 'individual',
            first_name: 'Bezet',
            last_name: 'Testklant',
            email_address: 'bezet@example.nl',
            address_line_1: 'Biltstraat 1',
            postal_code: '3572 AA',
            city: 'Utrecht',
            country: 'nl',
          },
          items: [
            {
              reservation: {
                unit_id: unitId,
                product_name: productName,
                from,
                until,
                delivery_time: '08:00-10:00',
                ...(quantity === undefined ? {} : { quantity }),
              },
            },
          ],
          payment_method: 'cash',
          publish: false,
        })
        .then((r) => r.entry.model),
    revert: (id: number) => api.delete(`/api/order.revert/${id}`),
    availability: (itemId: number, from: string, until: string) =>
      api.get<Record<string, number[]>>(`/api/item.availability/${itemId}`, { from, until }),
  };
}
