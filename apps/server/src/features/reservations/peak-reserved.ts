import { peakReservedQuantity, todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { createReservationRepository } from './reservations.repository.ts';

/**
 * For changing a stock row's quantity, inside the caller's write transaction: locks the unit row
 * on PostgreSQL (the lock reserve takes, so neither can slip between the other's check and write)
 * and answers the most pieces reserved on any one day from today (Amsterdam) on.
 */
export const lockAndPeakReserved = async (options: { ctx: AppContext; unitId: number; trx: Db }) => {
  const { ctx, unitId } = options;
  const repo = createReservationRepository(options.trx);
  const unit = await repo.findUnitForReservation(unitId, ctx.dbKind === 'postgres');
  // A sellable row: the pieces sold on live orders, whatever their day (they are gone for good).
  if (unit?.type === 'sellable')
    return (await repo.liveSales({ unitIds: [unitId] })).reduce((sum, sale) => sum + sale.quantity, 0);
  const today = todayCalendarDate();
  return peakReservedQuantity(await repo.activeFrom(unitId, today), today);
};
