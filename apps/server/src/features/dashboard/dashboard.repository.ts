import type { Db } from '../../db/database.ts';

/** The SQL of Vandaag: read-only counts over orders, booking requests and invoices. */
export const createDashboardRepository = (db: Db) => ({
  /**
   * Orders In behandeling (online booking requests) still waiting: a request whose hold ran out
   * is left out, also in the minutes before the expiry job ends it.
   */
  countBookingRequests: async (nowIso: string): Promise<number> => {
    const row = await db
      .selectFrom('orders as o')
      .leftJoin('booking_requests as b', 'b.order_id', 'o.id')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('o.status', '=', 'pending')
      .where((eb) => eb.or([eb('b.hold_until', 'is', null), eb('b.hold_until', '>=', nowIso)]))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  /**
   * Published invoices (not credit notes) awaiting payment whose due day lies before `day`, with
   * what they total, what was paid and what published credit notes took off.
   */
  overdueInvoices: (day: string) =>
    db
      .selectFrom('invoices as i')
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('invoices as cn')
            .select([
              'cn.credited_invoice_id',
              (e) => e.fn.sum<number | string>('cn.total_amount_cents').as('credited'),
            ])
            .where('cn.kind', '=', 'credit_note')
            .where('cn.status', '!=', 'concept')
            .where('cn.deleted_at', 'is', null)
            .groupBy('cn.credited_invoice_id')
            .as('cr'),
        (join) => join.onRef('cr.credited_invoice_id', '=', 'i.id'),
      )
      .select(['i.id', 'i.total_amount_cents', 'i.paid_cents', 'cr.credited'])
      .where('i.kind', '=', 'invoice')
      .where('i.status', '=', 'outstanding')
      .where('i.deleted_at', 'is', null)
      .where('i.due_date', '<', day)
      .execute(),
});
