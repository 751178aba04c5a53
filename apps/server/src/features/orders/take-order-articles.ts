import type { CalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { type CheckedArticle, checkOrderArticles, type ReservationInput } from './order-lines.ts';
import { resolveOrderLines } from './order-quantities.ts';
import { reserveOrderArticles } from './order-reserve.ts';

/**
 * The request's lines as checked articles inside the caller's write transaction: units picked for
 * lines by article (a package expanded into its articles' units), each checked (exists, active,
 * priced, not in the past) and, with `reserve`, reserved, its units locked first. A quote takes
 * the same path without `reserve`: the same units and prices, nothing held. A unit taken meanwhile
 * is a ReserveFailure naming the line; too few free units a Dutch 409 on the line's quantity.
 */
export const takeOrderArticles = async (options: {
  ctx: AppContext;
  trx: Db;
  items: ReadonlyArray<{ reservation: ReservationInput }>;
  reserve: boolean;
  today: CalendarDate;
  allowPastDates?: boolean;
}): Promise<{ articles: CheckedArticle[]; reserved: number[] }> => {
  const { ctx, trx, today } = options;
  const lines = await resolveOrderLines({ ctx, db: trx, items: options.items, lock: options.reserve });
  const articles = await checkOrderArticles({
    ctx,
    db: trx,
    lines,
    allowPastDates: options.allowPastDates ?? false,
    today,
  });
  // Reserved before pricing: the common refusal, a unit just taken, costs the least.
  const reserved = options.reserve ? await reserveOrderArticles({ ctx, trx, articles }) : [];
  return { articles, reserved };
};
