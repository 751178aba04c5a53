import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import type { InvoiceStatusChange } from '../invoices/index.ts';
import { createOrderRepository } from './orders.repository.ts';

/**
 * An order follows its invoice's payment: marked paid when its invoice is paid, and back to
 * confirmed when that invoice leaves paid (Wijzig factuur, a removed payment). A cancelled order
 * stays cancelled. An invoice status follower (app.ts hands it to invoices).
 */
export const followInvoicePayment = async (trx: Db, kind: DatabaseKind, change: InvoiceStatusChange) => {
  if (change.orderId === null) return;
  const repo = createOrderRepository(trx, kind);
  if (change.to === 'paid') await repo.setStatusFrom(change.orderId, 'paid', ['pending', 'confirmed']);
  else if (change.from === 'paid') await repo.setStatusFrom(change.orderId, 'confirmed', ['paid']);
};
