import { formatInvoiceDate, formatMoney, REVERSE_CHARGE_NOTE } from '@app/domain';
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

/** What the reader is asked to do: pay (by transfer, or cash at delivery), nothing (paid), or get a credit back. */
const paymentTextOf = (page: PdfPage, payee: string) => {
  const { data, reference, creditOf } = page;
  const creditAmount = formatMoney(Math.abs(data.totals.totalInclCents));
  if (data.isConcept) return `Dit is een concept en geen geldige factuur. Betalingskenmerk: ${reference}.`;
  if (creditOf)
    return data.paidAt
      ? `Het creditbedrag van ${creditAmount} is op ${formatInvoiceDate(data.paidAt)} verrekend met factuur ${creditOf.number}.`
      : `Het creditbedrag van ${creditAmount} betalen wij aan je terug, onder vermelding van ${reference}.`;
  // A cash order is paid at delivery: no bank transfer is asked for.
  if (data.cashPayment)
    return data.paidAt
      ? `Contant ontvangen op ${formatInvoiceDate(data.paidAt)}`
      : 'Contant te betalen bij levering';
  return data.paidAt
    ? `Deze factuur is op ${formatInvoiceDate(data.paidAt)} betaald (${formatMoney(
        data.totals.totalInclCents,
      )}, kenmerk ${reference}). Dank je wel!`
    : `Wij verzoeken je vriendelijk het totaalbedrag van ${formatMoney(data.totals.totalInclCents)} vóór ${formatInvoiceDate(
        data.dueDate,
      )} over te maken${payee ? ` op ${payee}` : ''}, onder vermelding van ${reference}.`;
};

/**
 * Under reverse charge the statement and the buyer's VAT id, which the law asks for; then the
 * payment instructions, or for a paid invoice the statement that it was paid.
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
  doc
    .font(FONT)
    .fontSize(9)
    .fillColor(INK)
    .text(paymentTextOf(page, payee), MARGIN, page.y, { width: contentWidth });
  if (data.isConcept && payee && !data.cashPayment) doc.text(`Rekening: ${payee}`, { width: contentWidth });
};
