import { type Kysely, sql } from 'kysely';
import { kindOf } from '../dialect.ts';
import { dateType } from '../migration-helpers.ts';

const STATUS_CHECK_BEFORE = "check (status in ('pending', 'confirmed', 'paid', 'cancelled'))";
const STATUS_CHECK_AFTER = "check (status in ('pending', 'confirmed', 'paid', 'cancelled', 'quote'))";

/**
 * SQLite cannot change a CHECK constraint: `orders` is rebuilt with the wider one (SQLite's own
 * recipe, "Making Other Kinds Of Table Schema Changes"): foreign keys off (Kysely runs SQLite
 * migrations outside a transaction, so the pragma takes effect), then in one transaction a copy
 * under a new name, the old table dropped, the copy renamed, its indexes made again and the
 * foreign keys checked before commit. With the keys off, dropping `orders` cascades nothing into
 * the tables that point at it; they point at the new table by name. The id counter
 * (sqlite_sequence) is carried over, so no order number is ever given twice.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
const widenSqliteStatusCheck = async (db: Kysely<any>) => {
  const table = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = 'orders'`
    .execute(db)
    .then((r) => r.rows[0]?.sql ?? '');
  if (!table.includes(STATUS_CHECK_BEFORE)) throw new Error('orders: unexpected status check');
  const indexes = await sql<{ sql: string }>`select sql from sqlite_master
      where type = 'index' and tbl_name = 'orders' and sql is not null`
    .execute(db)
    .then((r) => r.rows.map((row) => row.sql));
  const rebuilt = table
    .replace(STATUS_CHECK_BEFORE, STATUS_CHECK_AFTER)
    .replace(/^CREATE TABLE "orders"/, 'CREATE TABLE "orders_rebuilt"');
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      const seq = await sql<{ seq: number }>`select seq from sqlite_sequence where name = 'orders'`
        .execute(trx)
        .then((r) => r.rows[0]?.seq ?? null);
      await sql.raw(rebuilt).execute(trx);
      await sql`insert into orders_rebuilt select * from orders`.execute(trx);
      await sql`drop table orders`.execute(trx);
      await sql`alter table orders_rebuilt rename to orders`.execute(trx);
      for (const index of indexes) await sql.raw(index).execute(trx);
      if (seq !== null) {
        await sql`delete from sqlite_sequence where name = 'orders'`.execute(trx);
        await sql`insert into sqlite_sequence (name, seq) values ('orders', ${seq})`.execute(trx);
      }
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('orders rebuild: foreign keys broken');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
};

/**
 * Quotes (offertes): an order with status `quote` that reserves nothing until it is accepted.
 * - `orders.status` also takes 'quote';
 * - `quotes`: per quote order its own gapless number (counter in invoice_number_counters under a
 *   `quote:` scope, locked in the creating transaction), last valid day, stored state (`expired`
 *   follows from the day), the lines as asked by article (`items`, JSON) and the document as
 *   priced and addressed at its last change (`document`, JSON: what the PDF and the customer's
 *   page show), its revision, the terms version it names, and the last failed acceptance;
 * - `quote_links`: the customer links mailed (SHA-256 of each token; a leaked table opens nothing).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  if (kindOf(db) === 'postgres') {
    await sql`alter table orders drop constraint orders_status_check`.execute(db);
    await sql`alter table orders add constraint orders_status_check ${sql.raw(STATUS_CHECK_AFTER)}`.execute(
      db,
    );
  } else {
    await widenSqliteStatusCheck(db);
  }

  await db.schema
    .createTable('quotes')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('number_scope', 'text', (c) => c.notNull())
    .addColumn('number_seq', 'integer', (c) => c.notNull())
    .addColumn('valid_until', dateType(db), (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('revised_at', 'text', (c) => c.notNull())
    .addColumn('terms_version', 'integer', (c) => c.notNull().references('terms_versions.number'))
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('closed_at', 'text')
    .addColumn('decline_reason', 'text')
    .addColumn('unavailable_at', 'text')
    .addColumn('unavailable_message', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('quotes_number_seq_unique', ['number_scope', 'number_seq'])
    .addCheckConstraint(
      'quotes_state_check',
      sql`state in ('open', 'accepted', 'converted', 'declined', 'withdrawn')`,
    )
    .execute();
  await db.schema.createIndex('quotes_state_idx').on('quotes').columns(['state', 'valid_until']).execute();

  await db.schema
    .createTable('quote_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quote_links_order_idx').on('quote_links').column('order_id').execute();
};
