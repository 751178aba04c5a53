import type { InvoiceStatus } from '@app/domain';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { registerPendingIdeal } from '../ideal/sync-ideal-payment.ts';
import { registerOpenAmount, removePaymentsOf } from '../payments/register-open-amount.ts';
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
 * Payments (issue 28): "Markeer als betaald" registers one payment of what is open, on the day
 * given; back to concept (Wijzig factuur) removes the payments, as a changed invoice is paid again
 * when it is (decisions.md).
 */
export const afterInvoiceStatusChange = async (trx: Db, kind: DatabaseKind, change: InvoiceStatusChange) => {
  if (change.to === 'paid' && change.paidAt !== null)
    await registerOpenAmount(trx, kind, { invoiceId: change.invoiceId, paidOn: change.paidAt });
  if (change.to === 'concept') await removePaymentsOf(trx, change.invoiceId);
  await followOrderPayment(trx, kind, change);
  // iDEAL payments made on an order's invoice while it was a concept count from publishing on.
  if (change.from === 'concept' && change.to !== 'concept')
    await registerPendingIdeal(trx, kind, change.invoiceId);
};

/**
 * An order follows its invoice's payment: marked paid when its invoice is marked paid, and back to
 * confirmed when that invoice leaves paid (Wijzig factuur, a removed payment). A cancelled order
 * stays cancelled.
 */
export const followOrderPayment = async (
  trx: Db,
  kind: DatabaseKind,
  change: Pick<InvoiceStatusChange, 'orderId' | 'from' | 'to'>,
) => {
  if (change.orderId === null) return;
  const repo = createInvoiceRepository(trx, kind);
  if (change.to === 'paid') await repo.setOrderStatus(change.orderId, 'paid', ['pending', 'confirmed']);
  else if (change.from === 'paid') await repo.setOrderStatus(change.orderId, 'confirmed', ['paid']);
};
