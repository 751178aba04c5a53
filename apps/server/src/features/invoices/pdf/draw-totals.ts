import { formatMoney, REVERSE_CHARGE_NOTE } from '@app/domain';
import type { InvoicePdfData } from './invoice-pdf-data.ts';
import { BOLD, FONT, INK, MARGIN, nextPage, type PdfPage } from './pdf-page.ts';

/**
 * Each total once: per rate the amount excluding VAT and the VAT (what art. 35a asks for), then
 * the total. Under reverse charge there is one base and the VAT is shifted. [label, value, strong]
 */
const totalRowsOf = (data: InvoicePdfData, isCredit: boolean): Array<[string, string, boolean]> => {
  const rows: Array<[string, string, boolean]> = [];
  if (data.reverseCharge) {
    rows.push(['Totaal excl. btw', formatMoney(data.totals.totalExclCents), false]);
    rows.push([REVERSE_CHARGE_NOTE, formatMoney(0), false]);
  } else {
    for (const part of data.totals.perRate) {
      rows.push([`Totaal excl. btw (${part.rate}%)`, formatMoney(part.baseCents), false]);
      rows.push([`Btw ${part.rate}%`, formatMoney(part.taxCents), false]);
    }
  }
  // A paid invoice states it was paid; its total no longer asks for payment, nor does a credit note's.
  rows.push([
    data.paidAt || isCredit ? 'Totaal' : 'Totaal te betalen',
    formatMoney(data.totals.totalInclCents),
    true,
  ]);
  return rows;
};

/** The totals block, on a new page when it and the payment text would not fit. */
export const drawTotals = (page: PdfPage) => {
  const { doc, contentWidth } = page;
  const rows = totalRowsOf(page.data, page.creditOf !== null);
  if (page.y + rows.length * 15 + 120 > page.bottom) nextPage(page);
  const labelX = MARGIN + contentWidth - 280;
  for (const [label, value, strong] of rows) {
    if (strong) {
      page.y += 4;
      doc
        .moveTo(labelX, page.y - 3)
        .lineTo(MARGIN + contentWidth, page.y - 3)
        .lineWidth(0.8)
        .strokeColor(INK)
        .stroke();
    }
    doc
      .font(strong ? BOLD : FONT)
      .fontSize(strong ? 11 : 9)
      .fillColor(INK);
    doc.text(label, labelX, page.y, { width: 170 });
    doc.text(value, MARGIN + contentWidth - 110, page.y, { width: 110, align: 'right' });
    page.y += strong ? 18 : 14;
  }
  page.y += 20;
};
