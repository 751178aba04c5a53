import { BOOKING_MESSAGES, ORDER_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { type Db, writeTransaction } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { parseRecordRef } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { recordAudit } from '../audit/index.ts';
import { findContactByRef } from '../contacts/index.ts';
import { readCompanyDetails } from '../invoices/index.ts';
import { decidePendingOrder, findOrderByRef, lockOrder } from '../orders/index.ts';
import { enqueueMail } from '../outbox/index.ts';
import { readAddressForm } from '../settings/index.ts';
import { createBookingRepository } from './booking.repository.ts';
import { bookingDetailsOf } from './booking-details.ts';
import { type BookingMailKind, renderBookingMail } from './booking-mail.ts';

type Outcome = 'confirmed' | 'declined' | 'expired';

/**
 * Ends one pending request in the caller's write transaction: the order row locked, the request
 * marked decided only if it still was open (so of a confirm, a decline and the expiry job racing,
 * or two processes expiring, exactly one goes on), then the order confirmed or cancelled with its
 * units freed and concept invoice removed, and the customer's mail queued. Answers false when the
 * request was already decided.
 */
const decideIn = async (
  ctx: AppContext,
  trx: Db,
  orderId: number,
  outcome: Outcome,
  reason: string | null,
): Promise<boolean> => {
  const order = await lockOrder(trx, ctx.dbKind, orderId);
  const requests = createBookingRepository(trx);
  const request = await requests.findByOrderId(orderId);
  if (!request || order.status !== 'pending') return false;
  const now = nowIso();
  if (!(await requests.decide(request.id, now, reason))) return false;
  await decidePendingOrder({ ctx, trx, orderId, confirm: outcome === 'confirmed', now });
  await recordAudit({
    db: trx,
    entity: 'order',
    entityId: order.uuid,
    action: outcome,
    changes: { status: { from: 'pending', to: outcome === 'confirmed' ? 'confirmed' : 'cancelled' } },
    ...(reason ? { summary: `Reden: ${reason}` } : {}),
  });
  const contact = await findContactByRef(trx, { id: order.contact_id });
  const email = contact?.email_address?.trim();
  if (contact && email) {
    const kind: BookingMailKind = outcome;
    const form = await readAddressForm(trx);
    await enqueueMail(
      trx,
      renderBookingMail({
        kind,
        to: email,
        name:
          contact.contact_type === 'business' || form === 'u'
            ? contact.display_name
            : (contact.first_name ?? contact.display_name),
        form,
        company: await readCompanyDetails(trx),
        statusUrl: null,
        details: await bookingDetailsOf({ ctx, db: trx, orderId }),
        reason,
      }),
    );
  }
  return true;
};

const orderIdOf = async (ctx: AppContext, raw: string) => {
  const ref = parseRecordRef(raw);
  const row = ref ? await findOrderByRef(ctx.db, ctx.dbKind, ref) : undefined;
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  return row.id;
};

/** Staff confirm a pending request (order.confirm): confirmed, and the customer is mailed. */
export const confirmBooking = async (options: { ctx: AppContext; orderRef: string }) => {
  const { ctx } = options;
  const id = await orderIdOf(ctx, options.orderRef);
  const done = await writeTransaction(ctx.db).execute((trx) => decideIn(ctx, trx, id, 'confirmed', null));
  if (!done) throw conflict(BOOKING_MESSAGES.notPending);
  ctx.outbox.kick();
  return id;
};

/** Staff decline a pending request (order.decline): cancelled, units free, a polite mail. */
export const declineBooking = async (options: {
  ctx: AppContext;
  orderRef: string;
  reason: string | null;
}) => {
  const { ctx } = options;
  const id = await orderIdOf(ctx, options.orderRef);
  const done = await writeTransaction(ctx.db).execute((trx) =>
    decideIn(ctx, trx, id, 'declined', options.reason),
  );
  if (!done) throw conflict(BOOKING_MESSAGES.notPending);
  ctx.outbox.kick();
  return id;
};

/**
 * Ends every request whose hold ran out before `now`: order cancelled, units free, mail. Each in
 * its own transaction; a request decided meanwhile (by staff or another process) is skipped.
 * Answers how many this call ended.
 */
export const expireBookings = async (options: { ctx: AppContext; now: Date }): Promise<number> => {
  const { ctx } = options;
  let ended = 0;
  for (;;) {
    const due = await createBookingRepository(ctx.db).expiredOpen(options.now.toISOString(), 50);
    if (due.length === 0) break;
    let progressed = false;
    for (const { id, order_id } of due) {
      const done = await writeTransaction(ctx.db).execute(async (trx) => {
        const ok = await decideIn(ctx, trx, order_id, 'expired', null);
        // A request whose order is no longer pending (cancelled by staff) is closed without a mail.
        if (!ok) await createBookingRepository(trx).decide(id, nowIso(), null);
        return ok;
      });
      if (done) ended++;
      progressed = true;
    }
    if (!progressed || due.length < 50) break;
  }
  if (ended > 0) ctx.outbox.kick();
  return ended;
};
