import type { InvoiceSort, InvoiceStatusValue } from '@app/contracts';
import {
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Selectable,
  type SqlBool,
  sql,
  type Updateable,
} from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { nextVersion } from '../../db/record-version.ts';
import type { Database } from '../../db/schema.ts';
import type { RecordRef } from '../../lib/ids.ts';
import { containsPattern, normalizeSearchText } from '../../lib/search-text.ts';

export type InvoiceRow = Selectable<Database['invoices']>;
export type NewInvoiceRow = Insertable<Database['invoices']>;
export type InvoicePatch = Updateable<Database['invoices']>;
export type InvoiceLineRow = Selectable<Database['invoice_lines']>;
export type NewInvoiceLineRow = Insertable<Database['invoice_lines']>;

export type InvoiceListFilter = {
  q: string | undefined;
  sort: InvoiceSort;
  direction: 'asc' | 'desc';
  page: number;
  perPage: number;
  status: InvoiceStatusValue | undefined;
  contactId: number | undefined;
  /** Today in Europe/Amsterdam: outstanding invoices due before it read as overdue. */
  today: string;
};

type ListEb = ExpressionBuilder<Database & { i: Database['invoices']; c: Database['contacts'] }, 'i' | 'c'>;

/** The status as people see it: an outstanding invoice past its due date is overdue. */
const effectiveStatusSql = (today: string) =>
  sql<InvoiceStatusValue>`case when i.status = 'outstanding' and i.due_date < ${today} then 'overdue' else i.status end`;

const statusFilter =
  (status: InvoiceStatusValue, today: string) =>
  (eb: ListEb): Expression<SqlBool> => {
    if (status === 'overdue')
      return eb.and([eb('i.status', '=', 'outstanding'), eb('i.due_date', '<', today)]);
    if (status === 'outstanding')
      return eb.and([eb('i.status', '=', 'outstanding'), eb('i.due_date', '>=', today)]);
    return eb('i.status', '=', status);
  };

/**
 * Every word must occur in the invoice's search_text (number, Kenmerk) or its contact's (name);
 * a bare number (or `#123`) also matches the concept id. The matching contacts of a word are
 * found once through their own index (pg_trgm on PostgreSQL, the FTS5 trigram table on SQLite
 * for words of 3+ characters) and tested as a hashed set while the invoices are walked in list
 * order, so a page of a common word stops after 20 hits. (Measured in bench/invoices: turning
 * each word into a union of id sets was faster for rare words but 5x slower for common ones.)
 */
