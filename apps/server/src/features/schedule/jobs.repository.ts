import type { Db } from '../../db/database.ts';

/** One live reservation of a live order, with what a job shows of it. */
export type JobSourceRow = {
  reservation_id: number;
  reserved_from: string;
  reserved_until: string;
  delivery_time: string | null;
  pickup_time: string | null;
  order_id: number;
  order_uuid: string;
  order_status: 'pending' | 'confirmed' | 'paid' | 'cancelled';
  payment_method: 'cash' | 'ideal';
  order_total_cents: number;
  notes: string | null;
  /** The order's invoice when it is not deleted (one per order, 0140). */
  invoice_status: 'concept' | 'outstanding' | 'overdue' | 'paid' | 'uncollectable' | null;
  invoice_total_cents: number | null;
  /** What was paid on the invoice, so a deposit lowers the cash to collect. */
  invoice_paid_cents: number | null;
  /** Pieces of a sale; 1 for a rented unit. */
  quantity: number;
  unit_id: number;
  unit_uuid: string;
  serial_number: string | null;
  item_id: number;
  item_uuid: string;
  item_name: string;
  item_type: 'rentable' | 'sellable';
  /** The package line the unit is a component of, and the package's name. */
  bundle_id: number | null;
  bundle_name: string | null;
  contact_id: number;
  contact_uuid: string;
  contact_type: 'individual' | 'business';
  display_name: string;
  email_address: string | null;
  phone_number: string | null;
  address_line_1: string | null;
  address_line_2: string | null;
  postal_code: string | null;
  city: string | null;
  country: string;
};

export const createJobRepository = (db: Db) => ({
  /**
   * Live reservations of orders that are not cancelled, starting or ending within from..until
   * (a job falls on one of those days). The contact is the order's (the customer). Both day
   * conditions range over their own index (0150).
   */
  sourcesBetween: (from: string, until: string): Promise<JobSourceRow[]> =>
    db
      .selectFrom('reservations')
      .innerJoin('orders', 'orders.id', 'reservations.order_id')
      .innerJoin('units', 'units.id', 'reservations.unit_id')
      .innerJoin('items', 'items.id', 'units.item_id')
      .innerJoin('contacts', 'contacts.id', 'orders.contact_id')
      .leftJoin('order_bundles', 'order_bundles.id', 'reservations.order_bundle_id')
      .leftJoin('items as bundle_items', 'bundle_items.id', 'order_bundles.item_id')
      .leftJoin('invoices', (join) =>
        join.onRef('invoices.order_id', '=', 'orders.id').on('invoices.deleted_at', 'is', null),
      )
      .select([
        'reservations.id as reservation_id',
        'reservations.reserved_from',
        'reservations.reserved_until',
        'reservations.delivery_time',
        'reservations.pickup_time',
        'reservations.quantity',
        'orders.id as order_id',
        'orders.uuid as order_uuid',
        'orders.status as order_status',
        'orders.payment_method',
        'orders.total_amount_cents as order_total_cents',
        'orders.notes',
        'invoices.status as invoice_status',
        'invoices.total_amount_cents as invoice_total_cents',
        'invoices.paid_cents as invoice_paid_cents',
        'units.id as unit_id',
        'units.uuid as unit_uuid',
        'units.serial_number',
        'items.id as item_id',
        'items.uuid as item_uuid',
        'items.name as item_name',
        'items.type as item_type',
        'order_bundles.id as bundle_id',
        'bundle_items.name as bundle_name',
        'contacts.id as contact_id',
        'contacts.uuid as contact_uuid',
        'contacts.contact_type',
        'contacts.display_name',
        'contacts.email_address',
        'contacts.phone_number',
        'contacts.address_line_1',
        'contacts.address_line_2',
        'contacts.postal_code',
        'contacts.city',
        'contacts.country',
      ])
      .where('reservations.status', '=', 'active')
      .where('orders.status', '!=', 'cancelled')
      .where((eb) =>
        eb.or([
          eb.and([
            eb('reservations.reserved_from', '>=', from),
            eb('reservations.reserved_from', '<=', until),
          ]),
          eb.and([
            eb('reservations.reserved_until', '>=', from),
            eb('reservations.reserved_until', '<=', until),
          ]),
        ]),
      )
      .orderBy('reservations.id')
      // Units belong to rentable or sellable articles only (a package has none).
      .execute() as Promise<JobSourceRow[]>,

  /** The check-offs of these reservations' jobs, with the name of who ticked them off. */
  completionsOf: async (reservationIds: readonly number[]) =>
    reservationIds.length === 0
      ? []
      : db
          .selectFrom('job_completions')
          .leftJoin('users', 'users.id', 'job_completions.completed_by')
          .select([
            'job_completions.reservation_id',
            'job_completions.job_type',
            'job_completions.completed_at',
            'job_completions.cash_cents',
            'users.given_name',
            'users.family_name',
            'users.email',
          ])
          .where('job_completions.reservation_id', 'in', [...reservationIds])
          .execute(),

  /**
   * The reservation a job belongs to, with its order and the order's live invoice; the
   * reservation row is locked on PostgreSQL (a check-off and a change of the order queue).
   */
  findJobTarget: async (reservationId: number, lock: boolean) => {
    let query = db
      .selectFrom('reservations')
      .leftJoin('orders', 'orders.id', 'reservations.order_id')
      .leftJoin('invoices', (join) =>
        join.onRef('invoices.order_id', '=', 'orders.id').on('invoices.deleted_at', 'is', null),
      )
      .select([
        'reservations.id as reservation_id',
        'reservations.status as reservation_status',
        'reservations.reserved_from',
        'reservations.reserved_until',
        'orders.id as order_id',
        'orders.status as order_status',
        'orders.payment_method',
        'invoices.id as invoice_id',
        'invoices.status as invoice_status',
      ])
      .where('reservations.id', '=', reservationId);
    if (lock) query = query.forUpdate('reservations');
    return query.executeTakeFirst();
  },

  findCompletion: (reservationId: number, jobType: 'delivery' | 'pickup') =>
    db
      .selectFrom('job_completions')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .where('job_type', '=', jobType)
      .executeTakeFirst(),

  insertCompletion: (row: {
    reservation_id: number;
    job_type: 'delivery' | 'pickup';
    completed_at: string;
    completed_by: number;
    cash_cents: number | null;
    payment_id: number | null;
  }) => db.insertInto('job_completions').values(row).execute(),

  deleteCompletion: (id: number) => db.deleteFrom('job_completions').where('id', '=', id).execute(),

  /** A pickup done before the rental's last day ends the reservation that day (frees the rest). */
  endReservationOn: (reservationId: number, day: string) =>
    db.updateTable('reservations').set({ reserved_until: day }).where('id', '=', reservationId).execute(),

  userName: (userId: number) =>
    db
      .selectFrom('users')
      .select(['given_name', 'family_name', 'email'])
      .where('id', '=', userId)
      .executeTakeFirst(),
});
