import { ORDER_MESSAGES, type OrderModel, type OrderUpdateInput } from '@app/contracts';
import {
  type CalendarDate,
  type OrderInvoiceLine,
  orderPricingDay,
  planOrderChange,
  todayCalendarDate,
} from '@app/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError, conflict, validationFailed } from '../../lib/app-error.ts';
import { requireCurrentVersion } from '../../lib/record-version.ts';
import { nowIso } from '../../lib/time.ts';
import { countSummary, diffForAudit, recordAudit } from '../audit/index.ts';
import { findContactByRef } from '../contacts/index.ts';
import { createInvoiceConcept, findOrderInvoice, replaceOrderInvoiceLines } from '../invoices/index.ts';
import { isReservationRace } from '../reservations/index.ts';
import { keepUnchangedBundles } from './keep-bundles.ts';
import { linkOrderBundles, releaseOrderBundles } from './order-bundles.ts';
import { enqueueChangedConfirmation } from './order-changed-mail.ts';
import { addressOf } from './order-contact.ts';
import { conceptLinesOf } from './order-invoice-lines.ts';
import { checkOrderArticles, itemField, orderLinesOf, priceOrderArticles } from './order-lines.ts';
import { findOrderRow, toOrderModel } from './order-model.ts';
import { resolveOrderLines } from './order-quantities.ts';
import {
  BUSY_MESSAGE,
  describeReserveFailure,
  inOrderTransaction,
  ReserveFailure,
  reserveOrderArticles,
} from './order-reserve.ts';
import { manualTransportOf, resolveOrderTransport, transportColumnsOf } from './order-transport.ts';
import { createOrderRepository } from './orders.repository.ts';

/** "3 regels; 1 nieuw gereserveerd, 1 vrijgegeven" for the audit trail. */
const lineChangeSummary = (lines: number, reserved: number, released: number) =>
  `${countSummary(lines, 'regel', 'regels')}; ${reserved} nieuw gereserveerd, ${released} vrijgegeven`;

/**
 * The order's concept invoice follows the change: its lines, total and delivery period are
 * rewritten in the change's transaction (a concept has no number yet, so nothing was sent).
 * Without a live invoice (its concept was deleted by hand) a new concept is made, as cashcreate
 * does. A published invoice refuses the change before anything was written (checked first).
 */
const followInvoice = async (options: {
  ctx: AppContext;
  trx: Db;
  orderId: number;
  contactId: number;
  lines: readonly OrderInvoiceLine[];
  firstDay: CalendarDate;
  lastDay: CalendarDate;
}) => {
  const { ctx, trx, lines, firstDay, lastDay } = options;
  const deliveryUntil = lastDay === firstDay ? null : lastDay;
  const found = await findOrderInvoice(trx, ctx.dbKind, options.orderId);
  if (!found || found.deleted_at) {
    await createInvoiceConcept({
      trx,
      kind: ctx.dbKind,
      input: {
        contactId: options.contactId,
        orderId: options.orderId,
        identifier: `Order #${options.orderId}`,
        invoiceDate: todayCalendarDate(),
        includeTax: true,
        deliveryFrom: firstDay,
        deliveryUntil,
        lines: conceptLinesOf(lines),
      },
    });
    return;
  }
  await replaceOrderInvoiceLines({
    trx,
    kind: ctx.dbKind,
    invoiceId: found.id,
    orderId: options.orderId,
    lines,
    deliveryFrom: firstDay,
    deliveryUntil,
  });
};

/**
 * Changes an order (PATCH order.update): the lines as a whole new list (other days,
 * another unit or article, lines added or removed, other windows) and the notes, in one write
 * transaction. Lines that stay exactly as they were keep their reservation; the others are
 * released and reserved anew through the reservations service (so a move within the order's own
 * days works, and a conflict with another order is the Dutch 409 naming product and days). The
 * concept invoice and the agenda (which reads the reservations) follow. Refused, with nothing
 * written: a cancelled order, a stale version, an order whose invoice is already published (a
 * credit note first), a new line starting in the past.
 */
