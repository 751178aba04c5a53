import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

export type PaymentRow = Selectable<Database['payments']>;
export type ReminderRow = Selectable<Database['invoice_reminders']>;

/** The only SQL of payments and reminders. */
export const createPaymentRepository = (db: Db) => ({
  listOf: (invoiceId: number) =>
    db
      .selectFrom('payments')
      .selectAll()
      .where('invoice_id', '=', invoiceId)
      .orderBy('paid_on')
      .orderBy('id')
      .execute(),

  find: (ref: { id: number } | { uuid: string }) =>
    db
      .selectFrom('payments')
      .selectAll()
      .$if('id' in ref, (qb) => qb.where('id', '=', 'id' in ref ? ref.id : 0))
      .$if('uuid' in ref, (qb) => qb.where('uuid', '=', 'uuid' in ref ? ref.uuid : ''))
      .executeTakeFirst(),

  insert: async (row: Insertable<Database['payments']>) =>
    (await db.insertInto('payments').values(row).returning('id').executeTakeFirstOrThrow()).id,

  remove: (id: number) => db.deleteFrom('payments').where('id', '=', id).execute(),

  removeAllOf: (invoiceId: number) => db.deleteFrom('payments').where('invoice_id', '=', invoiceId).execute(),

  /** Sum and last day of the invoice's payments. */
  totalsOf: async (invoiceId: number) => {
    const row = await db
      .selectFrom('payments')
      .select((eb) => [
        eb.fn.sum<string | number | null>('amount_cents').as('sum'),
        eb.fn.max('paid_on').as('last'),
      ])
      .where('invoice_id', '=', invoiceId)
      .executeTakeFirst();
    return { paidCents: Number(row?.sum ?? 0), lastPaidOn: (row?.last as string | null | undefined) ?? null };
  },

  /** Writes the kept sum; the check on invoices.paid_cents refuses one above the total. */
  /**
   * What credit notes took off this invoice (positive cents). The credit-note work
   * adds invoices.kind / credited_invoice_id; until that is merged no invoice is credited.
   * MERGE: sum -total_amount_cents of published credit notes with credited_invoice_id = invoiceId.
   */
  /**
   * What the invoice's published credit notes take off it (positive cents): the same sum as the
   * invoice model's credited_amount (features/invoices/invoice-credits.ts).
   */
  creditedCentsOf: async (invoiceId: number) => {
    const row = await db
      .selectFrom('invoices')
      .select((eb) => eb.fn.sum<number | string | null>('total_amount_cents').as('sum'))
      .where('credited_invoice_id', '=', invoiceId)
      .where('kind', '=', 'credit_note')
      .where('status', '!=', 'concept')
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return -Number(row?.sum ?? 0);
  },

  remindersOf: (invoiceId: number) =>
    db
      .selectFrom('invoice_reminders')
      .selectAll()
      .where('invoice_id', '=', invoiceId)
      .orderBy('level')
      .execute(),
});
