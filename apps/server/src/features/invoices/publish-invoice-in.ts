import type { InvoiceModel } from '@app/contracts';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { changeInvoiceStatus } from './change-invoice-status.ts';
import { createInvoiceRepository } from './invoices.repository.ts';
import type { ZeroRateReasonInput } from './publish-zero-rate-reasons.ts';
import { invoiceModelIn } from './view-invoice.ts';

/**
 * Publishes a concept (or re-publishes one set back) inside the caller's transaction: sending it
 * by mail, a driver's check-off. All publishing rules apply; answers the published model.
 */
export const publishInvoiceIn = async (options: {
  trx: Db;
  kind: DatabaseKind;
  id: number;
  zeroRateReasons?: ZeroRateReasonInput[];
}): Promise<InvoiceModel> => {
  const { trx, kind, id } = options;
  await changeInvoiceStatus({
    trx,
    kind,
    row: await createInvoiceRepository(trx, kind).lockById(id),
    to: 'outstanding',
    zeroRateReasons: options.zeroRateReasons ?? [],
  });
  return invoiceModelIn({ db: trx, kind, id });
};
