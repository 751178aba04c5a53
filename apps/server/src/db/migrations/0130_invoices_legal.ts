import { type Kysely, sql } from 'kysely';
import { kindOf } from '../dialect.ts';
import { dateType } from '../migration-helpers.ts';

/**
 * Invoices a business can trust:
 * - `paid_at`: the day the payment came in (a calendar day), set with the status paid and removed
 *   when the invoice leaves paid. Existing paid invoices get the day they were last changed,
 *   the best record there is of when they were marked paid.
 * - `delivery_from` / `delivery_until`: the delivery date or period art. 35a Wet OB asks for;
 *   `delivery_from` null means "the invoice date", `delivery_until` null a single day.
 * - `vat_treatment`: 'normal' or 'reverse_charge' (btw verlegd).
 * - `invoice_lines.zero_rate_reason`: why a 0% line carries no VAT (exempt, outside_scope,
 *   zero_rated).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await db.schema.alterTable('invoices').addColumn('paid_at', dateType(db)).execute();
  await db.schema.alterTable('invoices').addColumn('delivery_from', dateType(db)).execute();
  await db.schema.alterTable('invoices').addColumn('delivery_until', dateType(db)).execute();
  await db.schema
    .alterTable('invoices')
    .addColumn('vat_treatment', 'text', (c) =>
      c.notNull().defaultTo('normal').check(sql`vat_treatment in ('normal', 'reverse_charge')`),
    )
    .execute();
  await db.schema
    .alterTable('invoice_lines')
    .addColumn('zero_rate_reason', 'text', (c) =>
      c.check(sql`zero_rate_reason is null or zero_rate_reason in ('exempt', 'outside_scope', 'zero_rated')`),
    )
    .execute();

  const paidDay =
    kindOf(db) === 'postgres' ? sql`cast(substr(updated_at, 1, 10) as date)` : sql`substr(updated_at, 1, 10)`;
  await sql`update invoices set paid_at = ${paidDay} where status = 'paid'`.execute(db);
  await db.schema.createIndex('invoices_paid_at_idx').on('invoices').columns(['paid_at', 'id']).execute();
};
