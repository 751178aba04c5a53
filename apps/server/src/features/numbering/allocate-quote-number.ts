import { QUOTE_MESSAGES } from '@app/contracts';
import { counterScopeFor, renderInvoiceNumber } from '@app/domain';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { AppError } from '../../lib/app-error.ts';
import { createNumberingRepository } from './numbering.repository.ts';

/**
 * Quote numbers are a series of their own: the caller's template (the setting
 * `numbering_quote_template`, default O{year}-{id}) and a counter per scope, kept with the invoice counters under `quote:` + the scope
 * so the two series never share one. Given when the quote is made, inside its transaction with
 * the counter row locked (PostgreSQL `for update`; SQLite's one writer), so numbers are unique
 * and gapless: a rolled-back quote rolls its number back too, and quotes are never deleted.
 */
export const allocateQuoteNumber = async (options: {
  db: Db;
  kind: DatabaseKind;
  day: string;
  template: string;
}) => {
  const { db, template } = options;
  const year = Number(options.day.slice(0, 4));
  const scope = `quote:${counterScopeFor(template, year)}`;
  const repo = createNumberingRepository(db, options.kind);
  const seq = await repo.lockCounter(scope, (await repo.maxQuoteSeq(scope)) + 1);
  const number = renderInvoiceNumber(template, { year, id: seq });
  // Another template (changed in between) gave this very number already.
  if (await repo.isQuoteNumberGiven(number))
    throw new AppError('conflict', QUOTE_MESSAGES.numberTaken(number));
  await repo.writeCounter(scope, seq + 1);
  return { number, number_scope: scope, number_seq: seq };
};
