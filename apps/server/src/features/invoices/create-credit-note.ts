import { CREDIT_NOTE_MESSAGES } from '@app/contracts';
import {
  addCalendarDays,
  type CreditRefusal,
  planCredit,
  type TaxRate,
  todayCalendarDate,
} from '@app/domain';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { conflict, validationFailed } from '../../lib/app-error.ts';
import { newUuid } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { countSummary, recordAudit } from '../audit/index.ts';
import { requireTotalInRange } from './invoice-checks.ts';
import { toDomainLine, totalOf } from './invoice-lines.ts';
import { createInvoiceRepository, type InvoiceRow, invoiceSearchText } from './invoices.repository.ts';

const formatUnits = (units: number) => String(Math.round(units * 1e6) / 1e6).replace('.', ',');

const refusalOf = (refusal: CreditRefusal, lineIndex: (uuid: string) => number) => {
  switch (refusal.reason) {
    case 'nothing_left':
      return conflict(CREDIT_NOTE_MESSAGES.nothingLeft);
    case 'below_zero': {
      const message = CREDIT_NOTE_MESSAGES.belowZero(refusal.rate);
      return validationFailed(message, { lines: [message] });
    }
    default: {
      const message =
        refusal.reason === 'unknown_line'
          ? CREDIT_NOTE_MESSAGES.unknownLine
          : refusal.reason === 'duplicate_line'
            ? CREDIT_NOTE_MESSAGES.duplicateLine
            : refusal.reason === 'not_positive'
              ? CREDIT_NOTE_MESSAGES.notPositive
              : CREDIT_NOTE_MESSAGES.tooMany(formatUnits(refusal.left));
      return validationFailed(message, { [`lines.${lineIndex(refusal.lineId)}`]: [message] });
    }
  }
};

/**
 * Makes a credit note concept for a published invoice, inside `trx` with the invoice row locked:
 * every unit still left (no lines given) or the units asked for, as negative lines that each name
 * the invoice line they credit. Never more than is left: credit note concepts count too, so two
 * concepts cannot together credit an invoice twice. Answers the credit note's id.
 */
export const createCreditNote = async (options: {
  trx: Db;
  kind: DatabaseKind;
  /** The invoice, locked in `trx`. */
  invoice: InvoiceRow;
  request?: Array<{ uuid: string; unitCount: number }> | undefined;
}): Promise<number> => {
  const { trx, kind, invoice } = options;
  if (invoice.deleted_at) throw conflict(CREDIT_NOTE_MESSAGES.deleted);
  if (invoice.kind === 'credit_note') throw conflict(CREDIT_NOTE_MESSAGES.isCreditNote);
  if (invoice.status === 'concept' || invoice.invoice_id === null)
    throw conflict(CREDIT_NOTE_MESSAGES.notPublished);
  const repo = createInvoiceRepository(trx, kind);
  const lines = await repo.linesOf(invoice.id);
  const byUuid = new Map(lines.map((line) => [line.uuid, line]));
  const idToUuid = new Map(lines.map((line) => [String(line.id), line.uuid]));
  const credited = (await repo.creditedLinesOf(invoice.id)).flatMap((line) =>
    line.credited_line_id === null
      ? []
      : [{ creditedLineId: String(line.credited_line_id), unitCount: line.unit_count }],
  );
  const request = options.request?.map((asked) => ({
    // A uuid of another invoice's line matches none of these lines: refused as unknown.
    id: String(byUuid.get(asked.uuid)?.id ?? `unknown:${asked.uuid}`),
    unitCount: asked.unitCount,
  }));
  const plan = planCredit({
    lines: lines.map((line) => ({ ...toDomainLine(line), id: String(line.id) })),
    credited,
    request,
  });
  if (!plan.ok) {
    throw refusalOf(plan, (id) => {
      const uuid = idToUuid.get(id) ?? id.replace(/^unknown:/, '');
      return Math.max(0, options.request?.findIndex((asked) => asked.uuid === uuid) ?? 0);
    });
  }
  const includeTax = invoice.include_tax === 1;
  const total = totalOf(
    plan.lines.map((line) => ({
      unitCount: line.unitCount,
      unitPriceCents: line.unitPriceCents,
      taxRate: line.taxRate as TaxRate,
    })),
    includeTax,
    invoice.vat_treatment,
  );
  requireTotalInRange(total);
  const invoiceDate = todayCalendarDate();
  const now = nowIso();
  const uuid = newUuid();
  const id = await repo.insert({
    uuid,
    kind: 'credit_note',
    credited_invoice_id: invoice.id,
    status: 'concept',
    contact_id: invoice.contact_id,
    person_id: invoice.person_id,
    identifier: invoice.identifier,
    invoice_date: invoiceDate,
    days_until_due: invoice.days_until_due,
    due_date: addCalendarDays(invoiceDate, invoice.days_until_due),
    include_tax: invoice.include_tax,
    vat_treatment: invoice.vat_treatment,
    // The delivery credited is the invoice's.
    delivery_from: invoice.delivery_from ?? invoice.invoice_date,
    delivery_until: invoice.delivery_until,
    total_amount_cents: total,
    search_text: invoiceSearchText(null, invoice.identifier),
    created_at: now,
    updated_at: now,
  });
  const byId = new Map(lines.map((line) => [String(line.id), line]));
  await repo.insertCreditLines(
    id,
    plan.lines.map((planned) => {
      const source = byId.get(planned.id);
      if (!source) throw new Error(`credit line ${planned.id} without its invoice line`);
      return {
        uuid: newUuid(),
        description: source.description,
        unit_count: planned.unitCount,
        unit_price_cents: source.unit_price_cents,
        tax_rate: source.tax_rate,
        zero_rate_reason: source.zero_rate_reason,
        // What the credited line was for: the reports take the credit off the same article.
        kind: source.kind,
        item_id: source.item_id,
        credited_line_id: source.id,
      };
    }),
  );
  // On both records: the invoice's history says it was credited, the credit note's what it credits.
  const lineCount = countSummary(plan.lines.length, 'regel', 'regels');
  await recordAudit({
    db: trx,
    entity: 'invoice',
    entityId: invoice.uuid,
    action: 'credited',
    summary: `Creditfactuur (concept) gemaakt voor ${lineCount}`,
  });
  await recordAudit({
    db: trx,
    entity: 'invoice',
    entityId: uuid,
    action: 'created',
    summary: `Creditfactuur voor factuur ${invoice.invoice_id}, ${lineCount}`,
  });
  return id;
};