const matchesTerm =
  (term: string, kind: DatabaseKind) =>
  (eb: ListEb): Expression<SqlBool> => {
    const words = normalizeSearchText(term).split(' ').filter(Boolean);
    const bare = term.trim().replace(/^#/, '');
    const conceptId = /^\d{1,9}$/.test(bare) ? Number(bare) : null;
    const textMatch = eb.and(
      words.map((word) => {
        const pattern = containsPattern(word);
        const contactIds =
          kind === 'sqlite' && [...word].length >= 3
            ? sql`select rowid from contacts_fts where contacts_fts match ${`"${word.replaceAll('"', '""')}"`}`
            : sql`select id from contacts where search_text like ${pattern} escape '\\'`;
        return sql<SqlBool>`(i.search_text like ${pattern} escape '\\' or i.contact_id in (${contactIds}))`;
      }),
    );
    return conceptId === null ? textMatch : eb.or([textMatch, eb('i.id', '=', conceptId)]);
  };

const isSearchTerm = (term: string | undefined): term is string => {
  const trimmed = term?.trim() ?? '';
  return trimmed !== '' && trimmed !== '%';
};

export const invoiceSearchText = (invoiceId: string | null, identifier: string | null) =>
  normalizeSearchText([invoiceId ?? '', identifier ?? ''].join(' '));

export const createInvoiceRepository = (db: Db, kind: DatabaseKind) => {
  const listQuery = () =>
    db
      .selectFrom('invoices as i')
      .leftJoin('contacts as c', 'c.id', 'i.contact_id')
      .select([
        'i.id',
        'i.uuid',
        'i.kind',
        'i.invoice_id',
        'i.status',
        'i.due_date',
        'i.invoice_date',
        'i.total_amount_cents',
        'i.identifier',
        'i.paid_at',
        'i.deleted_at',
        'c.id as contact_id',
        'c.uuid as contact_uuid',
        'c.display_name as contact_display_name',
        'c.deleted_at as contact_deleted_at',
      ]);

  return {
    findByRef: (ref: RecordRef) =>
      db
        .selectFrom('invoices')
        .selectAll()
        .$call((qb) => ('id' in ref ? qb.where('id', '=', ref.id) : qb.where('uuid', '=', ref.uuid)))
        .executeTakeFirst(),

    /** The invoice of an order (at most one, also a deleted concept). */
    /** How the order is paid (cash or iDEAL); undefined for an unknown order. */
    orderPaymentMethod: async (orderId: number) =>
      (await db.selectFrom('orders').select('payment_method').where('id', '=', orderId).executeTakeFirst())
        ?.payment_method,

    findByOrderId: (orderId: number) =>
      db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).executeTakeFirst(),

    /** Re-reads the row with a row lock on PostgreSQL so concurrent changes of one invoice queue. */
    lockById: (id: number) => {
      let query = db.selectFrom('invoices').selectAll().where('id', '=', id);
      if (kind === 'postgres') query = query.forUpdate();
      return query.executeTakeFirstOrThrow();
    },

    list: async (filter: InvoiceListFilter) => {
      const search = isSearchTerm(filter.q);
      const base = db
        .selectFrom('invoices as i')
        .$if(search, (qb) => qb.where(matchesTerm(filter.q ?? '', kind)))
        .$if(filter.status !== undefined, (qb) =>
          qb.where(statusFilter(filter.status ?? 'concept', filter.today)),
        )
        .$if(filter.contactId !== undefined, (qb) => qb.where('i.contact_id', '=', filter.contactId ?? 0));
      const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const dir = filter.direction;
      const rows = await listQuery()
        .$if(search, (qb) => qb.where(matchesTerm(filter.q ?? '', kind)))
        .$if(filter.status !== undefined, (qb) =>
          qb.where(statusFilter(filter.status ?? 'concept', filter.today)),
        )
        .$if(filter.contactId !== undefined, (qb) => qb.where('i.contact_id', '=', filter.contactId ?? 0))
        .$call((qb) => {
          switch (filter.sort) {
            case 'invoice_id':
              // Concepts (no number) last when ascending, numbers in issue order.
              return qb.orderBy('i.number_scope', dir).orderBy('i.number_seq', dir);
            case 'invoice_date':
              return qb.orderBy('i.invoice_date', dir);
            case 'contact':
              return qb.orderBy('c.sort_name', dir);
            case 'total':
              return qb.orderBy('i.total_amount_cents', dir);
            case 'status':
              return qb.orderBy(effectiveStatusSql(filter.today), dir);
            default:
              return qb;
          }
        })
        .orderBy('i.id', dir)
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage)
        .execute();
      return { rows, total: Number(count.n) };
    },

    search: (term: string, limit: number) =>
      listQuery()
        .$if(isSearchTerm(term), (qb) => qb.where(matchesTerm(term, kind)))
        .orderBy('i.id', 'desc')
        .limit(limit)
        .execute(),

    insert: async (row: NewInvoiceRow) => {
      const inserted = await db.insertInto('invoices').values(row).returning('id').executeTakeFirstOrThrow();
      return inserted.id;
    },

    update: (id: number, patch: InvoicePatch) =>
      db
        .updateTable('invoices')
        .set({ ...patch, version: nextVersion })
        .where('id', '=', id)
        .execute(),

    /**
     * The sum of the invoice's payments, kept on its row by the payments feature. Not a change of
     * the invoice itself, so its version stays (an open edit form is not made stale by a payment).
     */
    setPaidCents: (id: number, paidCents: number) =>
      db.updateTable('invoices').set({ paid_cents: paidCents }).where('id', '=', id).execute(),

    linesOf: (invoiceId: number) =>
      db
        .selectFrom('invoice_lines')
        .selectAll()
        .where('invoice_id', '=', invoiceId)
        .orderBy('position')
        .execute(),

    /** Replaces every line of an invoice; call inside the transaction that also writes the total. */
    replaceLines: async (invoiceId: number, lines: Omit<NewInvoiceLineRow, 'invoice_id' | 'position'>[]) => {
      await db.deleteFrom('invoice_lines').where('invoice_id', '=', invoiceId).execute();
      for (let i = 0; i < lines.length; i += 200) {
        const chunk = lines
          .slice(i, i + 200)
          .map((line, j) => ({ ...line, invoice_id: invoiceId, position: i + j }));
        await db.insertInto('invoice_lines').values(chunk).execute();
      }
    },

    /** Sets the reason of one 0% line (chosen while publishing). */
    setZeroRateReason: (lineId: number, reason: 'exempt' | 'outside_scope' | 'zero_rated') =>
      db.updateTable('invoice_lines').set({ zero_rate_reason: reason }).where('id', '=', lineId).execute(),

    /** Which of these line uuids belong to other invoices (uuids are unique over all lines). */
    lineUuidsElsewhere: async (invoiceId: number, uuids: string[]) => {
      if (uuids.length === 0) return new Set<string>();
      const rows = await db
        .selectFrom('invoice_lines')
        .select('uuid')
        .where('uuid', 'in', uuids)
        .where('invoice_id', '<>', invoiceId)
        .execute();
      return new Set(rows.map((r) => r.uuid));
    },

    /** The credit notes of an invoice, concepts too, deleted ones not, in the order made. */
    creditNotesOf: (invoiceId: number) =>
      db
        .selectFrom('invoices')
        .select(['id', 'uuid', 'invoice_id', 'status', 'due_date', 'total_amount_cents'])
        .where('credited_invoice_id', '=', invoiceId)
        .where('kind', '=', 'credit_note')
        .where('deleted_at', 'is', null)
        .orderBy('id')
        .execute(),

    /** The lines of an invoice's credit notes (concepts too, deleted ones not): which line, how many. */
    creditedLinesOf: (invoiceId: number) =>
      db
        .selectFrom('invoice_lines as l')
        .innerJoin('invoices as c', 'c.id', 'l.invoice_id')
        .select(['l.credited_line_id', 'l.unit_count'])
        .where('c.credited_invoice_id', '=', invoiceId)
        .where('c.kind', '=', 'credit_note')
        .where('c.deleted_at', 'is', null)
        .execute(),

    /** Inserts a credit note's lines, each naming the invoice line it credits. */
    insertCreditLines: async (
      invoiceId: number,
      lines: Array<Omit<NewInvoiceLineRow, 'invoice_id' | 'position'> & { credited_line_id: number }>,
    ) => {
      for (let i = 0; i < lines.length; i += 200) {
        const chunk = lines
          .slice(i, i + 200)
          .map((line, j) => ({ ...line, invoice_id: invoiceId, position: i + j }));
        await db.insertInto('invoice_lines').values(chunk).execute();
      }
    },

    /** The published invoices and credit notes dated in a period, in number order. */
    publishedBetween: (from: string, until: string) =>
      db
        .selectFrom('invoices')
        .select(['id', 'uuid'])
        .where('invoice_date', '>=', from)
        .where('invoice_date', '<=', until)
        .where('status', '<>', 'concept')
        .where('invoice_id', 'is not', null)
        .where('deleted_at', 'is', null)
        .orderBy('number_scope')
        .orderBy('number_seq')
        .orderBy('id')
        .execute(),

    findContact: (id: number) =>
      db.selectFrom('contacts').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Which of these article ids exist (archived articles too: old lines name them). */
    existingItemIds: async (ids: readonly number[]) => {
      if (ids.length === 0) return new Set<number>();
      const rows = await db
        .selectFrom('items')
        .select('id')
        .where('id', 'in', [...ids])
        .execute();
      return new Set(rows.map((row) => row.id));
    },

    peopleOf: (contactId: number) =>
      db
        .selectFrom('contact_people')
        .select(['id', 'first_name', 'last_name'])
        .where('contact_id', '=', contactId)
        .orderBy('id')
        .execute(),

    findPerson: (id: number) =>
      db
        .selectFrom('contact_people')
        .select(['id', 'contact_id', 'first_name', 'last_name', 'email_address'])
        .where('id', '=', id)
        .executeTakeFirst(),
  };
};

export type InvoiceRepository = ReturnType<typeof createInvoiceRepository>;
export type InvoiceListRow = Awaited<ReturnType<InvoiceRepository['search']>>[number];
