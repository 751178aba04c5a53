import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

export type AuditFilter = {
  entity?: string | undefined;
  entityId?: string | undefined;
  actor?: string | undefined;
  /** The signed-in person who acted (users.id). */
  actorId?: number | undefined;
  /** UTC ISO instants, from inclusive, until exclusive. */
  fromInstant?: string | undefined;
  untilInstant?: string | undefined;
  page: number;
  perPage: number;
};

/**
 * The only SQL on audit_events. It reads and appends (`append`, for record-audit.ts) and has no
 * update or delete on purpose: the trail is append-only (the database's triggers refuse both as well).
 */
export const createAuditRepository = (db: Db) => {
  const filtered = (filter: AuditFilter) =>
    db
      .selectFrom('audit_events')
      .$if(filter.entity !== undefined, (qb) => qb.where('entity', '=', filter.entity ?? ''))
      .$if(filter.entityId !== undefined, (qb) => qb.where('entity_id', '=', filter.entityId ?? ''))
      .$if(filter.actor !== undefined, (qb) => qb.where('actor_name', '=', filter.actor ?? ''))
      .$if(filter.actorId !== undefined, (qb) => qb.where('actor_user_id', '=', filter.actorId ?? 0))
      .$if(filter.fromInstant !== undefined, (qb) => qb.where('created_at', '>=', filter.fromInstant ?? ''))
      .$if(filter.untilInstant !== undefined, (qb) => qb.where('created_at', '<', filter.untilInstant ?? ''));

  return {
    list: (filter: AuditFilter) =>
      filtered(filter)
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage)
        .execute(),

    count: async (filter: AuditFilter) =>
      Number(
        (
          await filtered(filter)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),

    /**
     * What the log shows of the records its events name (number, name, what the link needs), per
     * kind for the ids given; a record that is gone is simply missing.
     */
    invoicesByUuid: (uuids: readonly string[]) =>
      uuids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('invoices')
            .select(['uuid', 'id', 'invoice_id', 'kind', 'deleted_at'])
            .where('uuid', 'in', uuids)
            .execute(),
    ordersByUuid: (uuids: readonly string[]) =>
      uuids.length === 0
        ? Promise.resolve([])
        : db.selectFrom('orders').select(['uuid', 'id']).where('uuid', 'in', uuids).execute(),
    contactsByUuid: (uuids: readonly string[]) =>
      uuids.length === 0
        ? Promise.resolve([])
        : db.selectFrom('contacts').select(['uuid', 'display_name']).where('uuid', 'in', uuids).execute(),
    itemsByUuid: (uuids: readonly string[]) =>
      uuids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('items')
            .select(['uuid', 'id', 'name', 'deleted_at'])
            .where('uuid', 'in', uuids)
            .execute(),
    unitsByUuid: (uuids: readonly string[]) =>
      uuids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('units')
            .innerJoin('items', 'items.id', 'units.item_id')
            .select(['units.uuid', 'units.serial_number', 'items.id as item_id', 'items.name'])
            .where('units.uuid', 'in', uuids)
            .execute(),
    usersByIds: (ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('users')
            .select(['id', 'given_name', 'family_name', 'email'])
            .where('id', 'in', ids)
            .execute(),

    /** The uuid of a record given by its numeric id or uuid, for the kinds with a detail page. */
    uuidOf: async (entity: 'invoice' | 'order' | 'contact', ref: { id: number } | { uuid: string }) => {
      const table = entity === 'invoice' ? 'invoices' : entity === 'order' ? 'orders' : 'contacts';
      const query = db.selectFrom(table).select('uuid');
      const row = await ('id' in ref
        ? query.where('id', '=', ref.id)
        : query.where('uuid', '=', ref.uuid)
      ).executeTakeFirst();
      return row?.uuid;
    },

    /** Appends one row (in the transaction of the change it describes). */
    append: (row: Insertable<Database['audit_events']>) =>
      db.insertInto('audit_events').values(row).execute(),

    /** The person's name as it is now: given and family name, else the e-mail address; null when gone. */
    actorNameOf: async (userId: number) => {
      const user = await db
        .selectFrom('users')
        .select(['given_name', 'family_name', 'email'])
        .where('id', '=', userId)
        .executeTakeFirst();
      return user ? `${user.given_name} ${user.family_name}`.trim() || user.email : null;
    },
  };
};
