import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SignatureTables } from '../../db/tables/signatures.ts';

type SignatureTable = SignatureTables['job_signatures'];
export type NewSignatureRow = Omit<Insertable<SignatureTable>, 'id'>;
export type SignatureListRow = Omit<Selectable<SignatureTable>, 'image_png' | 'image_sha256'>;

const LIST_COLUMNS = [
  'id',
  'order_id',
  'reservation_id',
  'job_type',
  'item_name',
  'signer_name',
  'instructions_explained',
  'terms_version',
  'signed_at',
  'signed_by',
  'signed_by_name',
  'image_width',
  'image_height',
] as const;

/** The renter's signatures (append-only: insert and read; the table's triggers refuse the rest). */
export const createSignatureRepository = (db: Db) => ({
  /**
   * The reservation a job belongs to, with its order and rented article; the reservation row is
   * locked on PostgreSQL, so a signature and a change of the order queue.
   */
  findJobTarget: async (reservationId: number, lock: boolean) => {
    let query = db
      .selectFrom('reservations')
      .innerJoin('units', 'units.id', 'reservations.unit_id')
      .innerJoin('items', 'items.id', 'units.item_id')
      .leftJoin('orders', 'orders.id', 'reservations.order_id')
      .select([
        'reservations.id as reservation_id',
        'reservations.status as reservation_status',
        'reservations.reserved_from',
        'reservations.reserved_until',
        'reservations.quantity',
        'items.name as item_name',
        'items.type as item_type',
        'orders.id as order_id',
        'orders.uuid as order_uuid',
        'orders.status as order_status',
      ])
      .where('reservations.id', '=', reservationId);
    if (lock) query = query.forUpdate('reservations');
    return query.executeTakeFirst();
  },

  userName: (userId: number) =>
    db
      .selectFrom('users')
      .select(['given_name', 'family_name', 'email'])
      .where('id', '=', userId)
      .executeTakeFirst(),

  insert: async (row: NewSignatureRow): Promise<number> =>
    (await db.insertInto('job_signatures').values(row).returning('id').executeTakeFirstOrThrow()).id,

  /** An order's signatures, oldest first, without their images. */
  listByOrder: (orderId: number): Promise<SignatureListRow[]> =>
    db
      .selectFrom('job_signatures')
      .select(LIST_COLUMNS)
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute(),

  /** The signatures given at one job (a reservation's delivery or pickup), oldest first. */
  listByJob: (reservationId: number, jobType: 'delivery' | 'pickup'): Promise<SignatureListRow[]> =>
    db
      .selectFrom('job_signatures')
      .select(LIST_COLUMNS)
      .where('reservation_id', '=', reservationId)
      .where('job_type', '=', jobType)
      .orderBy('id')
      .execute(),

  findById: (id: number): Promise<SignatureListRow | undefined> =>
    db.selectFrom('job_signatures').select(LIST_COLUMNS).where('id', '=', id).executeTakeFirst(),

  imageOf: (id: number) =>
    db
      .selectFrom('job_signatures')
      .select(['image_png', 'image_sha256'])
      .where('id', '=', id)
      .executeTakeFirst(),
});
