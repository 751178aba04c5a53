import type { CalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { readDepositsHeld } from '../payments/index.ts';

/**
 * Deposits (borg) received and not yet returned or kept, in cents: what the business holds now
 * for its customers (the same figure as on the outstanding overview).
 */
export const sumDepositsHeld = async (options: { ctx: AppContext; date: CalendarDate }): Promise<number> =>
  (await readDepositsHeld(options.ctx.db)).amount;
