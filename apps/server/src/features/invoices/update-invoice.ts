import {
  CREDIT_NOTE_MESSAGES,
  INVOICE_HEADER_FIELDS,
  INVOICE_LINE_FIELDS,
  INVOICE_MESSAGES,
  INVOICE_STATUS_FIELDS,
  type InvoiceModel,
  type invoiceUpdateRequestSchema,
} from '@app/contracts';
import { addCalendarDays, type InvoiceLine } from '@app/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { conflict, validationFailed } from '../../lib/app-error.ts';
import { requireCurrentVersion } from '../../lib/record-version.ts';
import { nowIso } from '../../lib/time.ts';
import { diffForAudit, hasAuditChanges, recordAudit } from '../audit/index.ts';
import { changeInvoiceStatus } from './change-invoice-status.ts';
import { summariseLineChanges } from './invoice-audit.ts';
import {
  checkDelivery,
  checkInvoiceParties,
  checkVatTreatment,
  requireDay,
  requireEditable,
  requireTotalInRange,
} from './invoice-checks.ts';
import { toDomainLine, totalOf, toUniqueLineRows } from './invoice-lines.ts';
import { buildInvoiceModel } from './invoice-model.ts';
import { createInvoiceRepository, type InvoiceRow, invoiceSearchText } from './invoices.repository.ts';
import { withLockedInvoice } from './with-locked-invoice.ts';

export type InvoiceUpdateInput = z.output<typeof invoiceUpdateRequestSchema>;

const updateHeader = async (trx: Db, kind: DatabaseKind, row: InvoiceRow, input: InvoiceUpdateInput) => {
  requireEditable(row);
  const contactId = input.contact_id ?? row.contact_id;
  if (contactId === null) {
    throw validationFailed(INVOICE_MESSAGES.contactRequired, {
      contact_id: [INVOICE_MESSAGES.contactRequired],
    });
  }
  // A new contact drops the old contact's person unless a person is given along.
  const personId =
    input.person_id !== undefined ? input.person_id : contactId !== row.contact_id ? null : row.person_id;
  if (input.contact_id !== undefined || input.person_id !== undefined)
    await checkInvoiceParties({ db: trx, kind, contactId, personId });
  const invoiceDate = input.invoice_date ?? row.invoice_date;
  if (input.invoice_date !== undefined) requireDay(invoiceDate, 'invoice_date');
  // A concept that kept its number (Wijzig factuur) keeps it on re-publishing; when that number
  // was drawn from a year's series ({year} in the template), a date in another year would put
  // the invoice in the wrong year's series, so the date must stay in the number's year.
  const numberYear = row.number_scope !== null && /^\d{4}$/.test(row.number_scope) ? row.number_scope : null;
  if (
    input.invoice_date !== undefined &&
    row.invoice_id !== null &&
    numberYear !== null &&
    invoiceDate.slice(0, 4) !== numberYear
  ) {
    const message = INVOICE_MESSAGES.dateOutsideNumberYear(row.invoice_id, numberYear);
    throw validationFailed(message, { invoice_date: [message] });
  }
  const deliveryFrom = input.delivery_from !== undefined ? input.delivery_from : row.delivery_from;
  const deliveryUntil = input.delivery_until !== undefined ? input.delivery_until : row.delivery_until;
  checkDelivery(deliveryFrom, deliveryUntil);
  const days = input.days_until_due ?? row.days_until_due;
  const identifier = input.identifier !== undefined ? input.identifier : row.identifier;
  const header = {
    contact_id: contactId,
    person_id: personId,
    identifier,
    invoice_date: invoiceDate,
    days_until_due: days,
    due_date: addCalendarDays(invoiceDate, days),
    delivery_from: deliveryFrom,
    delivery_until: deliveryUntil,
  };
  await createInvoiceRepository(trx, kind).update(row.id, {
    ...header,
    search_text: invoiceSearchText(row.invoice_id, identifier),
    updated_at: nowIso(),
  });
  const changes = diffForAudit(row, header, HEADER_AUDIT_FIELDS);
  if (hasAuditChanges(changes))
    await recordAudit({ db: trx, entity: 'invoice', entityId: row.uuid, action: 'updated', changes });
};

