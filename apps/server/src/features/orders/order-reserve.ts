import { ITEM_MESSAGES, ORDER_MESSAGES, SAFETY_MESSAGES } from '@app/contracts';
import { type CalendarDate, eachCalendarDay, reservationPeriodText, stockLeft } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { type Db, writeTransaction } from '../../db/database.ts';
import { writeBatcherOf } from '../../db/write-batch.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import {
  findReservableUnit,
  isReservationRace,
  liveSalesOf,
  lockUnitsForReserve,
  overlappingReservations,
  reserveUnit,
} from '../reservations/index.ts';
import { overdueDueDateOf } from '../safety/index.ts';
import { type CheckedArticle, itemField } from './order-lines.ts';

export const BUSY_MESSAGE = 'Er werd tegelijk een andere order opgeslagen. Probeer het opnieuw.';

/** A reserve that failed, with the line it belonged to (the message is written after rollback). */
export class ReserveFailure extends Error {
  readonly article: CheckedArticle;
  readonly reason: unknown;
  constructor(article: CheckedArticle, reason: unknown) {
    super('reservering mislukt');
    this.article = article;
    this.reason = reason;
  }
}

/** Days as runs: "5 dec. 2026 t/m 6 dec. 2026 en 9 dec. 2026". */
export const daysText = (days: readonly CalendarDate[]) => {
  const sorted = [...new Set(days)].sort();
  const runs: Array<[CalendarDate, CalendarDate]> = [];
  for (const day of sorted) {
    const last = runs.at(-1);
    if (last && eachCalendarDay(last[1], day).length === 2) last[1] = day;
    else runs.push([day, day]);
  }
  const parts = runs.map(([from, until]) => reservationPeriodText(from, until));
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} en ${parts.at(-1)}`;
};

/**
 * The write transaction of one order write. On SQLite, orders arriving together share one
 * transaction and one fsync (group commit, see db/write-batch.ts), each in its own savepoint;
 * a caller is answered after the commit. PostgreSQL commits concurrent transactions in
 * parallel over its pool, so each order has its own; so does the seed, whose ctx.db joins
 * its one transaction.
 */
export const inOrderTransaction = <T>(ctx: AppContext, work: (trx: Db) => Promise<T>): Promise<T> =>
  ctx.dbKind === 'sqlite' && !ctx.db.isTransaction
    ? writeBatcherOf(ctx.db).run(work)
    : writeTransaction(ctx.db).execute(work);

/** The Dutch 409 (or other refusal) of a failed reserve, naming the product and the taken days. */
export const describeReserveFailure = async (options: {
  ctx: AppContext;
  failure: ReserveFailure;
}): Promise<unknown> => {
  const { article, reason: cause } = options.failure;
  const field = { [itemField(article.index, 'unit_id')]: [] as string[] };
  const withField = (error: AppError) => {
    field[itemField(article.index, 'unit_id')] = [error.message];
    return new AppError(error.code, error.message, field);
  };
  const period = reservationPeriodText(article.from, article.until);
  if (cause instanceof AppError) {
    if (cause.message === ITEM_MESSAGES.insufficientQuantity) {
      // The pieces left on the line's stock row, read after the rollback (committed sales only).
      const row = await findReservableUnit(options.ctx.db, article.unitId);
      const left = stockLeft(
        [{ id: article.unitId, available: true, quantity: row?.quantity ?? 0 }],
        await liveSalesOf(options.ctx.db, { unitIds: [article.unitId] }),
      );
      return withField(conflict(ORDER_MESSAGES.notEnoughStock(article.name, article.quantity, left)));
    }
    if (cause.message === ITEM_MESSAGES.unitOutOfService)
      return withField(conflict(ORDER_MESSAGES.unitOutOfService(article.name)));
    if (cause.message === SAFETY_MESSAGES.unitBlocked) {
      // An inspection that ran out (setting 'block') is named with its due day.
      const due = await overdueDueDateOf({ ctx: options.ctx, unitId: article.unitId, until: article.until });
      if (due !== null)
        return withField(
          conflict(SAFETY_MESSAGES.orderUnitOverdue(article.name, reservationPeriodText(due, due))),
        );
    }
    if (cause.message === ITEM_MESSAGES.itemDeleted)
      return withField(conflict(ORDER_MESSAGES.itemDeleted(article.name)));
    if (cause.code !== 'conflict') return cause;
  } else if (!isReservationRace(cause)) {
    return cause;
  }
  // Which of the asked days are taken now (read after the rollback, so committed rows only).
  const taken = await overlappingReservations(options.ctx.db, article.unitId, article.from, article.until);
  const days = eachCalendarDay(article.from, article.until).filter((day) =>
    taken.some((r) => r.reserved_from <= day && day <= r.reserved_until),
  );
  return withField(
    conflict(ORDER_MESSAGES.unitTaken(article.name, days.length > 0 ? daysText(days) : period)),
  );
};

/**
 * Reserves every line's unit in the caller's write transaction. All units locked first, in id
 * order (no deadlock between orders sharing units); then reserved in the order the lines were
 * entered, which is the order they are listed in. A refusal is a ReserveFailure naming the line.
 */
export const reserveOrderArticles = async (options: {
  ctx: AppContext;
  trx: Db;
  articles: readonly CheckedArticle[];
}): Promise<number[]> => {
  await lockUnitsForReserve({
    ctx: options.ctx,
    unitIds: options.articles.map((a) => a.unitId),
    trx: options.trx,
  });
  const reserved: number[] = [];
  for (const article of [...options.articles].sort((a, b) => a.index - b.index)) {
    try {
      const row = await reserveUnit({
        ctx: options.ctx,
        input: {
          unitId: article.unitId,
          from: article.from,
          until: article.until,
          quantity: article.quantity,
          deliveryTime: article.deliveryTime,
          pickupTime: article.pickupTime,
        },
        trx: options.trx,
      });
      reserved.push(row.id);
    } catch (error) {
      throw new ReserveFailure(article, error);
    }
  }
  return reserved;
};
