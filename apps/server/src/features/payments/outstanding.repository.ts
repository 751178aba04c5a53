import type { Db } from '../../db/database.ts';

/** The SQL of the outstanding overview. */
export const createOutstandingRepository = (db: Db) => ({
  /** Published invoices still awaiting payment (stored status outstanding; overdue is computed). */
  openInvoices: () =>
    db
      .selectFrom('invoices as i')
      .leftJoin('contacts as c', 'c.id', 'i.contact_id')
      .select([
        'i.id',
        'i.uuid',
        'i.invoice_id',
        'i.status',
        'i.kind',
        'i.deleted_at',
        'i.due_date',
        'i.total_amount_cents',
        'i.paid_cents',
        'i.contact_id',
        'c.uuid as contact_uuid',
        'c.display_name as contact_display_name',
      ])
      .where('i.status', '=', 'outstanding')
      .where('i.deleted_at', 'is', null)
      .execute(),

  /** The reminders sent for the invoices `openInvoices` answers. */
  remindersOfOpen: () =>
    db
      .selectFrom('invoice_reminders as r')
      .innerJoin('invoices as i', 'i.id', 'r.invoice_id')
      .select(['r.invoice_id', 'r.level', 'r.sent_at'])
      .where('i.status', '=', 'outstanding')
      .where('i.deleted_at', 'is', null)
      .execute(),

  /** Published invoice totals by invoice date from `from` on. */
  invoicedSince: (from: string) =>
    db
      .selectFrom('invoices')
      .select(['invoice_date as day', 'total_amount_cents as amount'])
      .where('status', '!=', 'concept')
      .where('deleted_at', 'is', null)
      .where('invoice_date', '>=', from)
      .execute(),

  /** Payments by day from `from` on. */
  receivedSince: (from: string) =>
    db
      .selectFrom('payments')
      .select(['paid_on as day', 'amount_cents as amount'])
      .where('paid_on', '>=', from)
      .execute(),

  /**
   * Orders that ask a borg, are not cancelled and have no return yet, with what their published
   * invoice has received: the borg held now is read from these.
   */
  unsettledDeposits: () =>
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
