import { addCalendarDays, startOfWeekMonday, todayCalendarDate } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_EMPTY_DAY_OFFSET } from '../../src/features/orders/orders.seed.ts';
import { seedDemoData } from '../../src/start/seed-demo-data.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.ctx);
}, 120_000);
afterAll(() => t.close());

/** What the agenda derives: reservations of live orders with a delivery window. */
const agendaReservations = () =>
  t.ctx.db
    .selectFrom('reservations as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .innerJoin('units as u', 'u.id', 'r.unit_id')
    .innerJoin('items as i', 'i.id', 'u.item_id')
    .select([
      'r.reserved_from',
      'r.reserved_until',
      'r.delivery_time',
      'r.status',
      'o.status as order_status',
      'i.type',
    ])
    .where('o.status', '<>', 'cancelled')
    .where('r.delivery_time', 'is not', null)
    .execute();

describe('demo orders', () => {
  it('fill this week and next week with deliveries and pickups, several on some days, one weekday empty', async () => {
    const rows = await agendaReservations();
    expect(rows.every((r) => r.status === 'active')).toBe(true);
    const monday = startOfWeekMonday(todayCalendarDate());
    const jobsOn = (day: string) =>
      rows.filter((r) => r.reserved_from === day || (r.type === 'rentable' && r.reserved_until === day));
    const days = Array.from({ length: 14 }, (_, i) => addCalendarDays(monday, i));
    const busy = days.filter((day) => jobsOn(day).length > 0);
    expect(busy.length).toBeGreaterThanOrEqual(11);
    const emptyWeekdays = days.filter((day, i) => i % 7 < 5 && jobsOn(day).length === 0);
    expect(emptyWeekdays).toContain(addCalendarDays(monday, SEED_EMPTY_DAY_OFFSET));
    // Several deliveries on one day, in different windows.
    const crowded = days.filter((day) => {
      const windows = new Set(rows.filter((r) => r.reserved_from === day).map((r) => r.delivery_time));
      return windows.size >= 2;
    });
    expect(crowded.length).toBeGreaterThanOrEqual(3);
    // And orders further ahead.
    const later = rows.filter((r) => r.reserved_from > addCalendarDays(monday, 13));
    expect(later.length).toBeGreaterThanOrEqual(5);
  });

  it('has paid, confirmed and cancelled orders, each with its invoice, for contacts with an address', async () => {
    const orders = await t.ctx.db
      .selectFrom('orders as o')
      .innerJoin('contacts as c', 'c.id', 'o.contact_id')
      .leftJoin('invoices as inv', 'inv.order_id', 'o.id')
      .select([
        'o.id',
        'o.status',
        'o.total_amount_cents',
        'c.address_line_1',
        'c.postal_code',
        'c.city',
        'c.phone_number',
        'inv.status as invoice_status',
        'inv.deleted_at as invoice_deleted_at',
      ])
      .execute();
    const byStatus = (status: string) => orders.filter((o) => o.status === status);
    expect(byStatus('paid').length).toBeGreaterThanOrEqual(3);
    expect(byStatus('cancelled').length).toBeGreaterThanOrEqual(2);
    expect(byStatus('confirmed').length).toBeGreaterThanOrEqual(10);
    expect(byStatus('paid').every((o) => o.invoice_status === 'paid')).toBe(true);
    expect(byStatus('cancelled').every((o) => o.invoice_deleted_at !== null)).toBe(true);
    expect(orders.every((o) => o.address_line_1 && o.postal_code && o.city && o.total_amount_cents > 0)).toBe(
      true,
    );
    expect(orders.some((o) => !o.phone_number)).toBe(true);
    expect(orders.some((o) => o.phone_number)).toBe(true);
  });

  it('makes no reservation without an order, and the kept castle unit is rented today', async () => {
    const orphans = await t.ctx.db
      .selectFrom('reservations')
      .select('id')
      .where('order_id', 'is', null)
      .execute();
    expect(orphans).toEqual([]);
    const today = todayCalendarDate();
    const kept = await t.ctx.db
      .selectFrom('reservations as r')
      .innerJoin('units as u', 'u.id', 'r.unit_id')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .select(['r.reserved_from', 'r.reserved_until', 'o.status'])
      .where('u.serial_number', '=', 'SK-2024-001')
      .where('r.status', '=', 'active')
      .execute();
    expect(kept.length).toBeGreaterThanOrEqual(2);
    expect(kept.some((r) => r.reserved_from <= today && today <= r.reserved_until)).toBe(true);
  });

  it('shows in orders.view with the default filter', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/orders.view?status=paid,confirmed',
      headers: await t.authHeaders(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.total).toBeGreaterThanOrEqual(15);
    expect(res.json().results).toHaveLength(20);
  });
});
