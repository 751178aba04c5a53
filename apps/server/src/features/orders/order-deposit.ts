import type { OrderDeposit } from '@app/contracts';
import { depositReceivedCents } from '@app/domain';
import type { Db } from '../../db/database.ts';
import { createDepositReturnRepository, type DepositReturnRow } from './deposit-returns.repository.ts';

/** The invoice as the borg needs it: published and not deleted, with what was paid. */
export type DepositInvoice = { status: string; deleted_at: string | null; paid_cents: number } | undefined;

/** What of the borg the invoice's payments have brought in (a concept or deleted one: nothing). */
export const receivedDepositOf = (depositCents: number, invoice: DepositInvoice) =>
  invoice && !invoice.deleted_at && invoice.status !== 'concept'
    ? depositReceivedCents(depositCents, invoice.paid_cents)
    : 0;

/** The order's borg for its model: asked, received, held, from when it may go back, returned. */
export const orderDepositOf = async (options: {
  db: Db;
  order: { id: number; deposit_cents: number };
  invoice: DepositInvoice;
  lastPickupDay: string | null;
  returned?: DepositReturnRow | undefined;
}): Promise<OrderDeposit> => {
  const { order } = options;
  const returned =
    options.returned ??
    (order.deposit_cents > 0
      ? await createDepositReturnRepository(options.db).findByOrder(order.id)
      : undefined);
  const received = returned
    ? returned.received_cents
    : receivedDepositOf(order.deposit_cents, options.invoice);
  return {
    amount: order.deposit_cents,
    received,
    held: returned ? 0 : received,
    returnable_from: options.lastPickupDay,
    returned: returned
      ? {
          amount: returned.amount_cents,
          withheld: returned.withheld_cents,
          withheld_reason: returned.withheld_reason,
          paid_on: returned.paid_on,
          method: returned.method,
        }
      : null,
  };
};
