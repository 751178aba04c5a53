import type { InvoiceStatus } from '@app/domain';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { createInvoiceRepository } from './invoices.repository.ts';

export type InvoiceStatusChange = {
  invoiceId: number;
  /** invoices.order_id: the order this invoice bills, if any. */
  orderId: number | null;
  /** The effective status before (an outstanding invoice past its due date reads 'overdue'). */
  from: InvoiceStatus;
  to: InvoiceStatus;
  /** The payment day when `to` is 'paid', else null. */
  paidAt: string | null;
};

/**
 * The one place where other records follow an invoice's status. Runs inside the status change's
 * transaction, after the invoice row is written, so both commit or roll back together.
 *
 * An order follows its invoice's payment: marked paid when its invoice is marked paid, and back to
 * confirmed when that invoice leaves paid (Wijzig factuur). A cancelled order stays cancelled.
 */
export const afterInvoiceStatusChange = async (trx: Db, kind: DatabaseKind, change: InvoiceStatusChange) => {
  if (change.orderId === null) return;
  const repo = createInvoiceRepository(trx, kind);
  if (change.to === 'paid') await repo.setOrderStatus(change.orderId, 'paid', ['pending', 'confirmed']);
  else if (change.from === 'paid') await repo.setOrderStatus(change.orderId, 'confirmed', ['paid']);
};
