import type { Db } from '../../db/database.ts';
import type { InvoiceRow } from '../invoices/index.ts';
import { creditedCentsOf, openCentsOf } from '../payments/index.ts';
import { createIdealRepository } from './ideal.repository.ts';

/**
 * What an iDEAL link asks now: the deposit (the order's percentage of the total) while nothing
 * has been paid yet, else what is open. An order's invoice is a concept until it is published, so
 * there "open" is its total less payments (none: a concept holds no payments).
 */
export const idealAmountOf = async (db: Db, row: InvoiceRow) => {
  const open =
    row.status === 'concept'
      ? row.total_amount_cents - (await creditedCentsOf(db, row.id))
      : await openCentsOf(db, row);
  if (open <= 0) return { amount: 0, deposit: false };
  const ideal = createIdealRepository(db);
  const percent = await ideal.depositOf(row.id);
  const paidAlready = row.paid_cents > 0 || (await ideal.pendingOf(row.id)).length > 0;
  if (percent > 0 && percent < 100 && !paidAlready) {
    const deposit = Math.round((row.total_amount_cents * percent) / 100);
    if (deposit > 0 && deposit < open) return { amount: deposit, deposit: true };
  }
  return { amount: open, deposit: false };
};
