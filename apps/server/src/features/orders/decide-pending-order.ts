import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { discardOrderInvoiceConcept } from '../invoices/index.ts';
import { cancelReservation } from '../reservations/index.ts';
import { createOrderRepository } from './orders.repository.ts';

/**
 * A pending order (an online booking request) decided in the caller's transaction: confirmed, or
 * cancelled with its units freed and its concept invoice removed.
 */
export const decidePendingOrder = async (options: {
  ctx: AppContext;
  trx: Db;
  orderId: number;
  confirm: boolean;
  now: string;
}) => {
  const { ctx, trx, orderId, now } = options;
  const orders = createOrderRepository(trx, ctx.dbKind);
  if (options.confirm) {
    await orders.update(orderId, { status: 'confirmed', updated_at: now });
    return;
  }
  await orders.update(orderId, { status: 'cancelled', cancelled_at: now, updated_at: now });
  for (const r of await orders.reservationsOf(orderId))
    if (r.status === 'active') await cancelReservation({ ctx, reservationId: r.id, trx });
  await discardOrderInvoiceConcept(trx, ctx.dbKind, orderId);
};
