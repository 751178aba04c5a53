import { invoiceNumberAffixes, lowestFreeNextId, renderInvoiceNumber } from '@app/domain';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { AppError } from '../../lib/app-error.ts';
import { createNumberingRepository } from './numbering.repository.ts';
import { NUMBERING_MESSAGES } from './numbering-messages.ts';

/** Refuses (422 on `field`) when `template` would give, from `nextSeq` on, a number already given. */
export const checkNumbersFree = async (options: {
  db: Db;
  kind: DatabaseKind;
  template: string;
  year: number;
  nextSeq: number;
  field: string;
}) => {
  const { template, year, nextSeq, field } = options;
  const repo = createNumberingRepository(options.db, options.kind);
  const { prefix, suffix } = invoiceNumberAffixes(template, year);
  const lowest = lowestFreeNextId(template, year, await repo.givenNumbersAround(prefix, suffix));
  if (nextSeq >= lowest) return;
  const message = NUMBERING_MESSAGES.numberGiven(
    renderInvoiceNumber(template, { year, id: lowest - 1 }),
    lowest,
  );
  throw new AppError('validation_failed', message, { [field]: [message] });
};
