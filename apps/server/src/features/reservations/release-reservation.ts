import { ITEM_MESSAGES, type ReservationModel } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { parseRecordRef } from '../../lib/ids.ts';
import { toReservationModel } from './reservation-model.ts';
import { inTransaction } from './reservation-rules.ts';
import { createReservationRepository } from './reservations.repository.ts';

/**
 * Frees a reservation that belongs to no order (made by an older version or by hand: it blocks
 * days that no agenda shows). One of an order is freed by changing or cancelling the order.
 * Releasing twice is harmless.
 */
export const releaseReservationWithoutOrder = async (options: {
  ctx: AppContext;
  raw: string;
}): Promise<ReservationModel> => {
  const ref = parseRecordRef(options.raw);
  if (!ref) throw notFound(ITEM_MESSAGES.reservationNotFound);
  return inTransaction(options.ctx.db, async (trx) => {
    const repo = createReservationRepository(trx);
    const row = await repo.findWithContact(ref);
    if (!row) throw notFound(ITEM_MESSAGES.reservationNotFound);
    if (row.order_id !== null) throw conflict(ITEM_MESSAGES.reservationOfOrder(row.order_id));
    await repo.cancel(row.id);
    return toReservationModel({ ...row, status: 'cancelled' });
  });
};
