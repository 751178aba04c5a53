import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

export type LogEntryRow = Selectable<Database['unit_log_entries']>;
export type IncidentRow = Selectable<Database['unit_incidents']>;
export type CertificateRow = Selectable<Database['unit_certificates']>;
export type BlockRow = Selectable<Database['unit_blocks']>;

/** The only SQL of the safety register. */
export const createSafetyRepository = (db: Db) => ({
  /** The unit with its article; `forUpdate` locks the unit row (PostgreSQL) like reserve does. */
  findUnit: (unitId: number, forUpdate = false) =>
    db
      .selectFrom('units')
      .innerJoin('items', 'items.id', 'units.item_id')
      .select([
        'units.id',
        'units.uuid',
        'units.item_id',
        'units.serial_number',
        'units.quantity',
        'items.name as item_name',
        'items.type as item_type',
        'items.safety_kind',
        'items.instructions',
        'items.deleted_at',
      ])
      .where('units.id', '=', unitId)
      .$if(forUpdate, (qb) => qb.forUpdate('units'))
      .executeTakeFirst(),

  findItem: (itemId: number) =>
    db
      .selectFrom('items')
      .select(['id', 'uuid', 'name', 'type', 'safety_kind', 'instructions', 'deleted_at'])
      .where('id', '=', itemId)
      .executeTakeFirst(),

  updateItemSafety: (
    itemId: number,
    patch: { safety_kind?: 'speeltoestel' | 'attractie'; instructions?: string | null; updated_at: string },
  ) => db.updateTable('items').set(patch).where('id', '=', itemId).execute(),

  userNames: async (ids: readonly number[]) => {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map<number, string>();
    const rows = await db
      .selectFrom('users')
      .select(['id', 'given_name', 'family_name', 'email'])
      .where('id', 'in', unique)
      .execute();
    return new Map(
      rows.map((row) => [row.id, `${row.given_name} ${row.family_name}`.trim() || row.email] as const),
    );
  },

  assetsByIds: (ids: readonly number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('assets')
          .selectAll()
          .where('id', 'in', [...new Set(ids)])
          .execute(),

  // ---------------------------------------------------------------------------------------------
  // Log

  logOfUnit: (unitId: number) =>
    db
      .selectFrom('unit_log_entries')
      .selectAll()
      .where('unit_id', '=', unitId)
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .execute(),

  logOfUnits: (unitIds: readonly number[]) =>
    unitIds.length === 0
      ? Promise.resolve([] as LogEntryRow[])
      : db.selectFrom('unit_log_entries').selectAll().where('unit_id', 'in', unitIds).execute(),

  findLogEntry: (id: number) =>
    db.selectFrom('unit_log_entries').selectAll().where('id', '=', id).executeTakeFirst(),

  insertLogEntry: (row: Insertable<Database['unit_log_entries']>) =>
    db.insertInto('unit_log_entries').values(row).returningAll().executeTakeFirstOrThrow(),

  insertAttachments: (logEntryId: number, assetIds: readonly number[]) =>
    assetIds.length === 0
      ? Promise.resolve()
      : db
          .insertInto('unit_log_attachments')
          .values(
            assetIds.map((assetId, position) => ({ log_entry_id: logEntryId, asset_id: assetId, position })),
          )
          .execute()
          .then(() => undefined),

  attachmentsOf: (logEntryIds: readonly number[]) =>
    logEntryIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('unit_log_attachments')
          .innerJoin('assets', 'assets.id', 'unit_log_attachments.asset_id')
          .selectAll('assets')
          .select(['unit_log_attachments.log_entry_id'])
          .where('unit_log_attachments.log_entry_id', 'in', logEntryIds)
          .orderBy('unit_log_attachments.log_entry_id')
          .orderBy('unit_log_attachments.position')
          .execute(),

  // ---------------------------------------------------------------------------------------------
  // Incidents

  incidentsOfUnit: (unitId: number) =>
    db
      .selectFrom('unit_incidents')
      .selectAll()
      .where('unit_id', '=', unitId)
      .orderBy('occurred_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),

  incidentsOfUnits: (unitIds: readonly number[]) =>
    unitIds.length === 0
      ? Promise.resolve([] as IncidentRow[])
      : db.selectFrom('unit_incidents').selectAll().where('unit_id', 'in', unitIds).execute(),

  findIncident: (id: number) =>
    db.selectFrom('unit_incidents').selectAll().where('id', '=', id).executeTakeFirst(),

  insertIncident: (row: Insertable<Database['unit_incidents']>) =>
    db.insertInto('unit_incidents').values(row).returningAll().executeTakeFirstOrThrow(),

  /** True when the order reserved this unit (live or since cancelled). */
  orderIncludedUnit: async (orderId: number, unitId: number) =>
    (await db
      .selectFrom('reservations')
      .select('id')
      .where('order_id', '=', orderId)
      .where('unit_id', '=', unitId)
      .executeTakeFirst()) !== undefined,

  orderExists: async (orderId: number) =>
    (await db.selectFrom('orders').select('id').where('id', '=', orderId).executeTakeFirst()) !== undefined,

  // ---------------------------------------------------------------------------------------------
  // Certificates

  /** The unit's own certificates and its article's type certificates, newest first. */
  certificatesForUnit: (unitId: number, itemId: number) =>
    db
      .selectFrom('unit_certificates')
      .selectAll()
      .where((eb) =>
        eb.or([eb('unit_id', '=', unitId), eb.and([eb('item_id', '=', itemId), eb('unit_id', 'is', null)])]),
      )
      .orderBy('issued_on', 'desc')
      .orderBy('id', 'desc')
      .execute(),

  certificatesOfItems: (itemIds: readonly number[]) =>
    itemIds.length === 0
      ? Promise.resolve([] as CertificateRow[])
      : db
          .selectFrom('unit_certificates')
          .selectAll()
          .where('item_id', 'in', itemIds)
          .orderBy('issued_on', 'desc')
          .orderBy('id', 'desc')
          .execute(),

  typeCertificatesOfItem: (itemId: number) =>
    db
      .selectFrom('unit_certificates')
      .selectAll()
      .where('item_id', '=', itemId)
      .where('unit_id', 'is', null)
      .orderBy('issued_on', 'desc')
      .orderBy('id', 'desc')
      .execute(),

  insertCertificate: (row: Insertable<Database['unit_certificates']>) =>
    db.insertInto('unit_certificates').values(row).returningAll().executeTakeFirstOrThrow(),

  // ---------------------------------------------------------------------------------------------
  // Blocks

  /** Live blocks of a unit, earliest first. */
  liveBlocksOfUnit: (unitId: number) =>
    db
      .selectFrom('unit_blocks')
      .selectAll()
      .where('unit_id', '=', unitId)
      .where('lifted_at', 'is', null)
      .orderBy('blocked_from')
      .orderBy('id')
      .execute(),

  /** Live blocks of these units that share a day with from..until. */
  liveBlocksOverlapping: (unitIds: readonly number[], from: string, until: string) =>
    unitIds.length === 0
      ? Promise.resolve([] as BlockRow[])
      : db
          .selectFrom('unit_blocks')
          .selectAll()
          .where('unit_id', 'in', unitIds)
          .where('lifted_at', 'is', null)
          .where('blocked_from', '<=', until)
          .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '>=', from)]))
          .execute(),

  /** Live blocks of an item's units that share a day with from..until (item.availability). */
  liveBlocksOfItem: (itemId: number, from: string, until: string) =>
    db
      .selectFrom('unit_blocks')
      .select(['unit_id', 'blocked_from', 'blocked_until'])
      .where('unit_id', 'in', (eb) =>
        eb.selectFrom('units').select('units.id').where('units.item_id', '=', itemId),
      )
      .where('lifted_at', 'is', null)
      .where('blocked_from', '<=', until)
      .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '>=', from)]))
      .execute(),

  liveBlocksOfUnits: (unitIds: readonly number[]) =>
    unitIds.length === 0
      ? Promise.resolve([] as BlockRow[])
      : db
          .selectFrom('unit_blocks')
          .selectAll()
          .where('unit_id', 'in', unitIds)
          .where('lifted_at', 'is', null)
          .orderBy('blocked_from')
          .execute(),

  findBlock: (id: number) => db.selectFrom('unit_blocks').selectAll().where('id', '=', id).executeTakeFirst(),

  insertBlock: (row: Insertable<Database['unit_blocks']>) =>
    db.insertInto('unit_blocks').values(row).returningAll().executeTakeFirstOrThrow(),

  liftBlock: (id: number, userId: number | null, at: string) =>
    db
      .updateTable('unit_blocks')
      .set({ lifted_at: at, lifted_by: userId })
      .where('id', '=', id)
      .where('lifted_at', 'is', null)
      .executeTakeFirst(),

  /** The derived blocks of failed inspections are rewritten from the log with every new entry. */
  deleteInspectionBlocks: (unitId: number) =>
    db.deleteFrom('unit_blocks').where('unit_id', '=', unitId).where('source', '=', 'inspection').execute(),

  /** Live reservations of a unit sharing a day with from..until (or from on, open-ended). */
  reservationsOverlapping: (unitId: number, from: string, until: string | null) =>
    db
      .selectFrom('reservations')
      .leftJoin('contacts', 'contacts.id', 'reservations.contact_id')
      .select([
        'reservations.id',
        'reservations.order_id',
        'reservations.reserved_from',
        'reservations.reserved_until',
        'contacts.display_name',
      ])
      .where('reservations.unit_id', '=', unitId)
      .where('reservations.status', '=', 'active')
      .where('reservations.reserved_until', '>=', from)
      .$if(until !== null, (qb) => qb.where('reservations.reserved_from', '<=', until as string))
      .orderBy('reservations.reserved_from')
      .execute(),

  // ---------------------------------------------------------------------------------------------
  // Papers

  orderForHandover: (orderId: number) =>
    db
      .selectFrom('orders')
      .innerJoin('contacts', 'contacts.id', 'orders.contact_id')
      .select([
        'orders.id',
        'orders.uuid',
        'orders.status',
        'contacts.display_name as contact_name',
        'contacts.contact_type',
      ])
      .where('orders.id', '=', orderId)
      .executeTakeFirst(),

  /** The order's live reservations with their unit and article, in reservation order. */
  rentedUnitsOfOrder: (orderId: number) =>
    db
      .selectFrom('reservations')
      .innerJoin('units', 'units.id', 'reservations.unit_id')
      .innerJoin('items', 'items.id', 'units.item_id')
      .select([
        'reservations.unit_id',
        'reservations.reserved_from',
        'reservations.reserved_until',
        'units.item_id',
        'units.serial_number',
        'items.name as item_name',
        'items.type as item_type',
        'items.instructions',
      ])
      .where('reservations.order_id', '=', orderId)
      .where('reservations.status', '=', 'active')
      .orderBy('reservations.id')
      .execute(),

  // ---------------------------------------------------------------------------------------------
  // The due list

  /** Rentable units of live articles, for the due list. */
  rentableUnits: () =>
    db
      .selectFrom('units')
      .innerJoin('items', 'items.id', 'units.item_id')
      .select([
        'units.id',
        'units.item_id',
        'units.serial_number',
        'items.name as item_name',
        'items.safety_kind',
      ])
      .where('items.type', '=', 'rentable')
      .where('items.deleted_at', 'is', null)
      .orderBy('items.sort_name')
      .orderBy('units.id')
      .execute(),

  unitsOfItem: (itemId: number) =>
    db.selectFrom('units').select(['id']).where('item_id', '=', itemId).orderBy('id').execute(),
});

export type SafetyRepository = ReturnType<typeof createSafetyRepository>;