export const updateOrder = async (options: {
  ctx: AppContext;
  ref: string;
  input: OrderUpdateInput;
}): Promise<OrderModel> => {
  const { ctx, input } = options;
  const found = await findOrderRow({ ctx, ref: options.ref });
  if (found.status === 'cancelled') throw conflict(ORDER_MESSAGES.changeCancelled);
  // A quote changes through quote.update (it reserves nothing and keeps its own document).
  if (found.status === 'quote') throw conflict(ORDER_MESSAGES.isQuote);
  const contact = await findContactByRef(ctx.db, { id: found.contact_id });
  // Asked before the transaction (it may go over the network), as cashcreate does. A distance or
  // cost entered by hand when the order was taken (the address could not be located) stays.
  const transport = contact
    ? await resolveOrderTransport({
        ctx,
        address: addressOf(contact),
        manual: manualTransportOf(found),
        requireKnown: false,
      })
    : null;
  const today = todayCalendarDate();
  let mailQueued = false;

  try {
    await inOrderTransaction(ctx, async (trx) => {
      const repo = createOrderRepository(trx, ctx.dbKind);
      const row = await repo.lockById(found.id);
      if (row.status === 'cancelled') throw conflict(ORDER_MESSAGES.changeCancelled);
      if (row.status === 'quote') throw conflict(ORDER_MESSAGES.isQuote);
      requireCurrentVersion(row.version, input.version);
      const invoice = await findOrderInvoice(trx, ctx.dbKind, row.id);
      if (invoice && !invoice.deleted_at && (invoice.status !== 'concept' || invoice.invoice_id !== null))
        throw conflict(ORDER_MESSAGES.changeInvoicePublished(invoice.invoice_id ?? `van order #${row.id}`));

      const held = (await repo.reservationsOf(row.id)).filter((r) => r.status === 'active');
      const plainLines = input.items.flatMap((item, index) =>
        item.reservation.unit_id === undefined ? [] : [{ index, reservation: item.reservation }],
      );
      // Lines by unit that ask for what is held keep it; the rest of what is held is released
      // before anything is reserved, so the order may move within its own days.
      const plan = planOrderChange(
        held.map((h) => ({
          id: h.id,
          unitId: h.unit_id,
          from: h.reserved_from,
          until: h.reserved_until,
          quantity: h.quantity,
        })),
        plainLines.map(({ reservation }) => ({
          unitId: reservation.unit_id ?? 0,
          from: reservation.from,
          until: reservation.until,
          quantity: reservation.quantity,
        })),
      );
      const keptByIndex = new Map<number, number>();
      for (const [position, reservationId] of plan.keep) {
        const line = plainLines[position];
        if (line) keptByIndex.set(line.index, reservationId);
      }
      // A package line asking exactly what the order holds keeps its units, like a line by unit.
      const bundlesKept = await keepUnchangedBundles({
        trx,
        orderId: row.id,
        held,
        items: input.items,
        release: plan.release,
      });
      await repo.releaseReservations(bundlesKept.release);
      await releaseOrderBundles(trx, row.id, bundlesKept.keptBundleIds);

      const lines = await resolveOrderLines({
        ctx,
        db: trx,
        items: input.items,
        lock: true,
        preset: bundlesKept.preset,
      });
      const articles = await checkOrderArticles({ ctx, db: trx, lines, allowPastDates: true, today });
      // A running rental keeps its past days; only a newly reserved line must start today or later.
      const fresh = articles.filter((a) => !keptByIndex.has(a.index) && !bundlesKept.preset.has(a.index));
      const past = fresh.find((a) => a.from < today);
      if (past)
        throw validationFailed(ORDER_MESSAGES.startInPast, {
          [itemField(past.index, 'from')]: [ORDER_MESSAGES.startInPast],
        });
      const reserved = await reserveOrderArticles({ ctx, trx, articles: fresh });
      await repo.linkReservations(reserved, row.id, row.contact_id);
      await linkOrderBundles({ trx, orderId: row.id, articles: fresh, reservedIds: reserved });
      for (const article of articles) {
        const kept = keptByIndex.get(article.index);
        if (kept !== undefined)
          await repo.setReservationTimes(kept, article.deliveryTime, article.pickupTime);
      }

      const priced = await priceOrderArticles({
        ctx,
        db: trx,
        articles,
        promoCode: row.promo_code,
        transport,
        today: orderPricingDay(row.created_at),
      });
      const after = {
        total_amount_cents: priced.total,
        deposit_cents: priced.depositAmount,
        notes: input.notes,
        ...transportColumnsOf(transport, priced.transportAmount),
      };
      await repo.update(row.id, { ...after, updated_at: nowIso() });
      await recordAudit({
        db: trx,
        entity: 'order',
        entityId: row.uuid,
        action: 'updated',
        changes: diffForAudit(row, after, ['total_amount_cents', 'notes']),
        summary: lineChangeSummary(orderLinesOf(articles).length, fresh.length, bundlesKept.release.length),
      });
      const firstDay = articles.reduce((day, a) => (a.from < day ? a.from : day), articles[0]?.from ?? today);
      const lastDay = articles.reduce((day, a) => (a.until > day ? a.until : day), firstDay);
      await followInvoice({
        ctx,
        trx,
        orderId: row.id,
        contactId: row.contact_id,
        lines: priced.lines,
        firstDay,
        lastDay,
      });
      const email = contact?.email_address?.trim();
      if (input.send_confirmation && contact && email) {
        await enqueueChangedConfirmation({
          ctx,
          trx,
          orderId: row.id,
          paymentMethod: row.payment_method,
          contact: { ...contact, email_address: email },
          articles,
          priced,
        });
        mailQueued = true;
      }
    });
  } catch (error) {
    if (error instanceof ReserveFailure) throw await describeReserveFailure({ ctx, failure: error });
    if (error instanceof AppError) throw error;
    if (isReservationRace(error)) throw conflict(BUSY_MESSAGE);
    throw error;
  }
  if (mailQueued) ctx.outbox.kick();
  return toOrderModel({ ctx, row: await findOrderRow({ ctx, ref: found.id }) });
};
