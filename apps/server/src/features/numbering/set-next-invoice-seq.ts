import { counterScopeFor } from '@app/domain';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkNumbersFree } from './check-numbers-free.ts';
import { createNumberingRepository } from './numbering.repository.ts';
import { NEXT_ID_KEY, NUMBERING_MESSAGES } from './numbering-messages.ts';

/**
 * Sets the next sequence for `year`'s scope of `template` (the template in force after the save;
 * call inside a transaction); refused when the scope gave that sequence, or when the template
 * would then give a number an invoice already has.
 */
export const setNextInvoiceSeq = async (options: {
  db: Db;
  kind: DatabaseKind;
  template: string;
  year: number;
  nextSeq: number;
}) => {
  const { db, kind, template, year, nextSeq } = options;
  const repo = createNumberingRepository(db, kind);
  const scope = counterScopeFor(template, year);
  // Take the counter's row lock first (PostgreSQL; call inside a transaction), so an invoice
  // published meanwhile cannot take a number we are about to allow again.
  await repo.lockCounter(scope, (await repo.maxIssuedSeq(scope)) + 1);
  const max = await repo.maxIssuedSeq(scope);
  if (nextSeq <= max) {
    throw new AppError('validation_failed', NUMBERING_MESSAGES.seqUsed(nextSeq, max), {
      [NEXT_ID_KEY]: [NUMBERING_MESSAGES.seqUsedField(max)],
    });
  }
  await checkNumbersFree({ db, kind, template, year, nextSeq, field: NEXT_ID_KEY });
  await repo.writeCounter(scope, nextSeq);
};
