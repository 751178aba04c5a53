import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

export type NewOrderAcceptance = Insertable<Database['order_acceptances']>;

/** The online acceptance of a quote (append-only: insert and read, nothing else). */
export const createOrderAcceptanceRepository = (db: Db) => ({
  insert: (row: NewOrderAcceptance) => db.insertInto('order_acceptances').values(row).execute(),

  /** The record without the document's bytes (the order page shows the hash). */
  findByOrder: (orderId: number) =>
    db
      .selectFrom('order_acceptances')
      .select([
        'quote_number',
        'quote_revision',
        'signer_name',
        'accepted_at',
        'ip',
        'user_agent',
        'terms_version',
        'document_sha256',
      ])
      .where('order_id', '=', orderId)
      .executeTakeFirst(),

  documentOf: (orderId: number) =>
    db
      .selectFrom('order_acceptances')
      .select(['document_pdf', 'document_sha256', 'quote_number'])
      .where('order_id', '=', orderId)
      .executeTakeFirst(),
});
