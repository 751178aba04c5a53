import { counterScopeFor, renderInvoiceNumber } from '@app/domain';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { AppError } from '../../lib/app-error.ts';
import { createNumberingRepository } from './numbering.repository.ts';
import { NUMBERING_MESSAGES } from './numbering-messages.ts';

/**
 * Gives the next number of `template` for an invoice dated `invoiceDate`; call with the
 * publishing transaction as `db`. A 409 (Dutch) instead of a unique-index failure when the
 * rendered number is already an invoice's number.
 */
export const allocateInvoiceNumber = async (options: {
  db: Db;
  kind: DatabaseKind;
  template: string;
  invoiceDate: string;
}) => {
  const { template } = options;
  const repo = createNumberingRepository(options.db, options.kind);
  const year = Number(options.invoiceDate.slice(0, 4));
  const scope = counterScopeFor(template, year);
  const seq = await repo.lockCounter(scope, (await repo.maxIssuedSeq(scope)) + 1);
  const invoiceId = renderInvoiceNumber(template, { year, id: seq });
  if (await repo.isGiven(invoiceId))
    throw new AppError('conflict', NUMBERING_MESSAGES.numberTaken(invoiceId));
  await repo.writeCounter(scope, seq + 1);
  return { invoice_id: invoiceId, number_scope: scope, number_seq: seq };
};
