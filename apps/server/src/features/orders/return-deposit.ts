import {
  DEPOSIT_MESSAGES,
  type OrderDepositReturnRequest,
  type OrderModel,
  type orderDepositReturnRequestSchema,
} from '@app/contracts';
import { formatMoney, rentalPeriodText, todayCalendarDate } from '@app/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { writeTransaction } from '../../db/database.ts';
import { conflict, validationFailed } from '../../lib/app-error.ts';
import { newUuid } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { recordAudit } from '../audit/index.ts';
import { findOrderInvoice } from '../invoices/index.ts';
import { createDepositReturnRepository } from './deposit-returns.repository.ts';
import { receivedDepositOf } from './order-deposit.ts';
import { findOrderRow, toOrderModel } from './order-model.ts';
import { createOrderRepository } from './orders.repository.ts';

type ReturnInput = z.output<typeof orderDepositReturnRequestSchema>;

const refuse = (field: keyof OrderDepositReturnRequest, message: string) =>
  validationFailed(message, { [field]: [message] });

/**
 * Settles an order's borg after the pickup (POST order.deposit_return): what went back, on which
 * day and how; the rest of what was received is kept, with a reason. Once per order (the order row
 * is locked and deposit_returns.order_id is unique). Refused with a Dutch 4xx and nothing written:
 * no borg, nothing received yet, already settled, a cancelled order, more than was received, a day
 * before the last pickup or in the future, a kept part without a reason.
 */
export const returnDeposit = async (options: {
  ctx: AppContext;
  ref: string;
  input: ReturnInput;
}): Promise<OrderModel> => {
  const { ctx, input } = options;
  const found = await findOrderRow({ ctx, ref: options.ref });
  await writeTransaction(ctx.db).execute(async (trx) => {
    const orders = createOrderRepository(trx, ctx.dbKind);
    const order = await orders.lockById(found.id);
    const deposits = createDepositReturnRepository(trx);
    if (order.status === 'cancelled') throw conflict(DEPOSIT_MESSAGES.orderCancelled);
    if (order.deposit_cents <= 0) throw conflict(DEPOSIT_MESSAGES.noDeposit);
    const earlier = await deposits.findByOrder(order.id);
    if (earlier)
      throw conflict(DEPOSIT_MESSAGES.alreadyReturned(rentalPeriodText(earlier.paid_on, earlier.paid_on)));
    const received = receivedDepositOf(
      order.deposit_cents,
      await findOrderInvoice(trx, ctx.dbKind, order.id),
    );
    if (received <= 0) throw conflict(DEPOSIT_MESSAGES.nothingReceived);

    const pickup = (await orders.reservationsOf(order.id))
      .filter((r) => r.status === 'active')
      .reduce<string | null>(
        (last, r) => (last === null || r.reserved_until > last ? r.reserved_until : last),
        null,
      );
    if (input.amount > received)
      throw refuse('amount', DEPOSIT_MESSAGES.aboveReceived(formatMoney(received)));
    if (pickup !== null && input.paid_on < pickup)
      throw refuse('paid_on', DEPOSIT_MESSAGES.beforePickup(rentalPeriodText(pickup, pickup)));
    if (input.paid_on > todayCalendarDate()) throw refuse('paid_on', DEPOSIT_MESSAGES.inFuture);
    const withheld = received - input.amount;
    if (withheld > 0 && !input.withheld_reason)
      throw refuse('withheld_reason', DEPOSIT_MESSAGES.reasonRequired(formatMoney(withheld)));

    await deposits.insert({
      uuid: newUuid(),
      order_id: order.id,
      received_cents: received,
      amount_cents: input.amount,
      withheld_cents: withheld,
      withheld_reason: withheld > 0 ? input.withheld_reason : null,
      paid_on: input.paid_on,
      method: input.method,
      created_at: nowIso(),
    });
    await recordAudit({
      db: trx,
      entity: 'order',
      entityId: order.uuid,
      action: 'updated',
      summary: `Borg: ${formatMoney(input.amount)} terugbetaald${
        withheld > 0 ? `, ${formatMoney(withheld)} ingehouden (${input.withheld_reason})` : ''
      }`,
    });
  });
  return toOrderModel({ ctx, row: await findOrderRow({ ctx, ref: found.id }) });
};
