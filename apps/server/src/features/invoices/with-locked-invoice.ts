import type { AppContext } from '../../context.ts';
import { type Db, writeTransaction } from '../../db/database.ts';
import { findInvoiceRow } from './invoice-model.ts';
import { createInvoiceRepository, type InvoiceRow } from './invoices.repository.ts';

/** Runs `work` on the invoice row, locked (PostgreSQL) inside a write transaction. */
export const withLockedInvoice = async <T>(options: {
  ctx: AppContext;
  raw: string;
  work: (trx: Db, row: InvoiceRow) => Promise<T>;
}) => {
  const { ctx } = options;
  const found = await findInvoiceRow({ db: ctx.db, kind: ctx.dbKind, raw: options.raw });
  return writeTransaction(ctx.db).execute(async (trx) =>
    options.work(trx, await createInvoiceRepository(trx, ctx.dbKind).lockById(found.id)),
  );
};
