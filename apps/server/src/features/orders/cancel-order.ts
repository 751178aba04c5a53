import { ORDER_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { writeTransaction } from '../../db/database.ts';
import { conflict } from '../../lib/app-error.ts';
import { requireCurrentVersion } from '../../lib/record-version.ts';
import { nowIso } from '../../lib/time.ts';
import { recordAudit } from '../audit/index.ts';
import { discardOrderInvoiceConcept } from '../invoices/index.ts';
import { cancelReservation } from '../reservations/index.ts';
import { findOrderRow, toOrderModel } from './order-model.ts';
import { createOrderRepository } from './orders.repository.ts';

/**
 * Cancels an order (irreversible): every reservation freed and a concept invoice deleted in
 * one transaction; a published invoice stays (a credit invoice is needed, the answer says so).
 */
export const cancelOrder = async (options: {
  ctx: AppContext;
  ref: string;
  version?: number | undefined;
}) => {
  const { ctx } = options;
  const found = await findOrderRow(options);
  const outcome = await writeTransaction(ctx.db).execute(async (trx) => {
    const repo = createOrderRepository(trx, ctx.dbKind);
    const row = await repo.lockById(found.id);
    // An order already cancelled says so (the clearer message), whatever the version.
    if (row.status === 'cancelled') throw conflict(ORDER_MESSAGES.alreadyCancelled);
    // A quote is withdrawn (quote.withdraw), never cancelled: it holds nothing to free.
    if (row.status === 'quote') throw conflict(ORDER_MESSAGES.isQuote);
    requireCurrentVersion(row.version, options.version);
    const now = nowIso();
    await repo.update(row.id, { status: 'cancelled', cancelled_at: now, updated_at: now });
    await recordAudit({
      db: trx,
      entity: 'order',
      entityId: row.uuid,
      action: 'cancelled',
      changes: { status: { from: row.status, to: 'cancelled' } },
    });
    for (const reservation of await repo.reservationsOf(row.id)) {
      if (reservation.status === 'active')
        await cancelReservation({ ctx, reservationId: reservation.id, trx });
    }
    return discardOrderInvoiceConcept(trx, ctx.dbKind, row.id);
  });
  const model = await toOrderModel({ ctx, row: await findOrderRow({ ctx, ref: found.id }) });
  return {
    entry: { model },
    message:
      outcome === 'kept'
        ? `${ORDER_MESSAGES.cancelled} ${ORDER_MESSAGES.creditInvoiceNeeded}`
        : ORDER_MESSAGES.cancelled,
  };
};
