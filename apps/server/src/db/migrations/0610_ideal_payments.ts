import { type Kysely, sql } from 'kysely';
import { addIdColumn } from '../migration-helpers.ts';

/**
 * iDEAL with Mollie:
 * - `ideal_payments`: every Mollie payment this app created (its `mollie_id`, unique), for which
 *   invoice and amount. The webhook only acts on ids found here, so a foreign or made-up id writes
 *   nothing; `payment_id` is the payment it registered (once).
 * - `ideal_deposits`: the deposit percentage an order's invoice asks by iDEAL, fixed when the order
 *   was made (the setting applies to new orders only).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await addIdColumn(db, db.schema.createTable('ideal_payments'))
    .addColumn('mollie_id', 'text', (c) => c.notNull().unique())
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'integer', (c) => c.references('payments.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ideal_payments_invoice_idx')
    .on('ideal_payments')
    .column('invoice_id')
    .execute();
  await db.schema
    .createTable('ideal_deposits')
    .addColumn('invoice_id', 'integer', (c) => c.primaryKey().references('invoices.id').onDelete('cascade'))
    .addColumn('percent', 'integer', (c) => c.notNull().check(sql`percent between 1 and 100`))
    .execute();
};
