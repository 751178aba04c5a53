import { ORDER_MESSAGES, type OrderModel } from '@app/contracts';
import { type OrderInvoiceLine, todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/time.ts';
import { findContactByRef } from '../contacts/index.ts';
import { isReservationRace } from '../reservations/index.ts';
import { createOrderAcceptanceRepository, type NewOrderAcceptance } from './order-acceptances.repository.ts';
import { linkOrderBundles } from './order-bundles.ts';
import type { ReservationInput } from './order-lines.ts';
import { findOrderRow, toOrderModel } from './order-model.ts';
import { writeOrderPaperwork } from './order-paperwork.ts';
import { BUSY_MESSAGE, describeReserveFailure, inOrderTransaction, ReserveFailure } from './order-reserve.ts';
import { createOrderRepository, type OrderRow } from './orders.repository.ts';
import { takeOrderArticles } from './take-order-articles.ts';

/**
 * A quote becomes a confirmed order (accepted online, or "Omzetten naar order" by staff) in one
 * write transaction: the order row locked, `before` (the quote's own checks on its locked rows),
 * units picked and reserved for the quote's lines, the concept invoice with the quote's own priced
 * lines (what was offered and accepted, not today's prices), the status confirmed, the acceptance
 * recorded when given, the confirmation mail when asked, then `within` (the quote's writes and
 * audit). Refused with nothing written: an order that is no longer a quote (409), a unit gone (the
 * orders' Dutch 409 naming article and days), a line that now starts in the past (422).
 */
export const confirmQuoteOrder = async (options: {
  ctx: AppContext;
  orderId: number;
  items: ReadonlyArray<{ reservation: ReservationInput }>;
  lines: readonly OrderInvoiceLine[];
  mail: boolean;
  acceptance?: Omit<NewOrderAcceptance, 'order_id'>;
  before?: (trx: Db, row: OrderRow) => Promise<void>;
  within?: (trx: Db, row: OrderRow) => Promise<void>;
}): Promise<OrderModel> => {
  const { ctx } = options;
  const today = todayCalendarDate();
  let mailQueued = false;
  try {
    await inOrderTransaction(ctx, async (trx) => {
      const repo = createOrderRepository(trx, ctx.dbKind);
      const row = await repo.lockById(options.orderId);
      if (options.before) await options.before(trx, row);
      if (row.status !== 'quote') throw conflict(ORDER_MESSAGES.notFound);
      const { articles, reserved } = await takeOrderArticles({
        ctx,
        trx,
        items: options.items,
        reserve: true,
        today,
      });
      await repo.linkReservations(reserved, row.id, row.contact_id);
      await linkOrderBundles({ trx, orderId: row.id, articles, reservedIds: reserved });
      const contact = await findContactByRef(trx, { id: row.contact_id });
      if (!contact) throw conflict(ORDER_MESSAGES.contactNotFound);
      mailQueued = await writeOrderPaperwork({
        ctx,
        trx,
        orderId: row.id,
        contact,
        articles,
        priced: { lines: options.lines, total: row.total_amount_cents },
        paymentMethod: row.payment_method,
        today,
        mail: options.mail,
      });
      await repo.update(row.id, { status: 'confirmed', updated_at: nowIso() });
      if (options.acceptance)
        await createOrderAcceptanceRepository(trx).insert({ ...options.acceptance, order_id: row.id });
      if (options.within) await options.within(trx, row);
    });
  } catch (error) {
    if (error instanceof ReserveFailure) throw await describeReserveFailure({ ctx, failure: error });
    if (isReservationRace(error)) throw conflict(BUSY_MESSAGE);
    throw error;
  }
  if (mailQueued) ctx.outbox.kick();
  return toOrderModel({ ctx, row: await findOrderRow({ ctx, ref: options.orderId }) });
};
