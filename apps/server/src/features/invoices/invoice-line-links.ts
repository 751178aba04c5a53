import { INVOICE_MESSAGES } from '@app/contracts';
import { type InvoiceLineKind, isArticleLineKind } from '@app/domain';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { createInvoiceRepository } from './invoices.repository.ts';

type LinkedRow = {
  kind: InvoiceLineKind;
  item_id: number | null;
  tax_rate: number;
  zero_rate_reason: string | null;
};

/**
 * What a line says it is must hold, since the reports trust it: a line billing an article
 * (rental, sale, package) names an existing article, any named article exists (an archived one
 * too: old lines name them), and a borg line is 0 % outside the scope of VAT (no revenue, no
 * VAT). A Dutch 422 at the line's field otherwise, before anything is written.
 */
export const checkLineLinks = async (options: { db: Db; kind: DatabaseKind; rows: readonly LinkedRow[] }) => {
  const refuse = (index: number, field: string, message: string) => {
    throw validationFailed(message, { [`items.${index}.${field}`]: [message] });
  };
  for (const [index, row] of options.rows.entries()) {
    if (isArticleLineKind(row.kind) && row.item_id === null)
      refuse(index, 'itemId', INVOICE_MESSAGES.lineNeedsItem);
    if (row.kind === 'deposit' && (row.tax_rate !== 0 || row.zero_rate_reason !== 'outside_scope'))
      refuse(index, 'kind', INVOICE_MESSAGES.lineDepositNotOutsideScope);
  }
  const named = [...new Set(options.rows.flatMap((row) => (row.item_id === null ? [] : [row.item_id])))];
  if (named.length === 0) return;
  const existing = await createInvoiceRepository(options.db, options.kind).existingItemIds(named);
  for (const [index, row] of options.rows.entries())
    if (row.item_id !== null && !existing.has(row.item_id))
      refuse(index, 'itemId', INVOICE_MESSAGES.lineItemNotFound);
};
