import { counterScopeFor } from '@app/domain';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { createNumberingRepository } from './numbering.repository.ts';

/** The next sequence that publishing an invoice dated in `year` with `template` would get. */
export const nextInvoiceSeq = async (options: {
  db: Db;
  kind: DatabaseKind;
  template: string;
  year: number;
}) => {
  const repo = createNumberingRepository(options.db, options.kind);
  const scope = counterScopeFor(options.template, options.year);
  return (await repo.readCounter(scope)) ?? (await repo.maxIssuedSeq(scope)) + 1;
};
