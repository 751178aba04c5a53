import { INVOICE_MESSAGES, type InvoiceModel } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { conflict } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/time.ts';
import { recordAudit } from '../audit/index.ts';
import { buildInvoiceModel } from './invoice-model.ts';
import { createInvoiceRepository } from './invoices.repository.ts';
import { withLockedInvoice } from './with-locked-invoice.ts';

/** Soft delete, only for an invoice that never had a number; it stays listed, greyed out. */
export const deleteInvoice = (options: { ctx: AppContext; raw: string }): Promise<InvoiceModel> =>
  withLockedInvoice({
    ctx: options.ctx,
    raw: options.raw,
    work: async (trx, row) => {
      if (row.deleted_at) throw conflict(INVOICE_MESSAGES.deleted);
      if (row.invoice_id !== null) throw conflict(INVOICE_MESSAGES.deleteNumbered);
      const repo = createInvoiceRepository(trx, options.ctx.dbKind);
      const now = nowIso();
      await repo.update(row.id, { deleted_at: now, updated_at: now });
      await recordAudit({ db: trx, entity: 'invoice', entityId: row.uuid, action: 'deleted' });
      return buildInvoiceModel({ db: trx, kind: options.ctx.dbKind, row: await repo.lockById(row.id) });
    },
  });
