import type { ContactSort } from '@app/contracts';
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
import { kindOf } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import type { RecordRef } from '../../lib/ids.ts';
import { containsPattern, normalizeSearchText } from '../../lib/search-text.ts';

export type ContactRow = Selectable<Database['contacts']>;
export type NewContactRow = Insertable<Database['contacts']>;
export type ContactPatch = Updateable<Database['contacts']>;
export type PersonRow = Selectable<Database['contact_people']>;
export type NewPersonRow = Insertable<Database['contact_people']>;

export type ContactListFilter = {
  q: string | undefined;
  sort: ContactSort;
  direction: 'asc' | 'desc';
  page: number;
  perPage: number;
  includeDeactivated: boolean;
};

/** Columns a list or search answers (search_text and sort_name stay in the database). */
const CONTACT_COLUMNS = [
  'id',
  'uuid',
  'contact_type',
  'display_name',
  'first_name',
  'last_name',
  'company_name',
  'coc_id',
  'vat_id',
  'email_address',
  'phone_number',
  'address_line_1',
  'address_line_2',
  'postal_code',
  'city',
  'country',
  'created_at',
  'updated_at',
  'deleted_at',
] as const;
export type ContactRecord = Pick<ContactRow, (typeof CONTACT_COLUMNS)[number]>;

type ContactsEb = ExpressionBuilder<Database, 'contacts'>;

/** How each word of a search term is matched: through the SQLite FTS5 trigram index, or LIKE. */
type WordPlan = { word: string; viaFts: boolean };

/** Above this many FTS hits a word is common: walking the name index with LIKE finds 50 sooner. */
const COMMON_WORD_HITS = 2000;

/**
 * Every word of the term must occur in search_text (accent- and case-free, LIKE with an escaped
 * pattern so it behaves alike on both databases); a bare number also matches the customer number.
 */
const matchesTerm =
  (term: string, plan: WordPlan[]) =>
  (eb: ContactsEb): Expression<SqlBool> => {
    const textMatch = eb.and(
      plan.map(({ word, viaFts }) =>
        // The FTS LIKE needs no ESCAPE: such words hold no wildcard characters (see planWords).
        viaFts
          ? sql<SqlBool>`contacts.id in (select rowid from contacts_fts where search_text like ${`%${word}%`})`
          : sql<SqlBool>`search_text like ${containsPattern(word)} escape '\\'`,
      ),
    );
    const trimmed = term.trim();
    return /^\d{1,9}$/.test(trimmed) ? eb.or([textMatch, eb('id', '=', Number(trimmed))]) : textMatch;
  };

const SORT_COLUMN: Record<ContactSort, 'sort_name' | 'id' | 'created_at'> = {
  display_name: 'sort_name',
  id: 'id',
  created_at: 'created_at',
};

