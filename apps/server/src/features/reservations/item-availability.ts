import { ITEM_MESSAGES, MAX_AVAILABILITY_DAYS } from '@app/contracts';
import {
  type AvailabilityByDay,
  addCalendarDays,
  computeAvailability,
  diffCalendarDays,
  isValidRange,
  todayCalendarDate,
} from '@app/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { blockedPeriodsOf } from '../safety/index.ts';
import { invalidRange } from './reservation-rules.ts';
import { createReservationRepository } from './reservations.repository.ts';

/**
 * Day → ids of the item's units free that day, from..until inclusive (default: today in
 * Amsterdam through one year ahead; at most two years).
 */
export const availabilityOfItem = async (options: {
  ctx: AppContext;
  itemId: number;
  range: { from?: string; until?: string; excludeOrderId?: number };
}): Promise<AvailabilityByDay> => {
  const { ctx, itemId, range } = options;
  const from = range.from ?? todayCalendarDate();
  const until = range.until ?? addCalendarDays(from, 365);
  if (!isValidRange(from, until)) throw invalidRange('until');
  if (diffCalendarDays(from, until) + 1 > MAX_AVAILABILITY_DAYS) {
    throw new AppError('validation_failed', ITEM_MESSAGES.rangeTooLong, {
      until: [ITEM_MESSAGES.rangeTooLong],
    });
  }
  const repo = createReservationRepository(ctx.db);
  const [units, dated, blocked] = await Promise.all([
    repo.unitsOfItem(itemId),
    repo.activeForItem(itemId, from, until, range.excludeOrderId),
    blockedPeriodsOf({ db: ctx.db, itemId, from, until }),
  ]);
  // Sold goods are gone on every day of the window once the order is taken.
  const reservations =
    units[0]?.type === 'sellable'
      ? (await repo.liveSales({ itemId }, range.excludeOrderId)).map((sale) => ({
          ...sale,
          reservedFrom: from,
          reservedUntil: until,
        }))
      : dated;
  return computeAvailability({
    units: units.map((u) => ({ id: u.id, available: u.available === 1, quantity: u.quantity })),
    reservations,
    from,
    until,
    blocked,
  });
};
