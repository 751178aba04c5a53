import type { InvoiceModel } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { buildInvoiceModel, findInvoiceRow } from './invoice-model.ts';
import { createInvoiceRepository } from './invoices.repository.ts';

/** The invoice a route's `{id}` (number or uuid) names, as the API shows it; a Dutch 404 when none. */
export const viewInvoice = async ({ ctx, raw }: { ctx: AppContext; raw: string }): Promise<InvoiceModel> =>
  buildInvoiceModel({
    db: ctx.db,
    kind: ctx.dbKind,
    row: await findInvoiceRow({ db: ctx.db, kind: ctx.dbKind, raw }),
  });

/** The row and its model, for rendering (PDF, UBL). */
export const loadInvoice = async ({ ctx, raw }: { ctx: AppContext; raw: string }) => {
  const row = await findInvoiceRow({ db: ctx.db, kind: ctx.dbKind, raw });
  return { row, model: await buildInvoiceModel({ db: ctx.db, kind: ctx.dbKind, row }) };
};

/** The model of an invoice read inside a caller's transaction (after paying or publishing in it). */
export const invoiceModelIn = async (options: {
  db: Db;
  kind: DatabaseKind;
  id: number;
}): Promise<InvoiceModel> =>
  buildInvoiceModel({
    db: options.db,
    kind: options.kind,
    row: await createInvoiceRepository(options.db, options.kind).lockById(options.id),
  });
