import type { InvoiceModel } from '@app/contracts';
import { addCalendarDays, todayCalendarDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { writeTransaction } from '../../db/database.ts';
import { newUuid } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { recordAudit } from '../audit/index.ts';
import { toDomainLine, totalOf } from './invoice-lines.ts';
import { buildInvoiceModel, findInvoiceRow } from './invoice-model.ts';
import { createInvoiceRepository, invoiceSearchText } from './invoices.repository.ts';

/**
 * A new concept with the header and lines of any invoice, dated today. An archived contact is
 * not copied (nor its person): the copy could not be published to it, so it starts without one.
 * The delivery date is not copied (a new invoice is for a new delivery); the VAT treatment is,
 * as long as the contact is.
 */
export const duplicateInvoice = async (options: { ctx: AppContext; raw: string }): Promise<InvoiceModel> => {
  const { ctx } = options;
  const kind = ctx.dbKind;
  const source = await findInvoiceRow({ db: ctx.db, kind, raw: options.raw });
  return writeTransaction(ctx.db).execute(async (trx) => {
    const repo = createInvoiceRepository(trx, kind);
    const lines = await repo.linesOf(source.id);
    const sourceContact = source.contact_id === null ? undefined : await repo.findContact(source.contact_id);
    const keepContact = sourceContact !== undefined && sourceContact.deleted_at === null;
    const treatment = keepContact ? source.vat_treatment : 'normal';
    const invoiceDate = todayCalendarDate();
    const now = nowIso();
    const includeTax = source.include_tax === 1;
    const uuid = newUuid();
    const id = await repo.insert({
      uuid,
      status: 'concept',
      contact_id: keepContact ? source.contact_id : null,
      person_id: keepContact ? source.person_id : null,
      identifier: source.identifier,
      invoice_date: invoiceDate,
      days_until_due: source.days_until_due,
      due_date: addCalendarDays(invoiceDate, source.days_until_due),
      include_tax: source.include_tax,
      vat_treatment: treatment,
      total_amount_cents: totalOf(lines.map(toDomainLine), includeTax, treatment),
      search_text: invoiceSearchText(null, source.identifier),
      created_at: now,
      updated_at: now,
    });
    await repo.replaceLines(
      id,
      lines.map((line) => ({
        uuid: newUuid(),
        description: line.description,
        unit_count: line.unit_count,
        unit_price_cents: line.unit_price_cents,
        tax_rate: line.tax_rate,
        zero_rate_reason: line.zero_rate_reason,
        kind: line.kind,
        item_id: line.item_id,
      })),
    );
    await recordAudit({
      db: trx,
      entity: 'invoice',
      entityId: uuid,
      action: 'created',
      summary: `Kopie van factuur ${source.invoice_id ?? 'concept'}`,
    });
    return buildInvoiceModel({ db: trx, kind, row: await repo.lockById(id) });
  });
};
