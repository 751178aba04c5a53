import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export type BookableItemRow = {
  id: number;
  uuid: string;
  name: string;
  description: string | null;
  type: 'rentable' | 'sellable' | 'bundle';
  price_cents: number;
  category: string | null;
  units: number;
};

/** The only SQL of online booking. */
export const createBookingRepository = (db: Db) => ({
  /** Active, priced, not deleted articles with at least one unit in service: the catalogue. */
  bookableItems: async (): Promise<BookableItemRow[]> => {
    const rows = await db
      .selectFrom('items')
      .leftJoin('categories', 'categories.id', 'items.category_id')
      .innerJoin('units', 'units.item_id', 'items.id')
      .select((eb) => [
        'items.id',
        'items.uuid',
        'items.name',
        'items.description',
        'items.type',
        'items.price_cents',
        'categories.name as category',
        eb.fn.countAll<number | string>().as('units'),
      ])
      .where('items.deleted_at', 'is', null)
      .where('items.status', '=', 'active')
      .where('items.price_cents', 'is not', null)
      .where('units.available', '=', 1)
      .groupBy([
        'items.id',
        'items.uuid',
        'items.name',
        'items.description',
        'items.type',
        'items.price_cents',
        'categories.name',
      ])
      // What is rented (castles, tents, tables) before what is bought with it (balloons,
      // confetti): a phone shows the first few cards only.
      .orderBy(sql`case when items.type = 'rentable' then 0 else 1 end`)
      .orderBy('items.sort_name')
      .orderBy('items.id')
      .execute();
    return rows.map((r) => ({ ...r, price_cents: r.price_cents ?? 0, units: Number(r.units) }));
  },

  /**
   * Active, priced packages whose articles all have units (or stock) in service; `units` is 0
   * here (the caller counts the complete sets).
   */
  bookableBundles: async (): Promise<BookableItemRow[]> => {
    const rows = await db
      .selectFrom('items')
      .leftJoin('categories', 'categories.id', 'items.category_id')
      .select([
        'items.id',
        'items.uuid',
        'items.name',
        'items.description',
        'items.type',
        'items.price_cents',
        'categories.name as category',
      ])
      .where('items.deleted_at', 'is', null)
      .where('items.status', '=', 'active')
      .where('items.type', '=', 'bundle')
      .where('items.price_cents', 'is not', null)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('item_components as ic')
            .select('ic.bundle_item_id')
            .whereRef('ic.bundle_item_id', '=', 'items.id'),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('item_components as ic')
              .select('ic.bundle_item_id')
              .whereRef('ic.bundle_item_id', '=', 'items.id')
              .where(({ not: none, exists: has, selectFrom: from }) =>
                none(
                  has(
                    from('units')
                      .select('units.id')
                      .whereRef('units.item_id', '=', 'ic.component_item_id')
                      .where('units.available', '=', 1)
                      .where('units.quantity', '>', 0),
                  ),
                ),
              ),
          ),
        ),
      )
      .execute();
    return rows.map((r) => ({ ...r, price_cents: r.price_cents ?? 0, units: 0 }));
  },

  /**
   * A cheap fingerprint of everything the catalogue shows: per table its row count, newest
   * change and a sum that every write moves (an item's version, a unit's availability, an image's
   * place). Any write to articles, units, images or settings (prices, booking settings, company
   * details) or a new version of the rental terms changes it, whichever process made the write; the max() reads walk an index (0640).
   */
  catalogueFingerprint: async (): Promise<string> => {
    const row = await db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('items')
          .select(
            sql<string>`count(*) || ':' || coalesce(max(updated_at), '') || ':' || coalesce(sum(version), 0)`.as(
              'v',
            ),
          )
          .as('items'),
        eb
          .selectFrom('units')
          .select(
            sql<string>`count(*) || ':' || coalesce(max(updated_at), '') || ':' || coalesce(sum(available * id), 0)`.as(
              'v',
            ),
          )
          .as('units'),
        eb
          .selectFrom('item_assets')
          .select(
            sql<string>`count(*) || ':' || coalesce(max(created_at), '') || ':' || coalesce(sum(asset_id * (position + 1)), 0)`.as(
              'v',
            ),
          )
          .as('images'),
        eb
          .selectFrom('settings')
          .select(
            sql<string>`count(*) || ':' || coalesce(max(updated_at), '') || ':' || coalesce(sum(length(value)), 0)`.as(
              'v',
            ),
          )
          .as('settings'),
        eb
          .selectFrom('categories')
          .select(sql<string>`count(*) || ':' || coalesce(max(id), 0)`.as('v'))
          .as('categories'),
        // The rental terms shown at checkout: versions are only added, so the highest number moves.
        eb.selectFrom('terms_versions').select(sql<string>`coalesce(max(number), 0)`.as('v')).as('terms'),
      ])
      .executeTakeFirstOrThrow();
    return [row.items, row.units, row.images, row.settings, row.categories, row.terms].join('|');
  },

  serialNumbersOf: async (unitIds: readonly number[]): Promise<string[]> => {
    const rows = await db
      .selectFrom('units')
      .select('serial_number')
      .where('id', 'in', [0, ...unitIds])
      .execute();
    return rows.flatMap((r) => (r.serial_number ? [r.serial_number] : []));
  },

  /** A live contact with this e-mail address (case-insensitive), oldest first. */
  contactIdsByEmail: async (email: string): Promise<number[]> => {
    const rows = await db
      .selectFrom('contacts')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email_address']), '=', email.toLowerCase()))
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .limit(5)
      .execute();
    return rows.map((r) => r.id);
  },

  insertRequest: (row: {
    order_id: number;
    token_hash: string;
    terms_version: string;
    terms_accepted_at: string;
    terms_accepted_ip: string;
    hold_until: string;
    created_at: string;
    delivery_address_line_1: string;
    delivery_postal_code: string;
    delivery_city: string;
  }) =>
    db
      .insertInto('booking_requests')
      .values({ ...row, decided_at: null, decline_reason: null })
      .execute(),

  findByTokenHash: (tokenHash: string) =>
    db.selectFrom('booking_requests').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst(),

  findByOrderId: (orderId: number) =>
    db.selectFrom('booking_requests').selectAll().where('order_id', '=', orderId).executeTakeFirst(),

  /**
   * Marks the request decided, only if it still is open: the one writer whose update changed the
   * row goes on (confirm, decline and expiry racing each other, or two processes expiring).
   */
  decide: async (id: number, now: string, reason: string | null): Promise<boolean> => {
    const result = await db
      .updateTable('booking_requests')
      .set({ decided_at: now, decline_reason: reason })
      .where('id', '=', id)
      .where('decided_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Open requests whose hold ended before `now`. */
  expiredOpen: (now: string, limit: number) =>
    db
      .selectFrom('booking_requests')
      .select(['id', 'order_id'])
      .where('decided_at', 'is', null)
      .where('hold_until', '<', now)
      .orderBy('hold_until')
      .limit(limit)
      .execute(),

  /** The expiry job's own old claims (one per five minutes). */
  forgetRunsBefore: (job: string, periodKey: string) =>
    db.deleteFrom('scheduled_runs').where('job', '=', job).where('period_key', '<', periodKey).execute(),

  countOpen: async (): Promise<number> => {
    const row = await db
      .selectFrom('booking_requests')
      .innerJoin('orders', 'orders.id', 'booking_requests.order_id')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('booking_requests.decided_at', 'is', null)
      .where('orders.status', '=', 'pending')
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },
});
