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
import { preparedQuery } from '../../db/prepared-query.ts';
import { nextVersion } from '../../db/record-version.ts';
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
  'send_ubl',
  'created_at',
  'updated_at',
  'version',
  'deleted_at',
] as const;
export type ContactRecord = Pick<ContactRow, (typeof CONTACT_COLUMNS)[number]>;

type ContactsEb = ExpressionBuilder<Database, 'contacts'>;

/**
 * How a search term is matched. SQLite: the words of 3+ characters form one FTS5 MATCH over the
 * trigram index (0031), all ANDed, each a quoted phrase (a substring match, like LIKE '%word%');
 * shorter words, and every word on PostgreSQL (whose pg_trgm index serves LIKE), use LIKE.
 */
type SearchPlan = {
  ftsQuery: string | null;
  ftsWords: string[];
  likeWords: string[];
  id: number | null;
  /**
   * Walk the name index and test each id against the full-text match set (built once), instead
   * of reading the match set's rows and sorting them: for a broad term (see pageOf).
   */
  walk?: boolean;
};

/** More matches than this and a page is found by walking the name index (see pageOf). */
const BROAD_MATCHES = 500;

/**
 * A search counts its matches up to this many past the start of the page, no further: the list
 * then says "1.000+" (total is a lower bound), and a broad term costs about what a narrow one
 * does instead of counting every one of 12,500 matches on each page (docs/decisions.md, "Contacts").
 */
export const CONTACT_COUNT_CAP = 1_000;

/**
 * Every word of the term must occur in search_text (accent- and case-free, LIKE with an escaped
 * pattern so it behaves alike on both databases); a bare number also matches the customer number.
 */
const matchesTerm =
  (plan: SearchPlan) =>
  (eb: ContactsEb): Expression<SqlBool> => {
    const textMatch = eb.and([
      ...(plan.ftsQuery === null
        ? []
        : [
            sql<SqlBool>`contacts.id in (select rowid from contacts_fts where contacts_fts match ${plan.ftsQuery})`,
          ]),
      ...plan.likeWords.map((word) => sql<SqlBool>`search_text like ${containsPattern(word)} escape '\\'`),
    ]);
    return plan.id === null ? textMatch : eb.or([textMatch, eb('id', '=', plan.id)]);
  };

const SORT_COLUMN: Record<ContactSort, 'sort_name' | 'id' | 'created_at'> = {
  display_name: 'sort_name',
  id: 'id',
  created_at: 'created_at',
};

/** Both counts of an unfiltered list in one statement (each subquery an index-only count). */
const countAllContacts = preparedQuery((db) =>
  db.selectNoFrom((eb) => [
    eb
      .selectFrom('contacts')
      .select(eb.fn.countAll<number>().as('n'))
      .where('deleted_at', 'is', null)
      .as('active'),
    eb
      .selectFrom('contacts')
      .select(eb.fn.countAll<number>().as('n'))
      .where('deleted_at', 'is not', null)
      .as('deactivated'),
  ]),
);

/** Pages of an unfiltered list, one prepared query per order and visibility. */
const unfilteredPages = new Map<string, ReturnType<typeof prepareUnfilteredPage>>();
const prepareUnfilteredPage = (
  sortColumn: (typeof SORT_COLUMN)[ContactSort],
  direction: 'asc' | 'desc',
  all: boolean,
) =>
  preparedQuery((db, slot) =>
    db
      .selectFrom('contacts')
      .select(CONTACT_COLUMNS)
      .where(
        'id',
        'in',
        db
          .selectFrom('contacts')
          .select('id')
          .$if(!all, (qb) => qb.where('deleted_at', 'is', null))
          .orderBy(sortColumn, direction)
          .orderBy('id', direction)
          .limit(slot<number>(0))
          .offset(slot<number>(1)),
      )
      .orderBy(sortColumn, direction)
      .orderBy('id', direction),
  );

/** The people of up to a page of contacts (`in` with n values: one prepared query per n). */
const PREPARED_PEOPLE_MAX = 200;
const peopleQueries = new Map<number, ReturnType<typeof preparePeopleOf>>();
const preparePeopleOf = (n: number) =>
  preparedQuery((db, slot) =>
    db
      .selectFrom('contact_people')
      .selectAll()
      .where(
        'contact_id',
        'in',
        Array.from({ length: n }, (_, i) => slot<number>(i)),
      )
      .orderBy('contact_id')
      .orderBy('id'),
  );
const peopleOfCount = (n: number) => {
  let query = peopleQueries.get(n);
  if (!query) {
    query = preparePeopleOf(n);
    peopleQueries.set(n, query);
  }
  return query;
};

