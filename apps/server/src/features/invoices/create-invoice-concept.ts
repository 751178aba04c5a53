import { invoiceLineInputSchema } from '@app/contracts';
import {
  addCalendarDays,
  type InvoiceLineKind,
  type TaxRate,
  todayCalendarDate,
  type VatTreatment,
  type ZeroRateReason,
} from '@app/domain';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { newUuid } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { countSummary, recordAudit } from '../audit/index.ts';
import {
  checkDelivery,
  checkInvoiceParties,
  checkVatTreatment,
  requireDay,
  requireTotalInRange,
} from './invoice-checks.ts';
import { checkLineLinks } from './invoice-line-links.ts';
import { toDomainInputLine, toLineRows, totalOf } from './invoice-lines.ts';
import { createInvoiceRepository, invoiceSearchText } from './invoices.repository.ts';

/**
 * A concept made by another feature inside its own transaction (an order's invoice): the header,
 * the delivery period (an order's rental period), the VAT treatment and the lines.
 */
export type InvoiceConceptInput = {
  contactId: number;
  personId?: number | null;
  identifier?: string | null;
  /** Defaults to today (Europe/Amsterdam). */
  invoiceDate?: string;
  daysUntilDue?: number;
  includeTax?: boolean;
  vatTreatment?: VatTreatment;
  /** First day of delivery (e.g. the rental's first day); null/absent = the invoice date. */
  deliveryFrom?: string | null;
  /** Last day of a delivery period (the rental's last day); null/absent = a single day. */
  deliveryUntil?: string | null;
  /** The order this invoice bills (invoices.order_id, unique). */
  orderId?: number | null;
  lines: Array<{
    description: string;
    unitCount: number;
    /** Cents, excluding or including VAT as includeTax says. */
    unitPrice: number;
    taxRate: TaxRate;
    zeroRateReason?: ZeroRateReason | null;
    /** What the line is for; absent: 'other'. */
    kind?: InvoiceLineKind;
    /** The article the line is for. */
    itemId?: number | null;
  }>;
};

/**
 * Writes a new concept inside `trx`: header, delivery period, VAT treatment and lines, checked as
 * the API checks them. For the API's create and for other features' transactions (an order).
 * Answers the new id.
 */
export const createInvoiceConcept = async (options: {
  trx: Db;
  kind: DatabaseKind;
  input: InvoiceConceptInput;
}): Promise<number> => {
  const { trx, kind, input } = options;
  const personId = input.personId ?? null;
  const contact = await checkInvoiceParties({ db: trx, kind, contactId: input.contactId, personId });
  const invoiceDate = input.invoiceDate ?? todayCalendarDate();
  requireDay(invoiceDate, 'invoice_date');
  const deliveryFrom = input.deliveryFrom ?? null;
  const deliveryUntil = input.deliveryUntil ?? null;
  checkDelivery(deliveryFrom, deliveryUntil);
  const includeTax = input.includeTax ?? false;
  const treatment = input.vatTreatment ?? 'normal';
  checkVatTreatment(treatment, includeTax, contact);
  const lines = input.lines.map((line, index) => {
    const parsed = invoiceLineInputSchema.safeParse(line);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    const message = issue?.message ?? 'Ongeldige factuurregel.';
    throw validationFailed(message, { [['items', index, ...(issue?.path ?? [])].join('.')]: [message] });
  });
  const total = totalOf(lines.map(toDomainInputLine), includeTax, treatment);
  requireTotalInRange(total);
  const lineRows = toLineRows(lines);
  await checkLineLinks({ db: trx, kind, rows: lineRows });
  const days = input.daysUntilDue ?? 14;
  const identifier = input.identifier ?? null;
  const now = nowIso();
  const repo = createInvoiceRepository(trx, kind);
  const uuid = newUuid();
  const id = await repo.insert({
    uuid,
    status: 'concept',
    contact_id: input.contactId,
    person_id: personId,
    identifier,
    invoice_date: invoiceDate,
    days_until_due: days,
    due_date: addCalendarDays(invoiceDate, days),
    include_tax: includeTax ? 1 : 0,
    vat_treatment: treatment,
    delivery_from: deliveryFrom,
    delivery_until: deliveryUntil,
    order_id: input.orderId ?? null,
    total_amount_cents: total,
    search_text: invoiceSearchText(null, identifier),
    created_at: now,
    updated_at: now,
  });
  if (lineRows.length > 0) await repo.replaceLines(id, lineRows);
  await recordAudit({
    db: trx,
    entity: 'invoice',
    entityId: uuid,
    action: 'created',
    summary: lines.length > 0 ? countSummary(lines.length, 'regel', 'regels') : undefined,
  });
  return id;
};
