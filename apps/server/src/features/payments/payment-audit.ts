import { formatInvoiceDate, formatMoney } from '@app/domain';
import type { Db } from '../../db/database.ts';
import type { AuditChanges } from '../audit/index.ts';
import { recordAudit } from '../audit/index.ts';
import type { InvoiceRow } from '../invoices/index.ts';

const METHOD_NAMES: Record<string, string> = {
  bank: 'overboeking',
  cash: 'contant',
  pin: 'pin',
  ideal: 'iDEAL',
};

/**
 * A payment registered or removed, written on its invoice (entity 'invoice', the invoice's uuid):
 * the invoice's Geschiedenis is where one looks for it, and a removed payment row is gone, so a
 * history of its own could not be found again. The status the invoice moved to goes along.
 */
export const recordPaymentAudit = (options: {
  db: Db;
  invoice: InvoiceRow;
  statusAfter: string;
  action: 'payment_registered' | 'payment_removed';
  payment: { uuid: string; amount_cents: number; method: string; paid_on: string };
}) => {
  const { invoice, payment, statusAfter } = options;
  const registered = options.action === 'payment_registered';
  const value = { amount_cents: payment.amount_cents, method: payment.method, paid_on: payment.paid_on };
  const changes: AuditChanges = {};
  for (const [key, v] of Object.entries(value))
    changes[key] = registered ? { from: null, to: v } : { from: v, to: null };
  if (statusAfter !== invoice.status) changes.status = { from: invoice.status, to: statusAfter };
  return recordAudit({
    db: options.db,
    entity: 'invoice',
    entityId: invoice.uuid,
    action: options.action,
    changes,
    summary: `${formatMoney(payment.amount_cents)} ${METHOD_NAMES[payment.method] ?? payment.method} op ${formatInvoiceDate(payment.paid_on)}`,
  });
};
