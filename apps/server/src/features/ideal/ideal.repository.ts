import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';

/** The only SQL of iDEAL payments and deposits. */
export const createIdealRepository = (db: Db) => ({
  insert: (row: { mollieId: string; invoiceId: number; amountCents: number; status: string }) => {
    const now = nowIso();
    return db
      .insertInto('ideal_payments')
      .values({
        mollie_id: row.mollieId,
        invoice_id: row.invoiceId,
        amount_cents: row.amountCents,
        status: row.status,
        payment_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  },

  findByMollieId: (mollieId: string) =>
    db.selectFrom('ideal_payments').selectAll().where('mollie_id', '=', mollieId).executeTakeFirst(),

  /** The invoice's iDEAL payments, newest first. */
  listOf: (invoiceId: number) =>
    db
      .selectFrom('ideal_payments')
      .selectAll()
      .where('invoice_id', '=', invoiceId)
      .orderBy('id', 'desc')
      .execute(),

  setStatus: (id: number, status: string) =>
    db.updateTable('ideal_payments').set({ status, updated_at: nowIso() }).where('id', '=', id).execute(),

  setAmount: (id: number, amountCents: number) =>
    db
      .updateTable('ideal_payments')
      .set({ amount_cents: amountCents, updated_at: nowIso() })
      .where('id', '=', id)
      .execute(),

  setPaymentId: (id: number, paymentId: number) =>
    db
      .updateTable('ideal_payments')
      .set({ payment_id: paymentId, updated_at: nowIso() })
      .where('id', '=', id)
      .execute(),

  /** Paid at Mollie but not yet registered (the invoice was still a concept). */
  pendingOf: (invoiceId: number) =>
    db
      .selectFrom('ideal_payments')
      .selectAll()
      .where('invoice_id', '=', invoiceId)
      .where('status', '=', 'paid')
      .where('payment_id', 'is', null)
      .orderBy('id')
      .execute(),

  paymentIdByExternal: async (mollieId: string) =>
    (await db.selectFrom('payments').select('id').where('external_id', '=', mollieId).executeTakeFirst())?.id,

  invoiceOfOrder: (orderId: number) =>
    db
      .selectFrom('invoices')
      .select(['id', 'uuid'])
      .where('order_id', '=', orderId)
      .where('deleted_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirst(),

  depositOf: async (invoiceId: number) =>
    (
      await db
        .selectFrom('ideal_deposits')
        .select('percent')
        .where('invoice_id', '=', invoiceId)
        .executeTakeFirst()
    )?.percent ?? 0,

  setDeposit: (invoiceId: number, percent: number) =>
    db.insertInto('ideal_deposits').values({ invoice_id: invoiceId, percent }).execute(),
});
