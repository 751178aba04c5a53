import { type OrderCashCreateInput, type OrderModel, orderNewContactSchema } from '@app/contracts';
import { normalizePromoCode, todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../lib/app-error.ts';
import { newUuid } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { countSummary, recordAudit } from '../audit/index.ts';
import {
  type ContactRecord,
  countryCodeOrThrow,
  findContactByRef,
  insertContact,
} from '../contacts/index.ts';
import { requireIdealAvailable } from '../ideal/index.ts';
import { isReservationRace } from '../reservations/index.ts';
import { linkOrderBundles } from './order-bundles.ts';
import { addressOf, findExistingContact, requireOrderableContact } from './order-contact.ts';
import { completeOrderContact, writeOrderContactUpdate } from './order-contact-completion.ts';
import { type CheckedArticle, orderLinesOf, type PricedOrder, priceOrderArticles } from './order-lines.ts';
import { findOrderRow, toOrderModel } from './order-model.ts';
import { writeOrderPaperwork } from './order-paperwork.ts';
import type { DeliveryAddress } from './order-pricing.ts';
import { BUSY_MESSAGE, describeReserveFailure, inOrderTransaction, ReserveFailure } from './order-reserve.ts';
import { resolveOrderTransport, transportColumnsOf } from './order-transport.ts';
import { createOrderRepository } from './orders.repository.ts';
import { takeOrderArticles } from './take-order-articles.ts';

/** What a caller learns inside the order's transaction, after the order row was written. */
export type CreatedOrder = {
  id: number;
  uuid: string;
  contact: ContactRecord;
  articles: readonly CheckedArticle[];
  priced: PricedOrder;
  totalCents: number;
  today: string;
};

/**
 * Takes a cash order (spec §3, order.cashcreate): the contact, the reservations, the order, its
 * concept invoice and the confirmation mail in one write transaction; a refusal or failure anywhere
 * leaves none of them. Reservations are taken first (before the contact and order rows), so the
 * common failure, a unit just taken by someone else, does not even use up an id. Throws a Dutch
 * 422 for bad input, a Dutch 409 naming the product and days when a unit is no longer free.
 * `allowPastDates` is for the seed only (demo orders that already ran this week); the API never
 * sets it. With status `quote` (an offerte) the same path checks and prices the lines but
 * reserves nothing and makes no invoice, mail or audit entry of its own: the quote's `within`
 * writes its row, and accepting it later reserves and bills (confirm-quote-order.ts).
 */
export const createOrder = async (options: {
  ctx: AppContext;
  input: OrderCashCreateInput;
  allowPastDates?: boolean;
  /** Online booking: 'pending' (a request); a quote: 'quote'; default confirmed. */
  status?: 'pending' | 'confirmed' | 'quote';
  /** More writes in the order's transaction, after the order (and its invoice). */
  within?: (trx: Db, order: CreatedOrder) => Promise<void>;
  /**
   * Online booking: the transport is priced to this address, the one the customer typed, not to
   * the stored address of a known contact the request was given to (reused by e-mail address).
   */
  deliveryAddress?: DeliveryAddress;
}): Promise<OrderModel> => {
  const { ctx, input } = options;
  const isQuote = options.status === 'quote';
  requireIdealAvailable(ctx, input.payment_method);
  const today = todayCalendarDate();
  const newContact =
    input.contact_method === 'create' ? orderNewContactSchema.parse(input.create_contact) : null;
  // The address decides the transport cost; asked before the transaction (it may go over the
  // network) and never holding a lock.
  let address: DeliveryAddress;
  if (newContact) {
    address = addressOf({ ...newContact, country: countryCodeOrThrow(newContact.country) });
  } else {
    address = addressOf(
      requireOrderableContact(
        completeOrderContact(await findExistingContact(ctx.db, input.existing_contact), input.contact_update),
      ),
    );
  }
  const transport = await resolveOrderTransport({
    ctx,
    address: options.deliveryAddress ?? address,
    manual: input,
    requireKnown: true,
  });

  let orderId: number;
  let mailQueued = false;
  try {
    orderId = await inOrderTransaction(ctx, async (trx) => {
      const stored = newContact ? null : await findExistingContact(trx, input.existing_contact);
      const existing = newContact
        ? null
        : requireOrderableContact(completeOrderContact(stored, input.contact_update));
      const { articles, reserved } = await takeOrderArticles({
        ctx,
        trx,
        items: input.items,
        reserve: !isQuote,
        today,
        allowPastDates: options.allowPastDates ?? false,
      });
      const priced = await priceOrderArticles({
        ctx,
        db: trx,
        articles,
        promoCode: input.promo_code,
        transport,
        today,
      });
      await writeOrderContactUpdate(trx, stored, input.contact_update);
      const contactId = existing
        ? existing.id
        : await insertContact(trx, newContact as NonNullable<typeof newContact>);
      const contact = existing ?? (await findContactByRef(trx, { id: contactId }));
      if (!contact) throw new Error('contact ontbreekt na invoegen');
      const now = nowIso();
      const repo = createOrderRepository(trx, ctx.dbKind);
      const uuid = newUuid();
      const id = await repo.insert({
        uuid,
        status: options.status ?? 'confirmed',
        contact_id: contactId,
        payment_method: input.payment_method,
        // The code's key (as promotions.code_key holds it), so it names one promotion.
        promo_code: priced.promotion ? normalizePromoCode(priced.promotion.promo_code) : null,
        total_amount_cents: priced.total,
        deposit_cents: priced.depositAmount,
        notes: input.notes,
        ...transportColumnsOf(transport, priced.transportAmount),
        created_at: now,
        updated_at: now,
        cancelled_at: null,
      });
      if (!isQuote) {
        await repo.linkReservations(reserved, id, contactId);
        await linkOrderBundles({ trx, orderId: id, articles, reservedIds: reserved });
        await recordAudit({
          db: trx,
          entity: 'order',
          entityId: uuid,
          action: 'created',
          summary: `Order #${id}, ${countSummary(orderLinesOf(articles).length, 'artikel', 'artikelen')}${
            options.status === 'pending' ? ', aanvraag (nog te bevestigen)' : ''
          }`,
        });
        mailQueued = await writeOrderPaperwork({
          ctx,
          trx,
          orderId: id,
          contact,
          articles,
          priced,
          paymentMethod: input.payment_method,
          today,
          mail: input.publish,
        });
      }
      if (options.within)
        await options.within(trx, { id, uuid, contact, articles, priced, totalCents: priced.total, today });
      return id;
    });
  } catch (error) {
    if (error instanceof ReserveFailure) throw await describeReserveFailure({ ctx, failure: error });
    // The write lock of another process held too long (SQLite), or a lost race outside reserve.
    if (isReservationRace(error)) throw conflict(BUSY_MESSAGE);
    throw error;
  }
  if (mailQueued) ctx.outbox.kick();
  return toOrderModel({ ctx, row: await findOrderRow({ ctx, ref: orderId }) });
};
