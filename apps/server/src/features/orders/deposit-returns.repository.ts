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
});
