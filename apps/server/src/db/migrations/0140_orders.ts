import { type Kysely, sql } from 'kysely';
import { addIdColumn } from '../migration-helpers.ts';

/**
 * Orders: a rental (or sale) for one contact, holding reservations of units and one sales invoice.
 * Written by the lead before the Orders and Agenda features so both build on one schema; later
 * order migrations take 0141–0149.
 * - `reservations.order_id` already existed (0004); it gets an index here, and each reservation of
 *   an order gets its delivery window (`delivery_time`, one of the five windows, e.g. '08:00-10:00').
 *   SQLite cannot add a foreign key to an existing column, so the link is kept by the service.
 * - `invoices.order_id` links an order's invoice (at most one invoice per order).
 * - `total_amount_cents` is the order's total including VAT at creation: the invoice may later be
 *   deleted (a cancelled order's concept), the order still shows what it was worth.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await addIdColumn(db, db.schema.createTable('orders'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('confirmed'))
    .addColumn('contact_id', 'integer', (c) => c.notNull().references('contacts.id').onDelete('restrict'))
    .addColumn('payment_method', 'text', (c) => c.notNull().defaultTo('cash'))
    .addColumn('promo_code', 'text')
    .addColumn('total_amount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text')
    .addCheckConstraint('orders_status_check', sql`status in ('pending', 'confirmed', 'paid', 'cancelled')`)
    .addCheckConstraint('orders_payment_method_check', sql`payment_method in ('cash', 'ideal')`)
    .execute();
  await db.schema.createIndex('orders_contact_idx').on('orders').column('contact_id').execute();
  await db.schema.createIndex('orders_status_idx').on('orders').columns(['status', 'id']).execute();

  await db.schema.alterTable('reservations').addColumn('delivery_time', 'text').execute();
  await db.schema.createIndex('reservations_order_idx').on('reservations').column('order_id').execute();

  await db.schema.alterTable('invoices').addColumn('order_id', 'integer').execute();
  await db.schema.createIndex('invoices_order_idx').on('invoices').column('order_id').unique().execute();
};
