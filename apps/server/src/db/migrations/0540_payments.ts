import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { kindOf } from '../dialect.ts';
import { addIdColumn, dateType } from '../migration-helpers.ts';

/**
 * Payments on an invoice: a deposit, the rest in cash, a bank transfer.
 * - `payments.external_id`: the provider's payment id (Mollie), unique, so a replayed webhook
 *   cannot register a payment twice.
 * - `invoices.paid_cents`: the sum of the invoice's payments, kept by the payments use cases in the
 *   same transaction as the payment rows. Its check is the database's own guard against paying
 *   more than the invoice total, also when two payments race (the invoice row is locked first).
 *   A concept holds no payments (they go when an invoice is set back to concept), so the check
 *   holds while its lines change.
 * - Every invoice already marked paid gets one payment of its total on its paid day (cash when
 *   its order is paid in cash, else a bank transfer).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await addIdColumn(db, db.schema.createTable('payments'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('paid_on', dateType(db), (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('payments_amount_check', sql`amount_cents > 0`)
    .addCheckConstraint('payments_method_check', sql`method in ('bank', 'cash', 'pin', 'ideal')`)
    .execute();
  await db.schema
    .createIndex('payments_invoice_idx')
    .on('payments')
    .columns(['invoice_id', 'paid_on'])
    .execute();

  const guard = sql`paid_cents >= 0 and (paid_cents = 0 or paid_cents <= total_amount_cents)`;
  if (kindOf(db) === 'postgres') {
    await db.schema
      .alterTable('invoices')
      .addColumn('paid_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`alter table invoices add constraint invoices_paid_cents_check check (${guard})`.execute(db);
  } else {
    // SQLite adds a check only with the column; a column check may name other columns there.
    await db.schema
      .alterTable('invoices')
      .addColumn('paid_cents', 'integer', (c) => c.notNull().defaultTo(0).check(guard))
      .execute();
  }

  const paid = await db
    .selectFrom('invoices as i')
    .leftJoin('orders as o', 'o.id', 'i.order_id')
    .select(['i.id', 'i.total_amount_cents', 'i.paid_at', 'i.invoice_date', 'o.payment_method'])
    .where('i.status', '=', 'paid')
    .where('i.total_amount_cents', '>', 0)
    .execute();
  const now = new Date().toISOString();
  for (const row of paid) {
    await db
      .insertInto('payments')
      .values({
        uuid: randomUUID(),
        invoice_id: row.id,
        amount_cents: row.total_amount_cents,
        paid_on: row.paid_at ?? row.invoice_date,
        method: row.payment_method === 'cash' ? 'cash' : 'bank',
        created_at: now,
      })
      .execute();
    await db
      .updateTable('invoices')
      .set({ paid_cents: row.total_amount_cents })
      .where('id', '=', row.id)
      .execute();
  }
};
