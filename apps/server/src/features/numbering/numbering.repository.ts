import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.ts';

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

export const createNumberingRepository = (db: Db, kind: 'sqlite' | 'postgres') => ({
  /** Highest sequence already given in a scope (0 when none). */
  maxIssuedSeq: async (scope: string) => {
    const row = await db
      .selectFrom('invoices')
      .select((eb) => eb.fn.max('number_seq').as('max'))
      .where('number_scope', '=', scope)
      .executeTakeFirst();
    return Number(row?.max ?? 0);
  },

  /**
   * Every given invoice number that starts with `prefix` and ends with `suffix` (the literal text
   * around a template's {id}). SQLite's LIKE ignores ASCII case, so callers match exactly after.
   */
  givenNumbersAround: async (prefix: string, suffix: string) => {
    const pattern = `${likeLiteral(prefix)}%${likeLiteral(suffix)}`;
    const rows = await db
      .selectFrom('invoices')
      .select('invoice_id')
      .where('invoice_id', 'is not', null)
      .where(sql<SqlBool>`invoice_id like ${pattern} escape '\\'`)
      .execute();
    return rows.flatMap((row) => (row.invoice_id === null ? [] : [row.invoice_id]));
  },

  /** Whether an invoice already has this number. */
  isGiven: async (invoiceId: string) =>
    (await db.selectFrom('invoices').select('id').where('invoice_id', '=', invoiceId).executeTakeFirst()) !==
    undefined,

  readCounter: async (scope: string) => {
    const row = await db
      .selectFrom('invoice_number_counters')
      .select('next_seq')
      .where('scope', '=', scope)
      .executeTakeFirst();
    return row?.next_seq;
  },

  /**
   * Reads the counter row with a row lock (PostgreSQL), creating it first when missing, so
   * concurrent publishers queue here. SQLite has one writer at a time, so no lock is needed.
   */
  lockCounter: async (scope: string, initial: number) => {
    await db
      .insertInto('invoice_number_counters')
      .values({ scope, next_seq: initial })
      .onConflict((oc) => oc.column('scope').doNothing())
      .execute();
    let query = db.selectFrom('invoice_number_counters').select('next_seq').where('scope', '=', scope);
    if (kind === 'postgres') query = query.forUpdate();
    const row = await query.executeTakeFirstOrThrow();
    return row.next_seq;
  },

  writeCounter: (scope: string, nextSeq: number) =>
    db
      .insertInto('invoice_number_counters')
      .values({ scope, next_seq: nextSeq })
      .onConflict((oc) => oc.column('scope').doUpdateSet({ next_seq: nextSeq }))
      .execute(),

  /** Highest quote sequence given in a scope (0 when none); quotes are never deleted. */
  maxQuoteSeq: async (scope: string) => {
    const row = await db
      .selectFrom('quotes')
      .select((eb) => eb.fn.max('number_seq').as('max'))
      .where('number_scope', '=', scope)
      .executeTakeFirst();
    return Number(row?.max ?? 0);
  },

  /** Whether a quote already has this number. */
  isQuoteNumberGiven: async (number: string) =>
    (await db.selectFrom('quotes').select('order_id').where('number', '=', number).executeTakeFirst()) !==
    undefined,
});
