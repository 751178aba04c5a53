import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { DEMO_USER, dataDir } from './env.ts';
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
 * Agenda test data: contacts and items through the API as the demo user; the order and its
 * reservation written straight into the e2e server's SQLite file, because the Orders feature
 * (order.cashcreate) is not on main yet. The days are chosen by each test in weeks no other
 * test uses.
 */
export async function scheduleApi(page: Page) {
  const login = await page.request.post('/api/auth/login', {
    data: { username: DEMO_USER.email, password: DEMO_USER.password },
  });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as { authorization: { access_token: string } }).authorization
    .access_token;
  const headers = { authorization: `Bearer ${token}` };
  const post = async <T>(url: string, data: unknown): Promise<T> => {
    const res = await page.request.post(url, { headers, data });
    expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };

  return {
    headers,
    jobs: async (from: string, until: string) => {
      const res = await page.request.get(`/api/jobs.view?from=${from}&until=${until}`, { headers });
      expect(res.ok()).toBe(true);
      return ((await res.json()) as { results: ScheduleJob[] }).results;
    },
    customer: async (fields: Record<string, unknown>) =>
      (
        await post<{ entry: { model: { id: number; display_name: string } } }>('/api/contact.create', {
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
        const res = await page.request.post('/api/asset.create', {
          headers,
          multipart: {
            asset: file,
            file_name: file.name,
            file_size: String(file.buffer.length),
            mime_type: file.mimeType,
            storage_config: JSON.stringify({ disk: 'public', container: 'thumbnails' }),
            asset_type: 'asset/image',
          },
        });
        expect(res.ok()).toBe(true);
        images = [((await res.json()) as { entry: { model: { id: number } } }).entry.model.id];
      }
      const item = await post<{ entry: { model: { id: number } } }>('/api/item.create', {
        name,
        type: 'rentable',
        status: 'active',
        images,
      });
      const unit = await post<{ entry: { model: { id: number } } }>('/api/unit.create', {
        item_id: item.entry.model.id,
        serial_number: serial,
      });
      return unit.entry.model.id;
    },

    /** An order of one unit from..until with its delivery window; answers the order id. */
    book: (input: { contactId: number; unitId: number; from: string; until: string; deliveryTime: string }) =>
      insertOrderWithReservation(input),

    cancel: (orderId: number) => cancelOrderRow(orderId),
  };
}

function withDb<T>(work: (db: Database.Database) => T): T {
  const db = new Database(path.join(dataDir(), 'app.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    return work(db);
  } finally {
    db.close();
  }
}

function insertOrderWithReservation(input: {
  contactId: number;
  unitId: number;
  from: string;
  until: string;
  deliveryTime: string;
}): number {
  return withDb((db) =>
    db.transaction(() => {
      const now = new Date().toISOString();
      const order = db
        .prepare(
          `insert into orders (uuid, status, contact_id, payment_method, total_amount_cents, created_at, updated_at)
           values (?, 'confirmed', ?, 'cash', 12100, ?, ?)`,
        )
        .run(randomUUID(), input.contactId, now, now);
      const orderId = Number(order.lastInsertRowid);
      db.prepare(
        `insert into reservations (uuid, unit_id, contact_id, order_id, delivery_time, reserved_from, reserved_until,
          quantity, exclusive, status, created_at)
         values (?, ?, ?, ?, ?, ?, ?, 1, 1, 'active', ?)`,
      ).run(
        randomUUID(),
        input.unitId,
        input.contactId,
        orderId,
        input.deliveryTime,
        input.from,
        input.until,
        now,
      );
      return orderId;
    })(),
  );
}

function cancelOrderRow(orderId: number): void {
  withDb((db) => {
    const now = new Date().toISOString();
    db.prepare(`update orders set status = 'cancelled', cancelled_at = ?, updated_at = ? where id = ?`).run(
      now,
      now,
      orderId,
    );
    db.prepare(`update reservations set status = 'cancelled' where order_id = ?`).run(orderId);
  });
}
