import type { Page } from '@playwright/test';
import { createSignedInClient, type Entry, type Results } from './api-client.ts';
import { pngFile } from './items.ts';

export type ScheduleJob = {
  id: string;
  date: string;
  type: 'delivery' | 'pickup';
  order_id: number;
  unit: { item: { name: string } };
};

/** Monday of the week `weeks` from this one, as 'yyyy-MM-dd' in Amsterdam. */
export function mondayInWeeks(weeks: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - sinceMonday + weeks * 7);
  return date.toISOString().slice(0, 10);
}

export const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * Agenda test data, all through the real API as the demo user: contacts and items, then orders
 * through order.cashcreate (which reserves the units and sets the delivery window) and
 * cancellations through order.revert, so the tests run the real order → agenda loop. The days
 * are chosen by each test in weeks no other test uses.
 */
export async function scheduleApi(page: Page) {
  const api = await createSignedInClient(page.request);

  return {
    headers: api.headers,
    jobs: (from: string, until: string) =>
      api.get<Results<ScheduleJob>>('/api/jobs.view', { from, until }).then((r) => r.results),
    customer: async (fields: Record<string, unknown>) =>
      (
        await api.post<Entry<{ id: number; display_name: string }>>('/api/contact.create', {
          contact_type: 'individual',
          country: 'nl',
          ...fields,
        })
      ).entry.model,

    /** A rentable item (with one picture when `withImage`) and one unit with this serial number. */
    rentable: async (name: string, serial: string, withImage = true) => {
      let images: number[] = [];
      if (withImage) {
        const file = pngFile(`${serial}.png`, [40, 140, 90]);
        const asset = await api.upload<Entry<{ id: number }>>('/api/asset.create', {
          asset: file,
          file_name: file.name,
          file_size: String(file.buffer.length),
          mime_type: file.mimeType,
          storage_config: JSON.stringify({ disk: 'public', container: 'thumbnails' }),
          asset_type: 'asset/image',
        });
        images = [asset.entry.model.id];
      }
      const item = await api.post<Entry<{ id: number }>>('/api/item.create', {
        name,
        type: 'rentable',
        status: 'active',
        price: 9500,
        images,
      });
      const unit = await api.post<Entry<{ id: number }>>('/api/unit.create', {
        item_id: item.entry.model.id,
        serial_number: serial,
      });
      return unit.entry.model.id;
    },

    /** A sellable item with one stock row of `pieces`; answers the stock row's id. */
    sellable: async (name: string, pieces: number) => {
      const item = await api.post<Entry<{ id: number }>>('/api/item.create', {
        name,
        type: 'sellable',
        status: 'active',
        price: 450,
      });
      const unit = await api.post<Entry<{ id: number }>>('/api/unit.create', {
        item_id: item.entry.model.id,
        quantity: pieces,
      });
      return unit.entry.model.id;
    },

    /**
     * A cash order (order.cashcreate) of one unit from..until for an existing contact, with its
     * delivery window; answers the order's id and uuid.
     */
    book: async (input: {
      contactId: number;
      unitId: number;
      productName: string;
      from: string;
      until: string;
      deliveryTime: string;
      /** The order's notes for the driver. */
      notes?: string;
      /** Pieces of a sold article's stock row. */
      quantity?: number;
    }) =>
      (
        await api.post<Entry<{ id: number; uuid: string }>>('/api/order.cashcreate', {
          contact_method: 'existing',
          existing_contact: { id: input.contactId },
          items: [
            {
              reservation: {
                unit_id: input.unitId,
                product_name: input.productName,
                from: input.from,
                until: input.until,
                delivery_time: input.deliveryTime,
                ...(input.quantity === undefined ? {} : { quantity: input.quantity }),
              },
            },
          ],
          payment_method: 'cash',
          publish: false,
          ...(input.notes ? { notes: input.notes } : {}),
        })
      ).entry.model,

    /** Cancels an order as the order page does (order.revert): its reservations and jobs go. */
    cancel: async (orderId: number) => {
      await api.delete(`/api/order.revert/${orderId}`);
    },
  };
}

/** One day of the week view. */
export const day = (page: Page, date: string) => page.locator(`li[data-day="${date}"]`);

/** A day as the browser writes it in Dutch, e.g. "maandag 2 maart 2026". */
export function longDate(page: Page, date: string) {
  return page.evaluate(
    (d) =>
      new Intl.DateTimeFormat('nl-NL', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${d}T00:00:00Z`)),
    date,
  );
}
