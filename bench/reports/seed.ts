/**
 * The year of data bench:reports measures on (see run.ts): contacts, rentable articles with units,
 * orders of one rental each with their published invoices (4 lines each) and a credit note per 50,
 * blocks and inspections. Written straight into the tables, in batches.
 */
import {
  addCalendarDays,
  computeInvoiceTotals,
  diffCalendarDays,
  formatDisplayPeriod,
  todayCalendarDate,
} from '@app/domain';
import { newUuid } from '../../apps/server/src/lib/ids.ts';
import type { BenchApp } from '../support/app.ts';

const CONTACTS = 400;
const ITEMS = 30;
const UNITS = 150;
export const ORDERS = 5_000;
export const DAYS = 365;
const GAP = 10;

const chunks = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** Seeds the year; answers the number of orders made. */
export const seedReportsYear = async (bench: BenchApp): Promise<number> => {
  const db = bench.app.ctx.db;
  const now = new Date().toISOString();
  const today = todayCalendarDate();
  const start = addCalendarDays(today, -DAYS);
  const contacts = Array.from({ length: CONTACTS }, (_, i) => {
    const name = `Klant ${String(i).padStart(4, '0')}`;
    return {
      uuid: newUuid(),
      contact_type: 'individual' as const,
      display_name: name,
      sort_name: name.toLowerCase(),
      first_name: name,
      address_line_1: `Dorpsstraat ${i + 1}`,
      postal_code: '3511 AB',
      city: 'Utrecht',
      country: 'nl',
      search_text: name.toLowerCase(),
      created_at: now,
      updated_at: now,
    };
  });
  for (const part of chunks(contacts, 200)) await db.insertInto('contacts').values(part).execute();
  const contactIds = (await db.selectFrom('contacts').select('id').orderBy('id').execute()).map((r) => r.id);
  await db
    .insertInto('categories')
    .values(['Springkussens', 'Stormbanen', 'Tenten'].map((name) => ({ name, created_at: now })))
    .execute();
  const categoryIds = (await db.selectFrom('categories').select('id').execute()).map((r) => r.id);
  const names = Array.from(
    { length: ITEMS },
    (_, i) => `Springkussen ${['Jungle', 'Kasteel', 'Piraat'][i % 3]} ${i}`,
  );
  await db
    .insertInto('items')
    .values(
      names.map((name, i) => ({
        uuid: newUuid(),
        name,
        sort_name: name.toLowerCase(),
        search_text: name.toLowerCase(),
        type: 'rentable' as const,
        status: 'active' as const,
        category_id: categoryIds[i % categoryIds.length] ?? null,
        price_cents: 12_500,
        safety_kind: i % 5 === 0 ? ('attractie' as const) : ('speeltoestel' as const),
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  const itemIds = (await db.selectFrom('items').select('id').orderBy('id').execute()).map((r) => r.id);
  const units = Array.from({ length: UNITS }, (_, i) => ({
    uuid: newUuid(),
    item_id: itemIds[i % ITEMS] ?? 0,
    serial_number: `SN-${i}`,
    quantity: 1,
    available: i % 50 === 7 ? 0 : 1,
    created_at: `${start}T08:00:00.000Z`,
    updated_at: now,
  }));
  for (const part of chunks(units, 200)) await db.insertInto('units').values(part).execute();
  const unitRows = await db.selectFrom('units').select(['id', 'item_id']).orderBy('id').execute();

  // Every unit: a rental of 1–3 days every GAP days, until ORDERS orders are made.
  type Rental = { unitId: number; itemId: number; from: string; until: string };
  const rentals: Rental[] = [];
  for (let day = 0; day + 3 < DAYS && rentals.length < ORDERS; day += 1) {
    for (const [u, unit] of unitRows.entries()) {
      if ((day - (u % GAP)) % GAP !== 0 || day < u % GAP || rentals.length >= ORDERS) continue;
      const from = addCalendarDays(start, day);
      rentals.push({
        unitId: unit.id,
        itemId: unit.item_id,
        from,
        until: addCalendarDays(from, (u + day) % 3),
      });
    }
  }
  const nameOf = new Map(itemIds.map((id, i) => [id, names[i] ?? '']));
  for (const [index, part] of chunks(rentals, 250).entries()) {
    await db.transaction().execute(async (trx) => {
      const orders = await trx
        .insertInto('orders')
        .values(
          part.map((_, k) => ({
            uuid: newUuid(),
            status: (index * 250 + k) % 23 === 0 ? ('cancelled' as const) : ('paid' as const),
            contact_id: contactIds[(index * 250 + k) % contactIds.length] ?? 0,
            payment_method: 'cash' as const,
            total_amount_cents: 0,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning(['id', 'contact_id', 'status'])
        .execute();
      await trx
        .insertInto('reservations')
        .values(
          orders.map((order, k) => ({
            uuid: newUuid(),
            unit_id: part[k]?.unitId ?? 0,
            contact_id: order.contact_id,
            order_id: order.id,
            delivery_time: '10:00-12:00',
            reserved_from: part[k]?.from ?? today,
            reserved_until: part[k]?.until ?? today,
            quantity: 1,
            exclusive: 1,
            status: order.status === 'cancelled' ? ('cancelled' as const) : ('active' as const),
            created_at: now,
          })),
        )
        .execute();
      const lineSets = orders.map((_, k) => {
        const rental = part[k] as Rental;
        const days = diffCalendarDays(rental.from, rental.until) + 1;
        return [
          {
            description: `${nameOf.get(rental.itemId)}, ${formatDisplayPeriod(rental.from, rental.until)} (${days} ${days === 1 ? 'dag' : 'dagen'})`,
            unit_count: days,
            unit_price_cents: 12_500,
          },
          {
            description: `Korting 10% op ${nameOf.get(rental.itemId)}`,
            unit_count: 1,
            unit_price_cents: -1_250 * days,
          },
          { description: 'Bezorgkosten (12,3 km)', unit_count: 1, unit_price_cents: 1_840 },
          { description: 'Ophaalkosten (12,3 km)', unit_count: 1, unit_price_cents: 1_840 },
        ];
      });
      const invoices = await trx
        .insertInto('invoices')
        .values(
          orders.map((order, k) => {
            const day = part[k]?.from ?? today;
            const total = computeInvoiceTotals(
              (lineSets[k] ?? []).map((l) => ({
                unitCount: l.unit_count,
                unitPriceCents: l.unit_price_cents,
                taxRate: 21,
              })),
              true,
            ).totalInclCents;
            return {
              uuid: newUuid(),
              invoice_id: `F-${order.id}`,
              number_scope: 'bench',
              number_seq: order.id,
              status: (order.id % 9 === 0 ? 'outstanding' : 'paid') as 'outstanding' | 'paid',
              contact_id: order.contact_id,
              person_id: null,
              identifier: null,
              invoice_date: day,
              days_until_due: 14,
              due_date: addCalendarDays(day, 14),
              include_tax: 1,
              total_amount_cents: total,
              paid_cents: order.id % 9 === 0 ? 0 : total,
              order_id: order.id,
              created_at: now,
              updated_at: now,
            };
          }),
        )
        .returning('id')
        .execute();
      await trx
        .insertInto('invoice_lines')
        .values(
          invoices.flatMap(({ id }, k) =>
            (lineSets[k] ?? []).map((line, position) => ({
              uuid: newUuid(),
              invoice_id: id,
              position,
              tax_rate: 21,
              ...line,
            })),
          ),
        )
        .execute();
      // Every 50th invoice gets a published credit note of its pickup costs, dated a week later.
      const credited = invoices.filter((_, k) => k % 50 === 0);
      if (credited.length > 0) {
        const notes = await trx
          .insertInto('invoices')
          .values(
            credited.map(({ id }, k) => {
              const day = addCalendarDays(part[k * 50]?.from ?? today, 7);
              return {
                uuid: newUuid(),
                invoice_id: `C-${id}`,
                number_scope: 'bench',
                number_seq: 1_000_000 + id,
                status: 'paid' as const,
                kind: 'credit_note' as const,
                credited_invoice_id: id,
                contact_id: orders[k * 50]?.contact_id ?? null,
                person_id: null,
                identifier: null,
                invoice_date: day,
                days_until_due: 0,
                due_date: day,
                include_tax: 1,
                total_amount_cents: -1_840,
                created_at: now,
                updated_at: now,
              };
            }),
          )
          .returning('id')
          .execute();
        await trx
          .insertInto('invoice_lines')
          .values(
            notes.map(({ id }) => ({
              uuid: newUuid(),
              invoice_id: id,
              position: 0,
              description: 'Ophaalkosten (12,3 km)',
              unit_count: 1,
              unit_price_cents: -1_840,
              tax_rate: 21,
            })),
          )
          .execute();
      }
    });
  }
  await db
    .insertInto('unit_blocks')
    .values(
      unitRows
        .filter((_, i) => i % 10 === 3)
        .map((unit, i) => ({
          uuid: newUuid(),
          unit_id: unit.id,
          blocked_from: addCalendarDays(today, -30 - i),
          blocked_until: addCalendarDays(today, 5 - i),
          reason: 'Reparatie',
          source: 'manual' as const,
          created_at: now,
        })),
    )
    .execute();
  await db
    .insertInto('unit_log_entries')
    .values(
      unitRows.map((unit, i) => ({
        uuid: newUuid(),
        unit_id: unit.id,
        kind: 'keuring' as const,
        date: addCalendarDays(today, -300 + i),
        performed_by: 'KeurMij B.V.',
        result: 'goedgekeurd' as const,
        next_due: addCalendarDays(today, 65 - i),
        created_at: now,
      })),
    )
    .execute();
  return rentals.length;
};
