import type { OrderStatusValue } from '@app/contracts';
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

export type OrderRow = Selectable<Database['orders']>;
export type NewOrderRow = Insertable<Database['orders']>;
export type OrderPatch = Updateable<Database['orders']>;

export type OrderListFilter = {
  statuses: readonly OrderStatusValue[] | undefined;
  q: string | undefined;
  contactId: number | undefined;
  page: number;
  perPage: number;
};

type ListEb = ExpressionBuilder<Database & { o: Database['orders']; c: Database['contacts'] }, 'o' | 'c'>;

const isSearchTerm = (term: string | undefined): term is string => {
  const trimmed = term?.trim() ?? '';
  return trimmed !== '' && trimmed !== '%';
};

/**
 * Every word must occur in the contact's search_text (names, e-mail, city, …) or in the name of
 * one of the order's products; a bare number (or `#123`) also matches the order number. Contacts
 * are found through their own index (the FTS5 trigram table on SQLite for words of 3+ characters,
 * pg_trgm on PostgreSQL), as the invoice search does.
 */
const matchesTerm =
  (term: string, kind: DatabaseKind) =>
  (eb: ListEb): Expression<SqlBool> => {
    const words = normalizeSearchText(term).split(' ').filter(Boolean);
    const bare = term.trim().replace(/^#/, '');
    const orderId = /^\d{1,9}$/.test(bare) ? Number(bare) : null;
    const textMatch = eb.and(
      words.map((word) => {
        const pattern = containsPattern(word);
        const contactIds =
          kind === 'sqlite' && [...word].length >= 3
            ? sql`select rowid from contacts_fts where contacts_fts match ${`"${word.replaceAll('"', '""')}"`}`
            : sql`select id from contacts where search_text like ${pattern} escape '\\'`;
        return sql<SqlBool>`(o.contact_id in (${contactIds}) or exists (
          select 1 from reservations r
          join units u on u.id = r.unit_id
          join items i on i.id = u.item_id
          where r.order_id = o.id and i.search_text like ${pattern} escape '\\'))`;
      }),
    );
    return orderId === null ? textMatch : eb.or([textMatch, eb('o.id', '=', orderId)]);
  };

/**
 * The rental period of an order in a list row: its first day and last day over all its lines
 * (a sold line counts with its delivery day). Two correlated lookups on reservations' order index.
 */
const rentalPeriodColumns = [
  sql<string | null>`(select min(r.reserved_from) from reservations r where r.order_id = o.id)`.as(
    'period_from',
  ),
  sql<string | null>`(select max(r.reserved_until) from reservations r where r.order_id = o.id)`.as(
    'period_until',
  ),
] as const;

/** The columns of an order's list row (orders joined as o with their contact as c). */
const listColumns = [
  'o.id',
  'o.uuid',
  'o.status',
  'o.created_at',
  'o.total_amount_cents',
  'o.payment_method',
  'c.id as contact_id',
  'c.uuid as contact_uuid',
  'c.display_name as contact_display_name',
  'c.city as contact_city',
  ...rentalPeriodColumns,
] as const;

export const createOrderRepository = (db: Db, kind: DatabaseKind) => {
  const listQuery = () =>
    db.selectFrom('orders as o').innerJoin('contacts as c', 'c.id', 'o.contact_id').select(listColumns);

  return {
    insert: async (row: NewOrderRow) => {
      const inserted = await db.insertInto('orders').values(row).returning('id').executeTakeFirstOrThrow();
      return inserted.id;
    },

    update: (id: number, patch: OrderPatch) =>
      db
        .updateTable('orders')
        .set({ ...patch, version: nextVersion })
        .where('id', '=', id)
        .execute(),

    findByRef: (ref: RecordRef) =>
      db
        .selectFrom('orders')
        .selectAll()
        .$call((qb) => ('id' in ref ? qb.where('id', '=', ref.id) : qb.where('uuid', '=', ref.uuid)))
        .executeTakeFirst(),

    /** Re-reads the order with a row lock on PostgreSQL, so two cancels of one order queue. */
    lockById: (id: number) => {
      let query = db.selectFrom('orders').selectAll().where('id', '=', id);
      if (kind === 'postgres') query = query.forUpdate();
      return query.executeTakeFirstOrThrow();
    },

    /** Moves the order between paid and confirmed; cancelled (and pending) orders stay as they are. */
    setPaymentStatus: (id: number, from: OrderStatusValue, to: OrderStatusValue, now: string) =>
      db
        .updateTable('orders')
        .set({ status: to, updated_at: now, version: nextVersion })
        .where('id', '=', id)
        .where('status', '=', from)
        .execute(),

    /**
     * Moves the order to `status`, only from one of `fromStatuses` (a cancelled order stays
     * cancelled); its invoice's status change calls it in that transaction.
     */
    setStatusFrom: (
      orderId: number,
      status: 'confirmed' | 'paid',
      fromStatuses: Array<'pending' | 'confirmed' | 'paid'>,
    ) =>
      db
        .updateTable('orders')
        .set({ status, updated_at: new Date().toISOString(), version: nextVersion })
        .where('id', '=', orderId)
        .where('status', 'in', fromStatuses)
        .execute(),

    /** Units with their item, for the lines of an order (any order of ids). */
    unitsWithItems: (unitIds: readonly number[]) =>
      unitIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('units')
            .innerJoin('items', 'items.id', 'units.item_id')
            .select([
              'units.id',
              'units.uuid',
              'units.serial_number',
              'units.quantity',
              'units.available',
              'items.id as item_id',
              'items.uuid as item_uuid',
              'items.name as item_name',
              'items.type as item_type',
              'items.status as item_status',
              'items.price_cents as item_price_cents',
              'items.day_factors as item_day_factors',
              'items.deposit_cents as item_deposit_cents',
              'items.deleted_at as item_deleted_at',
            ])
            .where('units.id', 'in', [...unitIds])
            .execute(),

    /** Items named by an order's quantity lines (also deleted ones: the check says why not). */
    itemsByIds: (itemIds: readonly number[]) =>
      itemIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('items')
            .select(['id', 'name', 'type', 'status', 'deleted_at'])
            .where('id', 'in', [...itemIds])
            .execute(),

    /** The ids of these items' units, ascending (for locking them before picking free ones). */
    unitIdsOfItems: async (itemIds: readonly number[]) =>
      itemIds.length === 0
        ? []
        : (
            await db
              .selectFrom('units')
              .select('id')
              .where('item_id', 'in', [...itemIds])
              .orderBy('id')
              .execute()
          ).map((r) => r.id),

    /**
     * A changed order gives back the reservations it no longer has: freed, and no longer listed
     * under the order (the row stays, with its customer, as the history of the unit).
     */
    releaseReservations: async (reservationIds: readonly number[]) => {
      if (reservationIds.length === 0) return;
      await db
        .updateTable('reservations')
        .set({ status: 'cancelled', order_id: null })
        .where('id', 'in', [...reservationIds])
        .execute();
    },

    /** A kept line of a changed order takes its new delivery and pickup windows. */
    setReservationTimes: (reservationId: number, deliveryTime: string, pickupTime: string | null) =>
      db
        .updateTable('reservations')
        .set({ delivery_time: deliveryTime, pickup_time: pickupTime })
        .where('id', '=', reservationId)
        .execute(),

    /** Gives reservations made for a new order their order and customer. */
    linkReservations: async (reservationIds: readonly number[], orderId: number, contactId: number) => {
      // A change that only keeps or removes lines reserves nothing; `in ()` is a PostgreSQL syntax error.
      if (reservationIds.length === 0) return;
      await db
        .updateTable('reservations')
        .set({ order_id: orderId, contact_id: contactId })
        .where('id', 'in', [...reservationIds])
        .execute();
    },

    /** The order's reservations with unit and item, by first day (then as taken). */
    reservationsOf: (orderId: number) =>
      db
        .selectFrom('reservations as r')
        .innerJoin('units as u', 'u.id', 'r.unit_id')
        .innerJoin('items as i', 'i.id', 'u.item_id')
        .select([
          'r.id',
          'r.uuid',
          'r.unit_id',
          'r.reserved_from',
          'r.reserved_until',
          'r.delivery_time',
          'r.pickup_time',
          'r.quantity',
          'r.status',
          'r.order_bundle_id',
          'u.uuid as unit_uuid',
          'u.serial_number',
          'i.id as item_id',
          'i.uuid as item_uuid',
          'i.name as item_name',
          'i.type as item_type',
          'i.price_cents as item_price_cents',
        ])
        .where('r.order_id', '=', orderId)
        .orderBy('r.reserved_from')
        .orderBy('r.id')
        .execute(),

    list: async (filter: OrderListFilter) => {
      const search = isSearchTerm(filter.q);
      const statuses = filter.statuses;
      const base = () =>
        db
          .selectFrom('orders as o')
          .innerJoin('contacts as c', 'c.id', 'o.contact_id')
          .$if(search, (qb) => qb.where(matchesTerm(filter.q ?? '', kind)))
          .$if(statuses !== undefined, (qb) =>
            statuses && statuses.length > 0
              ? qb.where('o.status', 'in', [...statuses])
              : qb.where(sql<SqlBool>`1 = 0`),
          )
          .$if(filter.contactId !== undefined, (qb) => qb.where('o.contact_id', '=', filter.contactId ?? 0));
      const count = await base()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const rows = await base()
        .select(listColumns)
        .orderBy('o.id', 'desc')
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage)
        .execute();
      return { rows, total: Number(count.n) };
    },

    search: (term: string, limit: number) =>
      listQuery()
        .$if(isSearchTerm(term), (qb) => qb.where(matchesTerm(term, kind)))
        .orderBy('o.id', 'desc')
        .limit(limit)
        .execute(),

    /** A contact's orders, newest first (contact timeline). */
    ofContact: (contactId: number) =>
      db
        .selectFrom('orders')
        .select(['id', 'uuid', 'status', 'created_at', 'total_amount_cents'])
        .where('contact_id', '=', contactId)
        .orderBy('id', 'desc')
        .execute(),
  };
};

export type OrderRepository = ReturnType<typeof createOrderRepository>;
export type OrderListRow = Awaited<ReturnType<OrderRepository['search']>>[number];
export type OrderReservationRow = Awaited<ReturnType<OrderRepository['reservationsOf']>>[number];
export type OrderUnitRow = Awaited<ReturnType<OrderRepository['unitsWithItems']>>[number];
