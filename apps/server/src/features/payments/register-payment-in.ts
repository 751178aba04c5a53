import type { PaymentModel } from '@app/contracts';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { newUuid } from '../../lib/ids.ts';
import { lockInvoice } from '../invoices/index.ts';
import { createPaymentRepository } from './payments.repository.ts';
import { settleInvoice } from './settle-invoice.ts';

/**
 * Writes one payment on a locked invoice inside the caller's transaction, without the checks of
 * createPayment (the caller has made sure it fits: an iDEAL payment waiting for its invoice's
 * publishing), and settles the invoice. Answers the payment's id.
 */
export const registerPaymentIn = async (options: {
  trx: Db;
  kind: DatabaseKind;
  invoiceId: number;
  amountCents: number;
  paidOn: string;
  method: PaymentModel['method'];
  externalId: string | null;
}) => {
  const { trx, kind, invoiceId } = options;
  const paymentId = await createPaymentRepository(trx).insert({
    uuid: newUuid(),
    invoice_id: invoiceId,
    amount_cents: options.amountCents,
    paid_on: options.paidOn,
    method: options.method,
    external_id: options.externalId,
    created_at: new Date().toISOString(),
  });
  await settleInvoice(trx, kind, await lockInvoice(trx, kind, invoiceId));
  return paymentId;
};
