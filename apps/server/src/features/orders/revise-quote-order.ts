import { ORDER_MESSAGES } from '@app/contracts';
import { orderPricingDay, type PaymentMethod, todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../lib/app-error.ts';
import { requireCurrentVersion } from '../../lib/record-version.ts';
import { nowIso } from '../../lib/time.ts';
import { type ContactRecord, findContactByRef } from '../contacts/index.ts';
import { requireIdealAvailable } from '../ideal/index.ts';
import { addressOf } from './order-contact.ts';
import {
  type CheckedArticle,
  type PricedOrder,
  priceOrderArticles,
  type ReservationInput,
} from './order-lines.ts';
import { findOrderRow } from './order-model.ts';
import { inOrderTransaction } from './order-reserve.ts';
import { manualTransportOf, resolveOrderTransport, transportColumnsOf } from './order-transport.ts';
import { createOrderRepository, type OrderRow } from './orders.repository.ts';
import { takeOrderArticles } from './take-order-articles.ts';

export type RevisedQuoteOrder = {
  row: OrderRow;
  contact: ContactRecord;
  articles: readonly CheckedArticle[];
  priced: PricedOrder;
  today: string;
};

/**
 * A quote's new version (quote.update): its lines as a whole new list, checked and priced by the
 * one pricing path as a new order would be (nothing reserved), the order row's total, borg,
 * transport, notes and payment method rewritten, in one write transaction. The transport keeps a
 * distance or cost entered by hand. `before` runs first on the locked row (the quote's own
 * checks); `within` writes the quote's new document. A stale `version` is the usual 409.
 */
export const reviseQuoteOrder = async (options: {
  ctx: AppContext;
  orderId: number;
  input: {
    items: ReadonlyArray<{ reservation: ReservationInput }>;
    notes: string | null;
    payment_method?: PaymentMethod | undefined;
    version?: number | undefined;
  };
  before?: (trx: Db, row: OrderRow) => Promise<void>;
  within: (trx: Db, revised: RevisedQuoteOrder) => Promise<void>;
}): Promise<void> => {
  const { ctx, input } = options;
  if (input.payment_method) requireIdealAvailable(ctx, input.payment_method);
  const found = await findOrderRow({ ctx, ref: options.orderId });
  if (found.status !== 'quote') throw conflict(ORDER_MESSAGES.notFound);
  const stored = await findContactByRef(ctx.db, { id: found.contact_id });
  if (!stored) throw conflict(ORDER_MESSAGES.contactNotFound);
  // Asked before the transaction (it may go over the network), as order.update does.
  const transport = await resolveOrderTransport({
    ctx,
    address: addressOf(stored),
    manual: manualTransportOf(found),
    requireKnown: false,
  });
  const today = todayCalendarDate();
  await inOrderTransaction(ctx, async (trx) => {
    const repo = createOrderRepository(trx, ctx.dbKind);
    const row = await repo.lockById(found.id);
    if (options.before) await options.before(trx, row);
    if (row.status !== 'quote') throw conflict(ORDER_MESSAGES.notFound);
    requireCurrentVersion(row.version, input.version);
    const { articles } = await takeOrderArticles({ ctx, trx, items: input.items, reserve: false, today });
    const priced = await priceOrderArticles({
      ctx,
      db: trx,
      articles,
      promoCode: row.promo_code,
      transport,
      today: orderPricingDay(row.created_at),
    });
    await repo.update(row.id, {
      total_amount_cents: priced.total,
      deposit_cents: priced.depositAmount,
      notes: input.notes,
      payment_method: input.payment_method ?? row.payment_method,
      ...transportColumnsOf(transport, priced.transportAmount),
      updated_at: nowIso(),
    });
    const contact = (await findContactByRef(trx, { id: row.contact_id })) ?? stored;
    await options.within(trx, {
      row: { ...row, version: row.version + 1 },
      contact,
      articles,
      priced,
      today,
    });
  });
};
