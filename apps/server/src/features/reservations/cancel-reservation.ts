import { ITEM_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { createReservationRepository } from './reservations.repository.ts';

/** Frees the days again, in the caller's transaction when given; cancelling twice is harmless. */
export const cancelReservation = async (options: {
  ctx: AppContext;
  reservationId: number;
  trx?: Db;
}): Promise<void> => {
  const repo = createReservationRepository(options.trx ?? options.ctx.db);
  const row = await repo.findById(options.reservationId);
  if (!row) throw notFound(ITEM_MESSAGES.reservationNotFound);
  await repo.cancel(options.reservationId);
};
