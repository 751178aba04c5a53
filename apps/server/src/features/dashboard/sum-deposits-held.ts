import type { CalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { readDepositsHeld } from '../orders/order-deposit.ts';

/**
 * Deposits (borg) received and not yet returned or kept, in cents: what the business holds now
 * for its customers (the orders feature's rule, also on the outstanding overview).
 */
export const sumDepositsHeld = async (options: { ctx: AppContext; date: CalendarDate }): Promise<number> =>
  (await readDepositsHeld(options.ctx.db)).amount;
