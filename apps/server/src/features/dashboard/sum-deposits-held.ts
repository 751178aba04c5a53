import type { CalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';

/**
 * Deposits (borg) received and not yet returned, in cents. Deposits do not exist yet (deposit
 * lines and returns are being added): 0 until then, and this file is the one place to wire them.
 */
export const sumDepositsHeld = async (_options: { ctx: AppContext; date: CalendarDate }): Promise<number> =>
  0;
