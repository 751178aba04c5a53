import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import type { InvoiceStatusChange } from '../invoices/index.ts';
import { registerOpenAmount, removePaymentsOf } from './register-open-amount.ts';

/**
 * The payments follow an invoice's status (an invoice status follower, handed to invoices by
 * app.ts): "Markeer als betaald" registers one payment of what is open, on the day given; back to
 * concept (Wijzig factuur) removes the payments, as a changed invoice is paid again when it is.
 */
export const followInvoiceStatus = async (trx: Db, kind: DatabaseKind, change: InvoiceStatusChange) => {
  if (change.to === 'paid' && change.paidAt !== null)
    await registerOpenAmount(trx, kind, { invoiceId: change.invoiceId, paidOn: change.paidAt });
  if (change.to === 'concept') await removePaymentsOf(trx, kind, change.invoiceId);
};
