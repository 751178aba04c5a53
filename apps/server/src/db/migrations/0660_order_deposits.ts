import { type Kysely, sql } from 'kysely';
import { addIdColumn, dateType } from '../migration-helpers.ts';

/**
 * The borg of an order:
 * - `orders.deposit_cents`: what the order asks as borg (the sum of its "Borg …" lines, billed at
 *   0 % outside the VAT base), kept with the order as it was priced;
 * - `deposit_returns`: what went back after the pickup, once per order (unique), with what was
 *   received then, what was kept and why.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await db.schema
    .alterTable('orders')
    .addColumn('deposit_cents', 'integer', (c) => c.notNull().defaultTo(0).check(sql`deposit_cents >= 0`))
    .execute();
  await addIdColumn(db, db.schema.createTable('deposit_returns'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('received_cents', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('withheld_cents', 'integer', (c) => c.notNull())
    .addColumn('withheld_reason', 'text')
    .addColumn('paid_on', dateType(db), (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'deposit_returns_amounts_check',
      sql`amount_cents >= 0 and withheld_cents >= 0 and amount_cents + withheld_cents = received_cents`,
    )
    .execute();
};
