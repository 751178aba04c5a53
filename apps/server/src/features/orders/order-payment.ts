import type { InvoiceStatus } from '@app/domain';
import type { Db } from '../../db/database.ts';
import { kindOf } from '../../db/dialect.ts';
import { nowIso } from '../../lib/time.ts';
import { createOrderRepository } from './orders.repository.ts';

/**
 * Keeps an order's status in step with its invoice, inside the transaction that changes the
 * invoice's status: marked paid, the order becomes Betaald; moved away from paid again (Wijzig
 * factuur, oninbaar) it is Bevestigd again. A cancelled order stays cancelled.
 */
export const syncOrderPayment = async (trx: Db, orderId: number | null, invoiceStatus: InvoiceStatus) => {
  if (orderId === null) return;
  const repo = createOrderRepository(trx, kindOf(trx));
  if (invoiceStatus === 'paid') await repo.setPaymentStatus(orderId, 'confirmed', 'paid', nowIso());
  else await repo.setPaymentStatus(orderId, 'paid', 'confirmed', nowIso());
};
