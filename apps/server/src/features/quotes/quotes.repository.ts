import { type Insertable, type Selectable, type SqlBool, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { containsPattern } from '../../lib/search-text.ts';

export type QuoteRow = Selectable<Database['quotes']>;
export type NewQuoteRow = Insertable<Database['quotes']>;
export type QuotePatch = Updateable<Database['quotes']>;

/** A stored state, or `expired` meaning: open with valid_until before `today`. */
export type QuoteListFilter = {
  states: readonly string[] | undefined;
  today: string;
  q: string | undefined;
  page: number;
  perPage: number;
};

export const createQuoteRepository = (db: Db, kind: DatabaseKind) => ({
  insert: (row: NewQuoteRow) => db.insertInto('quotes').values(row).execute(),

  update: (orderId: number, patch: QuotePatch) =>
    db.updateTable('quotes').set(patch).where('order_id', '=', orderId).execute(),

  findByOrder: (orderId: number) =>
    db.selectFrom('quotes').selectAll().where('order_id', '=', orderId).executeTakeFirst(),

  findByOrderUuid: (uuid: string) =>
    db
      .selectFrom('quotes as q')
      .innerJoin('orders as o', 'o.id', 'q.order_id')
      .selectAll('q')
      .where('o.uuid', '=', uuid)
      .executeTakeFirst(),

  /** Re-reads the quote with a row lock on PostgreSQL, so two actions on one quote queue. */
  lockByOrder: (orderId: number) => {
    let query = db.selectFrom('quotes').selectAll().where('order_id', '=', orderId);
    if (kind === 'postgres') query = query.forUpdate();
    return query.executeTakeFirst();
  },

  /** The quote a customer link opens (by the SHA-256 of its token). */
  findByTokenHash: (tokenHash: string) =>
    db
      .selectFrom('quote_links as l')
      .innerJoin('quotes as q', 'q.order_id', 'l.order_id')
      .selectAll('q')
      .where('l.token_hash', '=', tokenHash)
      .executeTakeFirst(),

  insertLink: (row: Insertable<Database['quote_links']>) =>
    db.insertInto('quote_links').values(row).execute(),

  /** The order row's fields a quote page needs with it. */
  orderOf: (orderId: number) =>
    db
      .selectFrom('orders')
      .select([
        'id',
        'uuid',
        'status',
        'contact_id',
        'payment_method',
        'promo_code',
        'notes',
        'total_amount_cents',
        'deposit_cents',
        'transport_amount_cents',
        'version',
        'created_at',
      ])
      .where('id', '=', orderId)
      .executeTakeFirst(),

  list: async (filter: QuoteListFilter) => {
    const states = filter.states;
    const term = filter.q?.trim() ?? '';
    const base = () =>
      db
        .selectFrom('quotes as q')
        .innerJoin('orders as o', 'o.id', 'q.order_id')
        .innerJoin('contacts as c', 'c.id', 'o.contact_id')
        .$if(states !== undefined, (qb) =>
          qb.where((eb) => {
            const wanted = states ?? [];
            const stored = wanted.filter((s) => s !== 'expired' && s !== 'open');
            const parts = [];
            if (stored.length > 0) parts.push(eb('q.state', 'in', stored as never[]));
            if (wanted.includes('open'))
              parts.push(eb.and([eb('q.state', '=', 'open'), eb('q.valid_until', '>=', filter.today)]));
            if (wanted.includes('expired'))
              parts.push(eb.and([eb('q.state', '=', 'open'), eb('q.valid_until', '<', filter.today)]));
            return parts.length > 0 ? eb.or(parts) : sql<SqlBool>`1 = 0`;
          }),
        )
        .$if(term !== '', (qb) =>
          qb.where((eb) =>
            eb.or([
              sql<SqlBool>`lower(q.number) like ${containsPattern(term)} escape '\\'`,
              sql<SqlBool>`c.search_text like ${containsPattern(term)} escape '\\'`,
            ]),
          ),
        );
    const count = await base()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await base()
      .select([
        'q.order_id',
        'q.number',
        'q.state',
        'q.valid_until',
        'q.created_at',
        'q.sent_at',
        'q.items',
        'o.uuid',
        'o.total_amount_cents',
        'c.id as contact_id',
        'c.uuid as contact_uuid',
        'c.display_name as contact_display_name',
      ])
      .orderBy('q.order_id', 'desc')
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage)
      .execute();
    return { rows, total: Number(count.n) };
  },

  /** Open quotes (not expired on `today`); with `until`: only those whose last valid day is by then. */
  countOpen: async (today: string, until?: string) => {
    const row = await db
      .selectFrom('quotes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('state', '=', 'open')
      .where('valid_until', '>=', today)
      .$if(until !== undefined, (qb) => qb.where('valid_until', '<=', until ?? today))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
});

export type QuoteRepository = ReturnType<typeof createQuoteRepository>;
export type QuoteListRow = Awaited<ReturnType<QuoteRepository['list']>>['rows'][number];