export const createContactRepository = (db: Db) => {
  const kind = kindOf(db);

  /** Null for an empty term (or '%' in a search): no filter at all. */
  const planSearch = (term: string): SearchPlan | null => {
    const words = normalizeSearchText(term).split(' ').filter(Boolean);
    if (words.length === 0) return null;
    const viaFts = (word: string) => kind === 'sqlite' && [...word].length >= 3;
    const ftsWords = words.filter(viaFts);
    const trimmed = term.trim();
    return {
      ftsQuery:
        ftsWords.length > 0 ? ftsWords.map((w) => `"${w.replaceAll('"', '""')}"`).join(' AND ') : null,
      ftsWords,
      likeWords: words.filter((word) => !viaFts(word)),
      id: /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null,
    };
  };

  /**
   * The same words as LIKE filters only (no FTS): for the few deactivated contacts, which are
   * cheaper to test one by one than to intersect with the whole match set.
   */
  const likeOnly = (plan: SearchPlan): SearchPlan => ({
    ftsQuery: null,
    likeWords: [...plan.likeWords, ...plan.ftsWords],
    id: plan.id,
    ftsWords: [],
  });

  /**
   * Matching contacts: [active, deactivated, capped]. The deactivated ones are few (an index range
   * on deleted_at, then LIKE) and always counted exactly. The matches the list shows are counted up
   * to `cap` only (a limit subquery stops there): capped is true when there are at least `cap`.
   * On SQLite with an FTS-only term the full-text index counts them.
   */
  const countMatches = async (
    plan: SearchPlan | null,
    filter: ContactListFilter,
    cap: number,
  ): Promise<[number, number, boolean]> => {
    if (plan === null) {
      const [row] = await countAllContacts(db);
      return [Number(row?.active ?? 0), Number(row?.deactivated ?? 0), false];
    }
    const deactivated = await db
      .selectFrom('contacts')
      // `> ''` (every timestamp is) rather than `is not null`: SQLite then reads the
      // deactivated rows as a range of the deleted_at index instead of scanning the table.
      .where('deleted_at', '>', '')
      .where(matchesTerm(likeOnly(plan)))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
    if (plan.ftsQuery && plan.likeWords.length === 0 && plan.id === null) {
      // The full-text index counts every match, deactivated ones included: a list of active
      // contacts counts that many further.
      const limit = cap + (filter.includeDeactivated ? 0 : deactivated);
      const fts = sql`select rowid from contacts_fts where contacts_fts match ${plan.ftsQuery} limit ${limit}`;
      const all = Number(
        (await sql<{ n: number }>`select count(*) as n from (${fts})`.execute(db)).rows[0]?.n ?? 0,
      );
      return [all - deactivated, deactivated, all >= limit];
    }
    // Only the matches the list shows are counted: on PostgreSQL the active ones are then read from
    // the active contacts' index, which holds search_text (no table rows for a broad term).
    const counted = await sql<{ n: number }>`select count(*) as n from (${db
      .selectFrom('contacts')
      .select('id')
      .where(matchesTerm(plan))
      .$if(!filter.includeDeactivated, (qb) => qb.where('deleted_at', 'is', null))
      .limit(cap)}) as capped`.execute(db);
    const shown = Number(counted.rows[0]?.n ?? 0);
    const active = filter.includeDeactivated ? shown - deactivated : shown;
    return [active, deactivated, shown >= cap];
  };

  /**
   * One page in the requested order. The ids are found first (an index-only walk of
   * (deleted_at, sort_name, id) when listing by name), then only those 20 rows are read: a deep
   * OFFSET then skips index entries instead of whole rows. For a broad term (more matches than
   * BROAD_MATCHES) that walk tests each id against the full-text match set, built once, and stops
   * after the page, instead of reading and sorting every matching row; a narrow term's few rows
   * are read and sorted. (Testing each walked row's search_text with LIKE instead was tried: the
   * planner then scans and sorts, several times slower; docs/decisions.md, "Contacts".)
   */
  const pageOf = async (plan: SearchPlan | null, filter: ContactListFilter, matches: number) => {
    const sortColumn = SORT_COLUMN[filter.sort];
    if (plan === null) {
      const key = `${sortColumn} ${filter.direction} ${filter.includeDeactivated}`;
      let page = unfilteredPages.get(key);
      if (!page) {
        page = prepareUnfilteredPage(sortColumn, filter.direction, filter.includeDeactivated);
        unfilteredPages.set(key, page);
      }
      return page(db, filter.perPage, (filter.page - 1) * filter.perPage);
    }
    const walkPlan = plan?.ftsQuery && matches > BROAD_MATCHES ? { ...plan, walk: true } : plan;
    const ids = db
      .selectFrom('contacts')
      .select('id')
      .$if(walkPlan !== null, (qb) => qb.where(matchesTerm(walkPlan as SearchPlan)))
      .$if(!filter.includeDeactivated, (qb) => qb.where('deleted_at', 'is', null))
      .orderBy(sortColumn, filter.direction)
      .orderBy('id', filter.direction)
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage);
    return db
      .selectFrom('contacts')
      .select(CONTACT_COLUMNS)
      .where('id', 'in', ids)
      .orderBy(sortColumn, filter.direction)
      .orderBy('id', filter.direction)
      .execute();
  };

  return {
    findByRef: (ref: RecordRef) =>
      db
        .selectFrom('contacts')
        .select(CONTACT_COLUMNS)
        .$call((qb) => ('id' in ref ? qb.where('id', '=', ref.id) : qb.where('uuid', '=', ref.uuid)))
        .executeTakeFirst(),

    list: async (filter: ContactListFilter) => {
      const plan = planSearch(filter.q ?? '');
      // The count first: it tells whether the term is broad, which decides how the page is found.
      // A search counts up to CONTACT_COUNT_CAP past the start of the page: enough to know the
      // next pages exist.
      const offset = (filter.page - 1) * filter.perPage;
      const [activeCount, deactivated, capped] = await countMatches(
        plan,
        filter,
        offset + CONTACT_COUNT_CAP + 1,
      );
      const matches = filter.includeDeactivated ? activeCount + deactivated : activeCount;
      const rows = await pageOf(plan, filter, matches);
      return {
        rows,
        total: capped ? offset + CONTACT_COUNT_CAP : matches,
        totalIsLowerBound: capped,
        deactivated,
      };
    },

    /**
     * Active contacts only: deactivated ones never appear in pickers. A bare number puts the
     * contact with that customer number first. It is read on its own (a primary-key probe) rather
     * than sorted first in SQL, which would make the database sort every match instead of walking
     * the name index and stopping at `limit`.
     */
    search: async (term: string, limit: number) => {
      const plan = term.trim() === '%' ? null : planSearch(term);
      const [exact, matches] = await Promise.all([
        plan?.id == null
          ? undefined
          : db
              .selectFrom('contacts')
              .select(CONTACT_COLUMNS)
              .where('id', '=', plan.id)
              .where('deleted_at', 'is', null)
              .executeTakeFirst(),
        db
          .selectFrom('contacts')
          .select(CONTACT_COLUMNS)
          .where('deleted_at', 'is', null)
          .$if(plan !== null, (qb) => qb.where(matchesTerm(plan as SearchPlan)))
          .orderBy('sort_name')
          .orderBy('id')
          .limit(limit)
          .execute(),
      ]);
      if (!exact) return matches;
      return [exact, ...matches.filter((row) => row.id !== exact.id)].slice(0, limit);
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

    /**
     * Writes and bumps the version. With `basedOn` only while the row still has that version (the
     * check and the write in one statement): false when it moved on, and nothing was written.
     */
    update: async (id: number, patch: ContactPatch, basedOn?: number) => {
      const result = await db
        .updateTable('contacts')
        .set({ ...patch, version: nextVersion })
        .where('id', '=', id)
        .$if(basedOn !== undefined, (qb) => qb.where('version', '=', basedOn ?? 0))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    delete: (id: number) => db.deleteFrom('contacts').where('id', '=', id).execute(),

    countInvoices: async (contactId: number) => {
      const row = await db
        .selectFrom('invoices')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('contact_id', '=', contactId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Any reservation (rental) of the contact, whatever its status: reservations.contact_id is
     * `on delete set null`, so deleting the contact would silently cut it loose from its rentals.
     */
    countReservations: async (contactId: number) => {
      const row = await db
        .selectFrom('reservations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('contact_id', '=', contactId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The contact's invoices, newest first (deleted concepts left out); due_date for overdue. */
    invoicesOf: (contactId: number) =>
      db
        .selectFrom('invoices')
        .select([
          'uuid',
          'invoice_id',
          'id',
          'kind',
          'status',
          'invoice_date',
          'due_date',
          'total_amount_cents',
        ])
        .where('contact_id', '=', contactId)
        .where('deleted_at', 'is', null)
        .orderBy('invoice_date', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    /** The contact's orders, newest first (timeline). */
    ordersOf: (contactId: number) =>
      db
        .selectFrom('orders')
        .select(['uuid', 'id', 'status', 'created_at', 'total_amount_cents'])
        .where('contact_id', '=', contactId)
        .orderBy('id', 'desc')
        .execute(),

    // People -------------------------------------------------------------------------------------

    peopleOf: async (contactIds: number[]) => {
      if (contactIds.length === 0) return [];
      if (contactIds.length > PREPARED_PEOPLE_MAX) {
        return db
          .selectFrom('contact_people')
          .selectAll()
          .where('contact_id', 'in', contactIds)
          .orderBy('contact_id')
          .orderBy('id')
          .execute();
      }
      return peopleOfCount(contactIds.length)(db, ...contactIds);
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
