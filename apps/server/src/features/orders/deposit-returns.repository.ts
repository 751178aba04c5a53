import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

export type DepositReturnRow = Selectable<Database['deposit_returns']>;

/** The SQL of an order's borg and its return. */
export const createDepositReturnRepository = (db: Db) => ({
  findByOrder: (orderId: number): Promise<DepositReturnRow | undefined> =>
    db.selectFrom('deposit_returns').selectAll().where('order_id', '=', orderId).executeTakeFirst(),

  insert: (row: Insertable<Database['deposit_returns']>) =>
    db.insertInto('deposit_returns').values(row).returning('id').executeTakeFirstOrThrow(),

  /**
   * Orders that ask a borg, are not cancelled and have no return yet, with what their published
   * invoice has received: the borg held now is read from these.
   */
  unsettled: () =>
    db
      .selectFrom('orders as o')
      .innerJoin('invoices as i', 'i.order_id', 'o.id')
      .leftJoin('deposit_returns as d', 'd.order_id', 'o.id')
      .select(['o.id', 'o.deposit_cents', 'i.paid_cents'])
      .where('o.deposit_cents', '>', 0)
      .where('o.status', '!=', 'cancelled')
      .where('d.id', 'is', null)
      .where('i.deleted_at', 'is', null)
      .where('i.status', '!=', 'concept')
      .execute(),
});
