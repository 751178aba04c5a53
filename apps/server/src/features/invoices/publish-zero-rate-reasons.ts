import { INVOICE_MESSAGES, type InvoiceUpdateRequest } from '@app/contracts';
import { validationFailed } from '../../lib/app-error.ts';
import type { createInvoiceRepository } from './invoices.repository.ts';

export type ZeroRateReasonInput = NonNullable<InvoiceUpdateRequest['zero_rate_reasons']>[number];

/**
 * The reasons chosen in the Publiceren dialog, written to their 0% lines inside the
 * publishing transaction, so a refused publish keeps none of them. A line of another invoice, or
 * one that is not 0%, is refused with a Dutch 422.
 */
export const applyZeroRateReasons = async ({
  db,
  invoiceId,
  reasons,
}: {
  db: ReturnType<typeof createInvoiceRepository>;
  invoiceId: number;
  reasons: ZeroRateReasonInput[];
}) => {
  if (reasons.length === 0) return;
  const lines = new Map((await db.linesOf(invoiceId)).map((line) => [line.uuid, line]));
  for (const { uuid, reason } of reasons) {
    const line = lines.get(uuid);
    if (!line) {
      throw validationFailed(INVOICE_MESSAGES.zeroRateReasonUnknownLine, {
        zero_rate_reasons: [INVOICE_MESSAGES.zeroRateReasonUnknownLine],
      });
    }
    if (line.tax_rate !== 0) {
      const message = INVOICE_MESSAGES.zeroRateReasonNotZero(line.description);
      throw validationFailed(message, { zero_rate_reasons: [message] });
    }
    // A borg stays outside the VAT base: it is no supply (and the reports leave it out as such).
    if (line.kind === 'deposit' && reason !== 'outside_scope') {
      throw validationFailed(INVOICE_MESSAGES.lineDepositNotOutsideScope, {
        zero_rate_reasons: [INVOICE_MESSAGES.lineDepositNotOutsideScope],
      });
    }
    await db.setZeroRateReason(line.id, reason);
  }
};