const HEADER_AUDIT_FIELDS = [
  'contact_id',
  'person_id',
  'identifier',
  'invoice_date',
  'days_until_due',
  'due_date',
  'delivery_from',
  'delivery_until',
] as const;

const updateLines = async (trx: Db, kind: DatabaseKind, row: InvoiceRow, input: InvoiceUpdateInput) => {
  requireEditable(row);
  // A credit note's lines follow from the invoice it credits (what is left per line).
  if (row.kind === 'credit_note') throw conflict(CREDIT_NOTE_MESSAGES.linesFixed);
  const repo = createInvoiceRepository(trx, kind);
  const includeTax = input.include_tax ?? row.include_tax === 1;
  const treatment = input.vat_treatment ?? row.vat_treatment;
  if (input.vat_treatment !== undefined || input.include_tax !== undefined) {
    const contact = row.contact_id === null ? undefined : await repo.findContact(row.contact_id);
    checkVatTreatment(treatment, includeTax, contact);
  }
  let lines: InvoiceLine[];
  let linesSummary: string | null = null;
  if (input.items !== undefined) {
    const rows = await toUniqueLineRows({ db: trx, kind, invoiceId: row.id, items: input.items });
    const before = await repo.linesOf(row.id);
    await repo.replaceLines(row.id, rows);
    linesSummary = summariseLineChanges(before, rows);
    lines = rows.map(toDomainLine);
  } else {
    lines = (await repo.linesOf(row.id)).map(toDomainLine);
  }
  const total = totalOf(lines, includeTax, treatment);
  requireTotalInRange(total);
  const after = { include_tax: includeTax ? 1 : 0, vat_treatment: treatment, total_amount_cents: total };
  await repo.update(row.id, { ...after, updated_at: nowIso() });
  const changes = diffForAudit(row, after, ['include_tax', 'vat_treatment', 'total_amount_cents']);
  if (linesSummary !== null || hasAuditChanges(changes))
    await recordAudit({
      db: trx,
      entity: 'invoice',
      entityId: row.uuid,
      action: 'updated',
      changes,
      ...(linesSummary === null ? {} : { summary: linesSummary }),
    });
};

/**
 * One change of an invoice: its header, its lines, or its status (never two groups at once),
 * on the locked row of the version the caller saw.
 */
export const updateInvoice = async (options: {
  ctx: AppContext;
  raw: string;
  input: InvoiceUpdateInput;
}): Promise<InvoiceModel> => {
  const { ctx, input } = options;
  const kind = ctx.dbKind;
  const groups = [
    INVOICE_HEADER_FIELDS.some((field) => input[field] !== undefined),
    INVOICE_LINE_FIELDS.some((field) => input[field] !== undefined),
    INVOICE_STATUS_FIELDS.some((field) => input[field] !== undefined),
  ].filter(Boolean).length;
  if (groups === 0) throw validationFailed(INVOICE_MESSAGES.emptyUpdate);
  if (groups > 1) throw validationFailed(INVOICE_MESSAGES.mixedUpdate);
  return withLockedInvoice({
    ctx,
    raw: options.raw,
    work: async (trx, row) => {
      // On the locked row (for update / SQLite's write lock): no other writer can come between.
      requireCurrentVersion(row.version, input.version);
      if (input.status !== undefined)
        await changeInvoiceStatus({
          trx,
          kind,
          row,
          to: input.status,
          paidAt: input.paid_at,
          zeroRateReasons: input.zero_rate_reasons,
        });
      else if (input.paid_at !== undefined)
        throw validationFailed(INVOICE_MESSAGES.paidAtOnlyWithPaid, {
          paid_at: [INVOICE_MESSAGES.paidAtOnlyWithPaid],
        });
      else if (input.zero_rate_reasons !== undefined)
        throw validationFailed(INVOICE_MESSAGES.zeroRateReasonsOnlyOnPublish, {
          zero_rate_reasons: [INVOICE_MESSAGES.zeroRateReasonsOnlyOnPublish],
        });
      else if (INVOICE_LINE_FIELDS.some((field) => input[field] !== undefined))
        await updateLines(trx, kind, row, input);
      else await updateHeader(trx, kind, row, input);
      return buildInvoiceModel({
        db: trx,
        kind,
        row: await createInvoiceRepository(trx, kind).lockById(row.id),
      });
    },
  });
};
