import type { InvoiceModel } from '@app/contracts';
import type { InvoiceStatus } from '@app/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import type { InvoiceRow } from './invoices.repository.ts';

export type InvoiceStatusChange = {
  invoiceId: number;
  /** invoices.order_id: the order this invoice bills, if any. */
  orderId: number | null;
  /** The effective status before (an outstanding invoice past its due date reads 'overdue'). */
  from: InvoiceStatus;
  to: InvoiceStatus;
  /**
   * The payment day when a person or a credit note declared the invoice paid ("Markeer als
   * betaald", a credit note closing it); null otherwise, also when payments moved the status.
   */
  paidAt: string | null;
};

/** Runs inside the status change's transaction, after the invoice row is written. */
export type InvoiceStatusFollower = (
  trx: Db,
  kind: DatabaseKind,
  change: InvoiceStatusChange,
) => Promise<void>;

/**
 * What features above invoices add to it: payments, iDEAL and orders depend on invoices, so
 * invoices cannot call them; app.ts hands their parts in once at start (extendInvoices).
 */
export type InvoiceExtensions = {
  /** Other records that follow an invoice's status, run in this order. */
  statusFollowers: readonly InvoiceStatusFollower[];
  /** The invoice model's payments, open amount, reminders and when the next one may go. */
  paymentFieldsOf: (
    db: Db,
    row: InvoiceRow,
  ) => Promise<Pick<InvoiceModel, 'payments' | 'open_amount' | 'reminders' | 'next_reminder'>>;
  /** The "Betaal met iDEAL" link for a mail about the invoice, or null. */
  payUrlForMail: (ctx: AppContext, row: InvoiceRow, db?: Db) => Promise<string | null>;
};

let extensions: InvoiceExtensions | null = null;

/** Called by app.ts before the app serves anything; a second call (another app in a test) replaces it. */
export const extendInvoices = (value: InvoiceExtensions) => {
  extensions = value;
};

export const invoiceExtensions = (): InvoiceExtensions => {
  if (!extensions)
    throw new Error('extendInvoices() is niet aangeroepen: app.ts koppelt de onderdelen die facturen volgen');
  return extensions;
};

/**
 * The one place where other records follow an invoice's status (the payments, the order, a
 * waiting iDEAL payment). Runs inside the status change's transaction, after the invoice row is
 * written, so all commit or roll back together.
 */
export const announceInvoiceStatusChange = async (
  trx: Db,
  kind: DatabaseKind,
  change: InvoiceStatusChange,
) => {
  for (const follow of invoiceExtensions().statusFollowers) await follow(trx, kind, change);
};
