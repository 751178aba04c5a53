import { CREDIT_NOTE_MESSAGES, INVOICE_MESSAGES } from '@app/contracts';
import {
  canTransitionInvoice,
  effectiveInvoiceStatus,
  type InvoiceStatus,
  todayCalendarDate,
} from '@app/domain';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { conflict, validationFailed } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/time.ts';
import type { AuditChanges } from '../audit/index.ts';
import { recordAudit } from '../audit/index.ts';
import { requireDay } from './invoice-checks.ts';
import { announceInvoiceStatusChange } from './invoice-extensions.ts';
import { transitionRefusal } from './invoice-model.ts';
import { createInvoiceRepository, type InvoiceRow } from './invoices.repository.ts';
import { publishInvoice } from './publish-invoice.ts';
import { applyZeroRateReasons, type ZeroRateReasonInput } from './publish-zero-rate-reasons.ts';
import { settleCreditNote } from './settle-credit-note.ts';

/** The payment day: given or today; a real day, not in the future. */
const paidDayOf = (given: string | undefined) => {
  const today = todayCalendarDate();
  const day = given ?? today;
  requireDay(day, 'paid_at');
  if (day > today)
    throw validationFailed(INVOICE_MESSAGES.paidAtInFuture, { paid_at: [INVOICE_MESSAGES.paidAtInFuture] });
  return day;
};

/**
 * Moves an invoice (locked in `trx`) along the status machine of @app/domain: publishing
 * (outstanding), back to an editable concept, paid or unpaid; other records follow in
 * announceInvoiceStatusChange, in the same transaction.
 */
export const changeInvoiceStatus = async (options: {
  trx: Db;
  kind: DatabaseKind;
  row: InvoiceRow;
  to: InvoiceStatus;
  paidAt?: string | undefined;
  zeroRateReasons?: ZeroRateReasonInput[] | undefined;
}) => {
  const { trx, kind, row, to } = options;
  if (row.deleted_at) throw conflict(INVOICE_MESSAGES.deleted);
  if (options.zeroRateReasons !== undefined && to !== 'outstanding')
    throw validationFailed(INVOICE_MESSAGES.zeroRateReasonsOnlyOnPublish, {
      zero_rate_reasons: [INVOICE_MESSAGES.zeroRateReasonsOnlyOnPublish],
    });
  const from = effectiveInvoiceStatus(row.status, row.due_date, todayCalendarDate());
  if (to === 'overdue') throw conflict(INVOICE_MESSAGES.overdueIsAutomatic);
  if (!canTransitionInvoice(from, to)) throw conflict(transitionRefusal(from, to));
  // A published credit note, or an invoice that has credit notes, is final: changing either
  // would make the credit disagree with what it credits.
  if (to === 'concept' && row.kind === 'credit_note') throw conflict(CREDIT_NOTE_MESSAGES.linesFixed);
  if (to === 'concept' && (await createInvoiceRepository(trx, kind).creditNotesOf(row.id)).length > 0)
    throw conflict(CREDIT_NOTE_MESSAGES.hasCreditNotes);
  if (options.paidAt !== undefined && to !== 'paid')
    throw validationFailed(INVOICE_MESSAGES.paidAtOnlyWithPaid, {
      paid_at: [INVOICE_MESSAGES.paidAtOnlyWithPaid],
    });
  const repo = createInvoiceRepository(trx, kind);
  const now = nowIso();
  let paidAt: string | null = null;
  if (to === 'outstanding') {
    await applyZeroRateReasons({ db: repo, invoiceId: row.id, reasons: options.zeroRateReasons ?? [] });
    await publishInvoice({ trx, kind, row, now });
    if (row.kind === 'credit_note') await settleCreditNote({ trx, kind, creditNoteId: row.id });
  } else if (to === 'concept') {
    // Back to an editable concept: the frozen details go (re-frozen on publishing), the number
    // stays, and so does nothing of a payment: a changed invoice is paid again when it is.
    await repo.update(row.id, {
      status: 'concept',
      company_details: null,
      contact_details: null,
      paid_at: null,
      updated_at: now,
    });
  } else {
    paidAt = to === 'paid' ? paidDayOf(options.paidAt) : null;
    await repo.update(row.id, { status: to, paid_at: paidAt, updated_at: now });
  }
  await announceInvoiceStatusChange(trx, kind, {
    invoiceId: row.id,
    orderId: row.order_id,
    from,
    to,
    paidAt,
  });
  await recordStatusAudit({ trx, row, from, to, paidAt, number: (await repo.lockById(row.id)).invoice_id });
};

/** Publishing is its own action (with the number drawn); other moves are a status change. */
const recordStatusAudit = (options: {
  trx: Db;
  row: InvoiceRow;
  from: InvoiceStatus;
  to: InvoiceStatus;
  paidAt: string | null;
  number: string | null;
}) => {
  const { trx, row, from, to, paidAt, number } = options;
  const changes: AuditChanges = { status: { from, to } };
  if (number !== row.invoice_id) changes.number = { from: row.invoice_id, to: number };
  if (paidAt !== null) changes.paid_at = { from: row.paid_at, to: paidAt };
  return recordAudit({
    db: trx,
    entity: 'invoice',
    entityId: row.uuid,
    action: to === 'outstanding' && from === 'concept' ? 'published' : 'status_changed',
    changes,
    ...(to === 'outstanding' && number !== null ? { summary: `Nummer ${number}` } : {}),
  });
};