export const createContactRepository = (db: Db) => {
  const kind = kindOf(db);

  /**
   * PostgreSQL: plain LIKE (its pg_trgm index serves it). SQLite: a rare word of 3+ characters
   * goes through the FTS5 trigram index (0031); a common one is matched with LIKE while walking
   * the name index, which stops after the first page of hits instead of sorting thousands.
   */
  const planWords = async (term: string): Promise<WordPlan[]> => {
    const words = normalizeSearchText(term).split(' ').filter(Boolean);
    return Promise.all(
      words.map(async (word) => {
        if (kind !== 'sqlite' || [...word].length < 3 || /[\\%_]/.test(word)) return { word, viaFts: false };
        const { n } = await sql<{
          n: number;
        }>`select count(*) as n from (select 1 from contacts_fts where search_text like ${`%${word}%`} limit ${COMMON_WORD_HITS})`
          .execute(db)
          .then((r) => r.rows[0] ?? { n: 0 });
        return { word, viaFts: Number(n) < COMMON_WORD_HITS };
      }),
    );
  };

  return {
    findByRef: (ref: RecordRef) =>
      db
        .selectFrom('contacts')
        .select(CONTACT_COLUMNS)
        .$call((qb) => ('id' in ref ? qb.where('id', '=', ref.id) : qb.where('uuid', '=', ref.uuid)))
        .executeTakeFirst(),

    list: async (filter: ContactListFilter) => {
      const term = filter.q?.trim() ?? '';
      const plan = await planWords(term);
      const base = db.selectFrom('contacts').$if(plan.length > 0, (qb) => qb.where(matchesTerm(term, plan)));
      // Two narrow counts (each an index scan) rather than one pass over every row.
      const countWhere = (deactivated: boolean) =>
        base
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('deleted_at', deactivated ? 'is not' : 'is', null)
          .executeTakeFirstOrThrow();
      const [active, deactivatedRow] = await Promise.all([countWhere(false), countWhere(true)]);
      const sortColumn = SORT_COLUMN[filter.sort];
      const rows = await base
        .select(CONTACT_COLUMNS)
        .$if(!filter.includeDeactivated, (qb) => qb.where('deleted_at', 'is', null))
        .orderBy(sortColumn, filter.direction)
        .orderBy('id', filter.direction)
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage)
        .execute();
      const deactivated = Number(deactivatedRow.n);
      const activeCount = Number(active.n);
      return {
        rows,
        total: filter.includeDeactivated ? activeCount + deactivated : activeCount,
        deactivated,
      };
    },

    /** Active contacts only: deactivated ones never appear in pickers. */
    search: async (term: string, limit: number) => {
      const plan = term.trim() === '%' ? [] : await planWords(term);
      return db
        .selectFrom('contacts')
        .select(CONTACT_COLUMNS)
        .where('deleted_at', 'is', null)
        .$if(plan.length > 0, (qb) => qb.where(matchesTerm(term, plan)))
        .orderBy('sort_name')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** A batch of active contacts after `afterId`, in id order (export). */
    activeBatchAfter: (afterId: number, size: number) =>
      db
        .selectFrom('contacts')
        .select(CONTACT_COLUMNS)
        .where('deleted_at', 'is', null)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(size)
        .execute(),

    insert: async (row: NewContactRow) => {
      const inserted = await db.insertInto('contacts').values(row).returning('id').executeTakeFirstOrThrow();
      return inserted.id;
    },

    /** Many rows in chunks (import, seed, benchmark); SQLite allows ~32k bound values per statement. */
    insertMany: async (rows: NewContactRow[]) => {
      const ids: number[] = [];
      for (let i = 0; i < rows.length; i += 500) {
        const chunk = rows.slice(i, i + 500);
        const inserted = await db.insertInto('contacts').values(chunk).returning(['id', 'uuid']).execute();
        const idByUuid = new Map(inserted.map((r) => [r.uuid, r.id]));
        for (const row of chunk) ids.push(idByUuid.get(row.uuid) ?? 0);
      }
      return ids;
    },

    update: (id: number, patch: ContactPatch) =>
      db.updateTable('contacts').set(patch).where('id', '=', id).execute(),

    delete: (id: number) => db.deleteFrom('contacts').where('id', '=', id).execute(),

    countInvoices: async (contactId: number) => {
      const row = await db
        .selectFrom('invoices')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('contact_id', '=', contactId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The contact's invoices, newest first (deleted concepts left out). */
    invoicesOf: (contactId: number) =>
      db
        .selectFrom('invoices')
        .select(['uuid', 'invoice_id', 'id', 'status', 'invoice_date', 'total_amount_cents'])
        .where('contact_id', '=', contactId)
        .where('deleted_at', 'is', null)
        .orderBy('invoice_date', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    // People -------------------------------------------------------------------------------------

    peopleOf: async (contactIds: number[]) => {
      if (contactIds.length === 0) return [];
      return db
        .selectFrom('contact_people')
        .selectAll()
        .where('contact_id', 'in', contactIds)
        .orderBy('contact_id')
        .orderBy('id')
        .execute();
    },

    findPerson: (id: number) =>
      db.selectFrom('contact_people').selectAll().where('id', '=', id).executeTakeFirst(),

    insertPerson: async (row: NewPersonRow) => {
      const inserted = await db
        .insertInto('contact_people')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    insertPeople: async (rows: NewPersonRow[]) => {
      for (let i = 0; i < rows.length; i += 500) {
        await db
          .insertInto('contact_people')
          .values(rows.slice(i, i + 500))
          .execute();
      }
    },

    updatePerson: (id: number, patch: Updateable<Database['contact_people']>) =>
      db.updateTable('contact_people').set(patch).where('id', '=', id).execute(),

    deletePerson: (id: number) => db.deleteFrom('contact_people').where('id', '=', id).execute(),

    deletePeopleOf: (contactId: number) =>
      db.deleteFrom('contact_people').where('contact_id', '=', contactId).execute(),
  };
};

export type ContactRepository = ReturnType<typeof createContactRepository>;
