import { invoiceClosingText, REVERSE_CHARGE_NOTE } from '@app/domain';
import type { InvoicePdfData } from './invoice-pdf-data.ts';
import { BOLD, FONT, INK, ibanText, MARGIN, type PdfPage } from './pdf-page.ts';

/** The seller's bank account as the payment text names it. */
const payeeOf = (seller: InvoicePdfData['seller']) =>
  [
    seller.iban ? `IBAN\u00A0${ibanText(seller.iban)}` : null,
    seller.accountHolder ? `t.n.v. ${seller.accountHolder}` : null,
    seller.bic ? `(BIC ${seller.bic})` : null,
  ]
    .filter(Boolean)
    .join(' ');

/**
 * Under reverse charge the statement and the buyer's VAT id, which the law asks for; then the
 * closing text: the payment instructions, the statement that it was paid, or for a credit note
 * what happens with the credit (domain invoiceClosingText, in the company's form of address).
 */
export const drawPayment = (page: PdfPage) => {
  const { doc, data, contentWidth } = page;
  if (data.reverseCharge) {
    const buyerVat = data.buyer?.vatId ? ` Btw-id afnemer: ${data.buyer.vatId}.` : '';
    doc
      .font(BOLD)
      .fontSize(9)
      .fillColor(INK)
      .text(`${REVERSE_CHARGE_NOTE}: de btw wordt verlegd naar de afnemer.${buyerVat}`, MARGIN, page.y, {
        width: contentWidth,
      });
    page.y = doc.y + 10;
  }
  const payee = payeeOf(data.seller);
  // A cash order is paid at delivery: no bank transfer is asked for. A credit note asks nothing.
  const payment = invoiceClosingText({
    form: data.addressForm ?? 'je',
    kind: page.creditOf ? 'credit_note' : 'invoice',
    isConcept: data.isConcept,
    totalCents: data.totals.totalInclCents,
    dueDate: data.dueDate,
    paidAt: data.paidAt,
    cashPayment: data.cashPayment,
    reference: page.reference,
    payee,
  });
  doc.font(FONT).fontSize(9).fillColor(INK).text(payment, MARGIN, page.y, { width: contentWidth });
  if (data.isConcept && payee && !data.cashPayment && !page.creditOf)
    doc.text(`Rekening: ${payee}`, { width: contentWidth });
};
